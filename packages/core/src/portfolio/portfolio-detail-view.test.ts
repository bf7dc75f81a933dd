import { tradeEntryUrl, availableCouponList, holdsPortfolio, portfolioCouponInfo, portfolioDetailView, type PortfolioLike } from './portfolio-detail-view';

const PORTFOLIO: PortfolioLike = {
  name: '稳健增长组合',
  symbol: 'ZH000001',
  investment_risk: 101,
  net_value: '1.23456',
  cumulative: '23.456',
  yld: '-1.2',
  allow_buy: true,
  allow_sell: true,
  allow_trade: true,
  positions: [
    { symbol: '000001', name: '演示成长混合A', percent: '70', is_bao: false },
    { symbol: '000009', name: '现金宝货币', percent: '30.00', is_bao: true },
  ],
};

describe('portfolio detail view', () => {
  it('reads risk text, net value (4 places), signed cumulative and yield, and positions with the cash treasure marked', () => {
    const view = portfolioDetailView(PORTFOLIO, false);
    expect(view.risk).toBe('风险等级：稳健型（中风险）');
    expect(view.netValue).toBe('1.2346');
    expect(view.cumulative).toEqual({ text: '+23.46%', tone: 'up' });
    expect(view.yld).toEqual({ text: '-1.20%', tone: 'down' });
    expect(view.positions.map((p) => [p.name, p.percent, p.cashTreasure])).toEqual([
      ['演示成长混合A', '70.00%', null],
      ['现金宝货币', '30.00%', '现金宝'],
    ]);
  });

  it('offers 卖出 only to a holder; paused trading reads 暂停买入 / 暂停卖出', () => {
    expect(portfolioDetailView(PORTFOLIO, false).sell).toBeNull();
    expect(portfolioDetailView(PORTFOLIO, true).sell).toEqual({ label: '卖出', enabled: true });
    const paused = portfolioDetailView({ ...PORTFOLIO, allow_buy: false, allow_sell: false }, true);
    expect(paused.buy).toEqual({ label: '暂停买入', enabled: false });
    expect(paused.sell).toEqual({ label: '暂停卖出', enabled: false });
    expect(portfolioDetailView({ ...PORTFOLIO, allow_trade: false }, false).buy.enabled).toBe(false);
  });

  it('an unrated portfolio reads as high risk; a missing yield is a dash', () => {
    const view = portfolioDetailView({ ...PORTFOLIO, investment_risk: 0, yld: null, positions: undefined }, false);
    expect(view.risk).toBe('风险等级：高风险');
    expect(view.yld.text).toBe('--');
    expect(view.positions).toEqual([]);
  });

  it('a holder has worth or a sell still pending', () => {
    expect(holdsPortfolio(null)).toBe(false);
    expect(holdsPortfolio({ worth_value: '0.00' })).toBe(false);
    expect(holdsPortfolio({ worth_value: '10.00' })).toBe(true);
    expect(holdsPortfolio({ worth_value: '0', sell_unconfirm: 1 })).toBe(true);
  });
});

describe('portfolio coupons', () => {
  it('portfolio_info names the portfolio and the amount', () => {
    expect(JSON.parse(portfolioCouponInfo(5))).toEqual({ fund_portfolio_id: 5 });
    expect(JSON.parse(portfolioCouponInfo(5, '1000.00'))).toEqual({ fund_portfolio_id: 5, amount: '1000.00' });
  });

  it('lists each coupon of the answer once', () => {
    const c = (id: number) => ({ id });
    expect(availableCouponList({ coupons: [{ coupons: [c(1), c(2)] }, { coupons: [c(2), c(3)] }] }).map((x) => x.id)).toEqual([1, 2, 3]);
    expect(availableCouponList(null)).toEqual([]);
  });
});

describe('trade entry', () => {
  it('a guest logs in first, with the trade page as next', () => {
    expect(tradeEntryUrl('/p/5/buy/', true)).toBe('/p/5/buy/');
    expect(tradeEntryUrl('/p/5/buy/', false)).toBe('/accounts/login/?next=%2Fp%2F5%2Fbuy%2F');
  });
});
