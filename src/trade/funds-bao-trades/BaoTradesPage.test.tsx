import { act, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { baoFundDetail, page, reply, tradeRecord } from '../../../tests/app/fixtures/trade-plans';
import BaoTradesPage from '.';

type Req = { url: string };
const asked: string[] = [];

beforeEach(() => {
  resetTaroFake();
  asked.length = 0;
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    asked.push(`${url.searchParams.get('page')}/${url.searchParams.get('page_size')}`);
    const fund = baoFundDetail();
    if (url.searchParams.get('page') === '1') return reply(page([tradeRecord(1, { direction: 0, status: 0, amount: '500.00', fund })], 1, 2));
    return reply(page([tradeRecord(2, { direction: 1, status: 1, amount: '200.00', fund })], 2, 2));
  });
});

describe('cash treasure trades', () => {
  it('lists transfers in and out 10 a page with the cash-treasure words', async () => {
    await act(async () => render(<BaoTradesPage />));
    expect(asked).toEqual(['1/10']);
    expect(screen.getByText('转入')).toBeTruthy();
    expect(screen.getByText('待支付')).toBeTruthy();
    expect(screen.getByText('500.00元')).toBeTruthy();
    await act(async () => firePageEvent('reachBottom'));
    expect(screen.getByText('转出')).toBeTruthy();
    expect(screen.getByText('交易成功')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });
});
