import { act, fireEvent, render, screen } from '@testing-library/react';
import { storage } from '@/platform';
import { actAsGuest, calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import DiagnosisOptionalPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async () => ok(page([fundRow(4)])));
});

describe('diagnose followed funds', () => {
  it('lists the followed funds and opens a diagnosis', async () => {
    storage.setItem('access_token', 'tok');
    await act(async () => {
      render(<DiagnosisOptionalPage />);
    });
    const url = new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test');
    expect(url.pathname).toBe('/api/v1/symbols/following/');
    expect(url.searchParams.get('symbol_type')).toBe('3');
    fireEvent.click(screen.getByText('演示成长混合4'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-diagnosis-detail/index?symbol=100004' });
  });

  it('says so when nothing is followed', async () => {
    storage.setItem('access_token', 'tok');
    setRequestHandler(async () => ok(page([])));
    await act(async () => {
      render(<DiagnosisOptionalPage />);
    });
    expect(screen.getByText('还没有自选基金')).toBeTruthy();
  });

  it('offers a guest login and comes back here', async () => {

    actAsGuest();
    await act(async () => {
      render(<DiagnosisOptionalPage />);
    });
    expect(calls.some((c) => c.api === 'request')).toBe(false);
    fireEvent.click(screen.getByText('去登录'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({
      url: `/accounts/login/index?next=${encodeURIComponent('/symbols/funds/diagnosis/optional')}`,
    });
  });

  it('shows a retry when the list fails', async () => {
    storage.setItem('access_token', 'tok');
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<DiagnosisOptionalPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
