import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import DiagnosisCompanyPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const company = (id: number) => ({ id, name: `演示公司${id}`, assets_total: '1000.00', funds_count: 3 });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    if (url.pathname.endsWith('/companies/')) return ok(page([company(1), company(2)]));
    return ok(page([fundRow(Number(url.searchParams.get('company_id')))]));
  });
});

describe('diagnosis by company', () => {
  it("lists the largest company's funds first, then the picked company's, and opens a diagnosis", async () => {
    await act(async () => {
      render(<DiagnosisCompanyPage />);
    });
    expect(screen.getByText('演示成长混合1')).toBeTruthy();
    fireEvent.click(screen.getByText('演示公司2'));
    await act(async () => undefined);
    expect(screen.getByText('演示成长混合2')).toBeTruthy();
    const last = calls.filter((c) => c.api === 'request').at(-1);
    expect(new URL((last?.options as Req).url, 'http://app.test').searchParams.get('allow_trade')).toBe('0');
    fireEvent.click(screen.getByText('演示成长混合2'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-diagnosis-detail/index?symbol=100002' });
  });

  it('shows a retry when the companies cannot load', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<DiagnosisCompanyPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
