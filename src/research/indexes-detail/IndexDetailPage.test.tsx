import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import IndexDetailPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: 'SH000001' });
  setRequestHandler(async (options) => {
    const { pathname } = new URL((options as Req).url, 'http://app.test');
    if (pathname === '/api/v1/symbols/indexes/SH000001/pe_indexes/') {
      return ok({ symbol: 'SH000001', abbr_name: '演示上证指数', current: '5362.4010', percentage: '-0.06', pe: '18.41', pb: '2.06', pe_percentile: '68.40', pb_percentile: '70.43', history: [] });
    }
    if (pathname === '/api/v1/symbols/indexes/SH000001/related_funds/') return ok(page([fundRow(1)]));
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{}' };
  });
});

describe('index detail', () => {
  it('shows the level, valuation and the funds tracking the index', async () => {
    await act(async () => {
      render(<IndexDetailPage />);
    });
    expect(screen.getByText('演示上证指数')).toBeTruthy();
    expect(screen.getByText('市净率 2.06')).toBeTruthy();
    expect(screen.getByText('PB百分位 70.43%')).toBeTruthy();
    fireEvent.click(screen.getByText('演示成长混合1'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/symbols/fund-detail/index?symbol=100001' });
  });

  it('shows a retry when the index cannot load', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<IndexDetailPage />);
    });
    expect(screen.getAllByText('重试').length).toBeGreaterThanOrEqual(1);
  });
});
