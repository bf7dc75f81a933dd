import { managerMarketResults, managerSkills, seniorityText } from './manager-display';

const scores = { profitability: 90, anti_risk: 38, stability: 72, stock_selection: 47, timing_selection: 30, experience: 97, sharpe_ratio: 56, excess_income: 38, index_following: 120 };

describe('manager display', () => {
  it('lists the skill scores in a fixed order with their names, clamped to 0-100', () => {
    const skills = managerSkills(scores);
    expect(skills[0]).toEqual({ label: '盈利能力', score: 90 });
    expect(skills[skills.length - 1]).toEqual({ label: '指数跟踪', score: 100 });
    expect(skills).toHaveLength(9);
  });

  it('lists the market-condition results', () => {
    const results = managerMarketResults({ bull_market: '7.92', bear_market: '-27.87', seesawing_market: null, extreme_markets: '2.24' });
    expect(results.map((r) => r.label)).toEqual(['牛市', '熊市', '震荡市', '极端行情']);
    expect(results[2]?.percent).toBeNull();
  });

  it('shows the years of experience to one place', () => {
    expect(seniorityText('17.05')).toBe('17.1年');
    expect(seniorityText(null)).toBe('--');
  });
});
