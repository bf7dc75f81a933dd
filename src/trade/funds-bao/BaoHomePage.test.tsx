import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { baoMine, reply } from '../../../tests/app/fixtures/trade-plans';
import BaoHomePage from '.';

type Req = { url: string };
let fastLimit = '10000.00';

beforeEach(() => {
  resetTaroFake();
  fastLimit = '10000.00';
  setRequestHandler(async (options) => {
    const { url } = options as Req;
    if (url.includes('/funds/bao/mine/')) return reply(baoMine());
    if (url.includes('/funds/bao/sell_info/')) return reply({ fast_limit: fastLimit, shares_enable: '12345.67', arrive_at: '2026-11-24', fast_arrive_at: '2026-11-23' });
    return reply({});
  });
});

const navigated = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);

describe('cash treasure home', () => {
  it("shows the balance, yesterday's income, the 7-day yield and the income per 10,000 shares", async () => {
    await act(async () => render(<BaoHomePage />));
    expect(screen.getByText('12,345.67')).toBeTruthy();
    expect(screen.getByText('0.83')).toBeTruthy();
    expect(screen.getByText('2.4500%')).toBeTruthy();
    expect(screen.getByText('0.6712')).toBeTruthy();
  });

  it("transfers in on the cash-treasure fund's buy page", async () => {
    await act(async () => render(<BaoHomePage />));
    await act(async () => fireEvent.click(screen.getByText('转入')));
    expect(navigated()).toEqual(['/trade/fund-buy/index?symbol=000999']);
  });

  it('offers fast and normal transfer-out and opens the sell page with the choice', async () => {
    await act(async () => render(<BaoHomePage />));
    await act(async () => fireEvent.click(screen.getByText('转出')));
    expect(screen.getByText('2026-11-23到账，今日剩余额度10,000.00元')).toBeTruthy();
    expect(screen.getByText('预计2026-11-24到账')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('快速转出')));
    expect(navigated()).toEqual(['/trade/fund-sell/index?symbol=000999&is_fast=1']);
  });

  it('keeps fast closed once the daily cap is used', async () => {
    fastLimit = '0.00';
    await act(async () => render(<BaoHomePage />));
    await act(async () => fireEvent.click(screen.getByText('转出')));
    await act(async () => fireEvent.click(screen.getByText('快速转出')));
    expect(navigated()).toEqual([]);
    await act(async () => fireEvent.click(screen.getByText('普通转出')));
    expect(navigated()).toEqual(['/trade/fund-sell/index?symbol=000999&is_fast=0']);
  });

  it('opens the trades and the income history', async () => {
    await act(async () => render(<BaoHomePage />));
    await act(async () => fireEvent.click(screen.getByText('交易记录')));
    await act(async () => fireEvent.click(screen.getByText('七日年化')));
    expect(navigated()).toEqual(['/trade/funds-bao-trades/index', '/trade/funds-bao-income-history/index?type=year_yld']);
  });

  it('shows a retry when the balance cannot be read', async () => {
    setRequestHandler(async () => reply({}, 500));
    await act(async () => render(<BaoHomePage />));
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
