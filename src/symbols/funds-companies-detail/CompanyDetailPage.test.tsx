import { act, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import CompanyDetailPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '1' });
  setRequestHandler(async (options) => {
    const { pathname } = new URL((options as Req).url, 'http://app.test');
    if (pathname === '/api/v1/symbols/funds/companies/1/') return ok({ id: 1, name: '演示华康基金管理有限公司', assets_total: '177259089956.00', funds_count: 13 });
    return ok(page([fundRow(3)]));
  });
});

describe('fund company', () => {
  it('shows the company and its funds, 10 a page', async () => {
    await act(async () => {
      render(<CompanyDetailPage />);
    });
    expect(screen.getByText('演示华康基金管理有限公司')).toBeTruthy();
    expect(screen.getByText('管理规模 1772.59亿')).toBeTruthy();
    expect(screen.getByText('演示成长混合3')).toBeTruthy();
    const list = calls.map((c) => new URL((c.options as Req | undefined)?.url ?? '/', 'http://app.test')).find((u) => u.pathname === '/api/v1/symbols/funds/');
    expect(Object.fromEntries(list?.searchParams ?? [])).toMatchObject({ company_id: '1', allow_trade: '0', page_size: '10' });
  });

  it('shows a retry when the company cannot load', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<CompanyDetailPage />);
    });
    expect(screen.getAllByText('重试').length).toBeGreaterThanOrEqual(1);
  });
});
