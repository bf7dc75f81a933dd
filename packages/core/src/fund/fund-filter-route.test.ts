import { fundFilterView, fundTypeSubtypes } from './fund-filter-route';

describe('fund route types', () => {
  it('reads short codes, subtype numbers and all', () => {
    expect(fundTypeSubtypes('zs')).toEqual([303]);
    expect(fundTypeSubtypes('HB')).toEqual([306]);
    expect(fundTypeSubtypes('302,306')).toEqual([302, 306]);
    expect(fundTypeSubtypes('all')).toEqual([]);
    expect(fundTypeSubtypes(undefined)).toEqual([]);
  });

  it('knows nothing of other words or codes', () => {
    expect(fundTypeSubtypes('xyz')).toBeNull();
    expect(fundTypeSubtypes('999')).toBeNull();
  });
});

describe('filtered fund list', () => {
  it('lists the index funds of the index-fund route by the year, tradable only', () => {
    expect(fundFilterView({ type: 'index', fund_type: 'zs', sort: '-percent_year' })).toMatchObject({
      query: { type: '303', sort: '-percent_year', allow_trade: 1 },
      title: '指数型',
    });
  });

  it('ranks one subtype by its own default, bond and money by the month', () => {
    expect(fundFilterView({ type: 'zq' }).query.sort).toBe('-percent_month');
    expect(fundFilterView({ type: 'gp' }).sortOption.field).toBe('percent_day');
  });

  it('lists every fund by the year for an unknown type, and includes untradable funds when asked', () => {
    const view = fundFilterView({ type: 'nonsense', allow_trade: '0', sort: '-bogus' });
    expect(view.query).toEqual({ type: 'all', sort: '-percent_year', allow_trade: 0 });
    expect(view.title).toBe('');
  });

  it('ranks money funds by the 7-day yield when asked', () => {
    expect(fundFilterView({ type: 'hb', sort: '-year_yld' }).sortOption.label).toBe('七日年化');
  });

  it('says whether the route names fund types at all', () => {
    expect(fundFilterView({ type: 'gp' }).known).toBe(true);
    expect(fundFilterView({ type: 'all' }).known).toBe(true);
    expect(fundFilterView({ type: 'nosuch' }).known).toBe(false);
    expect(fundFilterView({ type: 'nosuch', fund_type: 'zs' }).known).toBe(true);
  });
});
