import type { BankCard, FundHolding, HeldPortfolio, Portfolio } from '../api/contract/entities';
import {
  HELD_PORTFOLIO_URLS,
  heldFundRows,
  heldPortfolioDetail,
  heldPortfolioRow,
  heldPortfolioTotals,
  portfolioShareCardViews,
  readPortfolioTopic,
  rebalanceCardId,
  unconfirmedLines,
} from './held-portfolio-view';

const card = (overrides: Partial<BankCard> = {}): BankCard => ({
  id: 3,
  bank_card_no_tail: '2344',
  bank_card_no: '2344',
  is_default: false,
  real_name: '王小明',
  bank_card_type: 0,
  allow_sell: true,
  allow_buy: true,
  allow_transfer: 1,
  status: 1,
  bank: { id: 1, logo: '', name: '工商银行', need_onlinepay: false, onlinepay_description: '', onlinepay_help_url: '', single_limit: '0', single_day_limit: '0', status: 1, status_note: '' },
  ...overrides,
});

const portfolio = (overrides: Partial<Portfolio> = {}) => ({ id: 5, name: '稳健增利组合', allow_buy: true, ...overrides }) as Portfolio;

const fund = (id: number, symbol: string, name: string, overrides: Partial<FundHolding> = {}) =>
  ({ fund: { id, symbol, abbr_name: name }, allow_sell: true, worth_value: '600.00', income_total: '-1.50', income_latest: '0.00', ...overrides }) as FundHolding;

function held(overrides: Partial<HeldPortfolio> = {}): HeldPortfolio {
  return {
    allow_sell: true,
    allow_rebalance: false,
    trade_date: '2026-11-20',
    worth_value: '10000.00',
    fare: '0.00',
    income_total: '123.45',
    income_latest: '-6.78',
    notification: '',
    buy_unconfirm: 0,
    sell_unconfirm: 0,
    amount_unconfirm: '0.00',
    shares_unconfirm: '0.00',
    sell_amount_unconfirm: '0.00',
    rebalance_unconfirm: 0,
    is_manager: false,
    divi_info: '',
    funds_list: [],
    income_list: [],
    statuses_publish_at: null,
    fund_portfolio: portfolio(),
    shares_list: [card()],
    trade_record_list: [],
    ...overrides,
  };
}

describe('readPortfolioTopic', () => {
  it('keeps a known topic and falls back to xds for none or an unknown one', () => {
    expect(readPortfolioTopic('pandoras_box')).toBe('pandoras_box');
    expect(readPortfolioTopic(undefined)).toBe('xds');
    expect(readPortfolioTopic('other')).toBe('xds');
  });
});

describe('unconfirmedLines', () => {
  it('says nothing when every trade is confirmed', () => {
    expect(unconfirmedLines(held())).toEqual([]);
  });

  it('counts buys and sells with their amounts, and rebalances', () => {
    const lines = unconfirmedLines(held({ buy_unconfirm: 2, amount_unconfirm: '3000.5', sell_unconfirm: 1, sell_amount_unconfirm: '12345.6', rebalance_unconfirm: 1 }));
    expect(lines).toEqual(['买入确认中 2笔，共3,000.50元', '卖出确认中 1笔，共12,345.60元', '调仓确认中 1笔']);
  });
});

describe('heldPortfolioRow', () => {
  it('shows the worth, signed incomes coloured and opens the detail by the portfolio id', () => {
    const row = heldPortfolioRow(held({ sell_unconfirm: 1, sell_amount_unconfirm: '500' }));
    expect(row).toEqual({
      id: 5,
      name: '稳健增利组合',
      worth: '10,000.00',
      incomeLatest: { text: '-6.78', tone: 'down' },
      incomeTotal: { text: '+123.45', tone: 'up' },
      note: '卖出确认中 1笔，共500.00元',
      url: '/accounts/funds/funds_portfolios/5/',
    });
  });

  it('has no note when nothing waits', () => {
    expect(heldPortfolioRow(held()).note).toBeNull();
  });
});

describe('heldPortfolioTotals', () => {
  it('adds worth and income exactly (no float drift)', () => {
    const totals = heldPortfolioTotals([held({ worth_value: '0.10', income_latest: '0.10', income_total: '-0.30' }), held({ worth_value: '0.20', income_latest: '0.20', income_total: '0.10' })]);
    expect(totals).toEqual({ worth: '0.30', incomeLatest: { text: '+0.30', tone: 'up' }, incomeTotal: { text: '-0.20', tone: 'down' } });
  });

  it('is zero for no portfolio', () => {
    expect(heldPortfolioTotals([])).toEqual({ worth: '0.00', incomeLatest: { text: '0.00', tone: 'flat' }, incomeTotal: { text: '0.00', tone: 'flat' } });
  });
});

