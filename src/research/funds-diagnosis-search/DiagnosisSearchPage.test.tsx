import { act, fireEvent, render, screen } from '@testing-library/react';
import { storage } from '@/platform';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import DiagnosisSearchPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async () => ok(page([fundRow(3)])));
});

describe('diagnosis search', () => {
  it('shows the funds diagnosed on this device with their score colours before a search', async () => {
    storage.setItem('ls_fund_diagnosis', JSON.stringify([{ code: '100002', name: '演示成长混合2', score: 55, analyse_date: '2026-11-20' }]));
    await act(async () => {
      render(<DiagnosisSearchPage />);
    });
    expect(screen.getByText('最近诊断')).toBeTruthy();
    expect(screen.getByText('100002 · 2026-11-20')).toBeTruthy();
    expect(screen.getByText('55').parentElement?.className).toContain('score-green');
    expect(calls.some((c) => c.api === 'request')).toBe(false);
    fireEvent.click(screen.getByText('演示成长混合2'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-diagnosis-detail/index?symbol=100002' });
  });

  it('searches funds by the typed term and opens a diagnosis', async () => {
    await act(async () => {
      render(<DiagnosisSearchPage />);
    });
    fireEvent.change(screen.getByPlaceholderText('输入基金代码或名称'), { target: { value: ' 成长 ' } });
    fireEvent.click(screen.getByText('搜索'));
    await act(async () => undefined);
    const url = new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test');
    expect(url.pathname).toBe('/api/v1/search/symbols/');
    expect(url.searchParams.get('q')).toBe('成长');
    expect(url.searchParams.get('symbol_type')).toBe('3');
    fireEvent.click(screen.getByText('演示成长混合3'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-diagnosis-detail/index?symbol=100003' });
  });

  it('starts from ?q= and shows a retry when the search fails', async () => {
    setRouterParams({ q: '白酒' });
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<DiagnosisSearchPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
