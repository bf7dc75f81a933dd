import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, firePageEvent, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import IndexesPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const index = (n: number) => ({ symbol: `SH00000${n}`, abbr_name: `演示指数${n}`, symbol_type: 5, current: '5362.4010', percentage: '-0.06', pe: '18.41', pe_percentile: '68.40' });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    const p = Number(url.searchParams.get('page'));
    return ok(page(p === 1 ? [index(1), index(2)] : [index(3)], p, 2));
  });
});

describe('index list', () => {
  it('lists indexes with level, change and valuation, a page at a time', async () => {
    await act(async () => {
      render(<IndexesPage />);
    });
    expect(screen.getByText('演示指数1')).toBeTruthy();
    expect(screen.getAllByText('5,362.40')).toHaveLength(2);
    expect(screen.getAllByText('PE百分位 68.40%')).toHaveLength(2);
    await act(async () => firePageEvent('reachBottom'));
    expect(screen.getByText('演示指数3')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('opens an index', async () => {
    await act(async () => {
      render(<IndexesPage />);
    });
    fireEvent.click(screen.getByText('演示指数2'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/indexes-detail/index?id=SH000002' });
  });

  it('shows a retry when the list fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<IndexesPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