describe('heldFundRows', () => {
  it('opens the sell from the portfolio when the fund can be sold, else the fund page', () => {
    const rows = heldFundRows(5, [fund(7, '000007', '演示优势行业股票A'), fund(9, '000009', '演示现金宝货币', { allow_sell: false })]);
    expect(rows.map((r) => r.url)).toEqual(['/s/000007/5/sell/', '/s/000009/']);
    expect(rows[0]).toMatchObject({ name: '演示优势行业股票A', symbol: '000007', worth: '600.00', incomeTotal: { text: '-1.50', tone: 'down' } });
  });
});

describe('rebalanceCardId', () => {
  it('prefers the default card, skips unusable cards, and is null without a usable one', () => {
    expect(rebalanceCardId([card({ id: 1 }), card({ id: 2, is_default: true })])).toBe(2);
    expect(rebalanceCardId([card({ id: 1, status: 0, is_default: true }), card({ id: 4 })])).toBe(4);
    expect(rebalanceCardId([card({ id: 1, status: 0 })])).toBeNull();
  });
});

describe('heldPortfolioDetail', () => {
  it('shows the fare only above 0, the notification only when there is one', () => {
    expect(heldPortfolioDetail(held()).fare).toBeNull();
    expect(heldPortfolioDetail(held({ fare: '1.37' })).fare).toBe('1.37');
    expect(heldPortfolioDetail(held({ notification: '  ' })).notification).toBeNull();
    expect(heldPortfolioDetail(held({ notification: '组合已调仓' })).notification).toBe('组合已调仓');
    expect(heldPortfolioDetail(held()).tradeDate).toBe('截至2026-11-20');
  });

  it('links to its income, records, shares, service reports and the advisory fee', () => {
    expect(heldPortfolioDetail(held()).links).toEqual([
      { label: '收益明细', url: '/accounts/funds/funds_portfolios/5/income_list/' },
      { label: '交易记录', url: '/accounts/funds/funds_portfolios/5/trade_record_list/' },
      { label: '份额明细', url: '/accounts/funds/funds_portfolios/5/shares_info/' },
      { label: '服务报告', url: '/accounts/portfolio/5/service_report/records/' },
      { label: '投顾服务费', url: '/accounts/portfolios/manage_fare/' },
    ]);
  });

  it('buys and sells through the portfolio trade pages, paused when not allowed', () => {
    const open = heldPortfolioDetail(held());
    expect([open.buy.url, open.sell.url]).toEqual(['/p/5/buy/', '/p/5/sell/']);
    const closed = heldPortfolioDetail(held({ allow_sell: false, fund_portfolio: portfolio({ allow_buy: false }) }));
    expect([closed.buy, closed.sell].map((a) => [a.label, a.enabled, a.url])).toEqual([
      ['暂停买入', false, null],
      ['暂停卖出', false, null],
    ]);
  });

  it('offers 调仓 only when allowed, with the card the proposal is for', () => {
    expect(heldPortfolioDetail(held()).rebalance).toBeNull();
    expect(heldPortfolioDetail(held({ allow_rebalance: true, shares_list: [card({ id: 8 })] })).rebalance).toEqual({
      label: '调仓',
      enabled: true,
      url: '/p/5/rebalance_proposal/?bankCardId=8',
      message: null,
    });
    expect(heldPortfolioDetail(held({ allow_rebalance: true, shares_list: [] })).rebalance).toMatchObject({ url: null, message: '请选择可用的银行卡' });
  });
});

describe('portfolioShareCardViews', () => {
  it('names each card by bank and tail with its worth and sellable worth', () => {
    expect(portfolioShareCardViews([card({ worth_value: '1234.5', worth_value_enable: '1000' }), card({ id: 4, bank_card_no_tail: '0001' })])).toEqual([
      { id: 3, title: '工商银行(2344)', worth: '1,234.50', enable: '1,000.00' },
      { id: 4, title: '工商银行(0001)', worth: '0.00', enable: '0.00' },
    ]);
  });
});

describe('HELD_PORTFOLIO_URLS', () => {
  it('writes the topic into the list and income URLs', () => {
    expect(HELD_PORTFOLIO_URLS.list('pandoras_box')).toBe('/accounts/funds/funds_portfolios/?topic=pandoras_box');
    expect(HELD_PORTFOLIO_URLS.income('xds')).toBe('/accounts/funds/funds_portfolios/income/?topic=xds');
    expect(HELD_PORTFOLIO_URLS.serviceReport(12)).toBe('/accounts/portfolio/service_report/records/12');
  });
});
