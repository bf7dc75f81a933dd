import { FUND_SORT_OPTIONS } from './fund-list-view';
import { DEFAULT_FUND_TAB_FILTERS, readFundFilterConditions, companyAtSheetIndex, companyFilterLabel, companySheetItems, fundTabQuery } from './fund-tab-filters';

const companies = [
  { id: 7, name: '演示南华基金' },
  { id: 9, name: '演示宏达基金' },
];

describe('funds tab filters', () => {
  it('asks for tradable funds of every company by default, ranked as the tab says', () => {
    expect(fundTabQuery('all', null, DEFAULT_FUND_TAB_FILTERS)).toEqual({ type: 'all', sort: '-percent_year', allow_trade: 1 });
    expect(fundTabQuery('302', null, DEFAULT_FUND_TAB_FILTERS)).toEqual({ type: '302', sort: '-percent_month', allow_trade: 1 });
    expect(fundTabQuery('300', null, DEFAULT_FUND_TAB_FILTERS).sort).toBe('-percent_day');
  });

  it('sends allow_trade 0 when untradable funds are shown and company_id when a company is chosen', () => {
    const sort = FUND_SORT_OPTIONS[0] ?? null;
    expect(fundTabQuery('301', sort, { onlyTradable: false, company: companies[1] ?? null })).toEqual({
      type: '301',
      sort: '-percent_day',
      allow_trade: 0,
      company_id: 9,
    });
  });

  it('labels the company filter and maps the sheet back to a company', () => {
    expect(companyFilterLabel(DEFAULT_FUND_TAB_FILTERS)).toBe('全部公司');
    expect(companyFilterLabel({ onlyTradable: true, company: { id: 7, name: '演示南华基金' } })).toBe('演示南华基金');
    expect(companySheetItems(companies)).toEqual(['全部公司', '演示南华基金', '演示宏达基金']);
    expect(companyAtSheetIndex(companies, 0)).toBeNull();
    expect(companyAtSheetIndex(companies, 2)).toEqual({ id: 9, name: '演示宏达基金' });
    expect(companyAtSheetIndex(companies, 5)).toBeNull();
  });
});

describe('fund filter conditions', () => {
  it('offers the server types and the rankings the lists can show', () => {
    const conditions = readFundFilterConditions({
      types: [{ value: 'all', name: '全部' }, { value: '302', name: '债券型' }, { value: 3 }],
      sorts: ['-percent_day', '-percent_two_year', '-percent_year'],
    });
    expect(conditions.types).toEqual([{ value: 'all', name: '全部' }, { value: '302', name: '债券型' }]);
    expect(conditions.sorts.map((s) => s.label)).toEqual(['日涨幅', '近1年']);
  });

  it('falls back to 全部 and every ranking on a malformed answer', () => {
    const conditions = readFundFilterConditions(null);
    expect(conditions.types).toEqual([{ value: 'all', name: '全部' }]);
    expect(conditions.sorts).toHaveLength(7);
  });
});
