import { probabilityText, readFundAssetForecast, readFundPotential, yuanText } from './fund-forecast-display';

describe('fund potential', () => {
  it('reads each holding period with its profit probability and expected profit and loss', () => {
    const potential = readFundPotential({
      symbol: '000070',
      abbr_name: '演示安信达先进制造混合A',
      results: [{ horizon: 60, profit_probability: '68.37', profit: '5.53', loss: '-5.22', period: '3个月' }, 'junk'],
    });
    expect(potential).toEqual({ name: '演示安信达先进制造混合A', rows: [{ period: '3个月', probability: '68.37%', profit: '5.53', loss: '-5.22' }] });
  });
});

describe('asset forecast', () => {
  it('shows the principal and each period’s outcomes in yuan', () => {
    const forecast = readFundAssetForecast({
      principal: '10000.00',
      results: [{ period: '1年', days: 250, samples: 691, profit_probability: '73.95', worst: '8800.00', median: '11033.00', best: '12473.5' }],
    });
    expect(forecast.principal).toBe('10,000.00元');
    expect(forecast.rows).toEqual([{ period: '1年', probability: '73.95%', worst: '8,800.00元', median: '11,033.00元', best: '12,473.50元', samples: 691 }]);
  });

  it('shows dashes for what is missing', () => {
    expect(probabilityText(null)).toBe('--');
    expect(yuanText(null)).toBe('--');
    expect(readFundAssetForecast(null)).toEqual({ principal: '--', rows: [] });
  });
});
