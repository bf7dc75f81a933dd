import { fundToolTitle, fundToolUrl, relatedFundRows, sameTypeFundsQuery } from './related-funds';

describe('related funds', () => {
  it('asks for the same subtype ranked as its lists are, one row more than it shows', () => {
    expect(sameTypeFundsQuery(301)).toEqual({ type: '301', sort: '-percent_day', allow_trade: 1, page: 1, page_size: 6 });
    expect(sameTypeFundsQuery(302).sort).toBe('-percent_month');
  });

  it('leaves the fund itself out and shows at most five', () => {
    const rows = ['1', '2', '3', '4', '5', '6', '7'].map((symbol) => ({ symbol }));
    expect(relatedFundRows(rows, '2').map((r) => r.symbol)).toEqual(['1', '3', '4', '5', '6']);
  });
});

describe('tool search targets', () => {
  const fund = { symbol: '000070', abbr_name: '演示 混合A' };
  it('opens the chosen fund in the tool the route names', () => {
    expect(fundToolUrl('potential', fund)).toBe('/symbols/funds/potential/000070/');
    expect(fundToolUrl('asset_forecast', fund)).toBe('/symbols/funds/asset_forecast/000070/');
    expect(fundToolUrl('diagnosis', fund)).toBe('/symbols/funds/diagnosis/detail/000070/');
    expect(fundToolUrl('compare', fund)).toBe('/symbols/funds/compare/?symbol=000070&abbr_name=%E6%BC%94%E7%A4%BA%20%E6%B7%B7%E5%90%88A');
    expect(fundToolTitle('potential')).toBe('收益潜力');
  });

  it('opens the fund itself for an unknown tool', () => {
    expect(fundToolUrl('toString', fund)).toBe('/s/000070/');
    expect(fundToolTitle('nope')).toBeNull();
  });
});
