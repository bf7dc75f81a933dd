import { FundSubtype } from './fund-codes';
import { defaultSortFor, FUND_LIST_TABS, FUND_SORT_OPTIONS, fundListQuery, MONEY_FUND_SORT, sortOptionsFor } from './fund-list-view';

describe('fund list choices', () => {
  it('offers 全部 first and the common fund types by name', () => {
    expect(FUND_LIST_TABS.map((t) => t.label)).toEqual(['全部', '股票型', '混合型', '债券型', '指数型', 'QDII', '货币型', 'FOF']);
  });

  it('ranks 全部 by the year (the list call default)', () => {
    expect(fundListQuery('all', null)).toEqual({ type: 'all', sort: '-percent_year', allow_trade: 1 });
  });

  it('ranks money and bond tabs by the month and other types by the day', () => {
    expect(defaultSortFor(String(FundSubtype.Money)).sort).toBe('-percent_month');
    expect(defaultSortFor(String(FundSubtype.Bond)).sort).toBe('-percent_month');
    expect(defaultSortFor(String(FundSubtype.Stock)).sort).toBe('-percent_day');
    expect(fundListQuery(String(FundSubtype.Mixed), null)).toEqual({ type: '301', sort: '-percent_day', allow_trade: 1 });
  });

  it('lets the user choose another period, and can include funds not on sale', () => {
    const year3 = FUND_SORT_OPTIONS.find((o) => o.label === '近3年');
    expect(fundListQuery(String(FundSubtype.Index), year3 ?? null, false)).toEqual({ type: '303', sort: '-percent_three_year', allow_trade: 0 });
  });

  it('offers money funds the 7-day yield ranking first', () => {
    expect(sortOptionsFor(String(FundSubtype.Money))[0]).toBe(MONEY_FUND_SORT);
    expect(sortOptionsFor('all')).toBe(FUND_SORT_OPTIONS);
  });

  it('falls back to 全部 for an unknown tab', () => {
    expect(fundListQuery('nope', null).type).toBe('all');
  });
});
