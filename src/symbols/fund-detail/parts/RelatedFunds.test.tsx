import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../../tests/app/fixtures/fund-rows';
import { RelatedFunds } from './RelatedFunds';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const requestUrls = () => calls.filter((c) => c.api === 'request').map((c) => new URL((c.options as Req).url, 'http://app.test'));
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => fundRow(from + i));

let hotFails = false;
beforeEach(() => {
  resetTaroFake();
  hotFails = false;
  setRequestHandler(async (options) => {
    const { pathname } = new URL((options as Req).url, 'http://app.test');
    if (pathname === '/api/v1/symbols/funds/') return ok(page(rows(1, 6)));
    if (pathname === '/api/v1/symbols/hot/') return hotFails ? { statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' } : ok(rows(51, 20));
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{}' };
  });
});

async function renderPart(onOpen = jest.fn()) {
  await act(async () => {
    render(<RelatedFunds fund={{ symbol: '100003', abbr_name: '演示成长混合3', symbol_stype: 302 }} onOpen={onOpen} />);
  });
  return onOpen;
}

describe('related funds under a fund', () => {
  it('lists five funds of the same type without the fund itself, ranked as the type is', async () => {
    await renderPart();
    const list = requestUrls().find((u) => u.pathname === '/api/v1/symbols/funds/');
    expect(Object.fromEntries(list?.searchParams ?? [])).toMatchObject({ type: '302', sort: '-percent_month', page_size: '6' });
    const sameType = document.querySelectorAll('.rf-same-type .rf-row');
    expect(sameType).toHaveLength(5);
    expect(screen.queryByText('演示成长混合3')).toBeNull();
    expect(document.querySelector('.rf-same-type .rf-row-label')?.textContent).toBe('近1月');
  });

  it('lists five hot-traded funds and opens one', async () => {
    const onOpen = await renderPart();
    expect(document.querySelectorAll('.rf-hot .rf-row')).toHaveLength(5);
    fireEvent.click(screen.getByText('演示成长混合51'));
    expect(onOpen).toHaveBeenCalledWith('/s/100051/');
  });

  it('adds the fund to the compare list', async () => {
    const onOpen = await renderPart();
    fireEvent.click(screen.getByText('加入对比 >'));
    expect(onOpen).toHaveBeenCalledWith('/symbols/funds/compare/?symbol=100003&abbr_name=%E6%BC%94%E7%A4%BA%E6%88%90%E9%95%BF%E6%B7%B7%E5%90%883');
  });

  it('offers a retry when the hot list fails', async () => {
    hotFails = true;
    await renderPart();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
