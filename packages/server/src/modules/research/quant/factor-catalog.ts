// The quant factors of the demo market: what each measures, its category, and which direction is good.
export const FACTOR_CATEGORIES: Readonly<Record<string, string>> = {
  value: '估值因子', growth: '成长因子', quality: '质量因子', momentum: '动量因子', volatility: '波动因子', liquidity: '流动性因子',
};

export interface FactorDef {
  factor: string;
  name: string;
  category: keyof typeof FACTOR_CATEGORIES & string;
  /** True when a higher value is better for the price. */
  higherIsBetter: boolean;
}

export const STOCK_FACTORS: readonly FactorDef[] = [
  { factor: 'pe_ttm', name: '市盈率TTM', category: 'value', higherIsBetter: false },
  { factor: 'pb', name: '市净率', category: 'value', higherIsBetter: false },
  { factor: 'ps', name: '市销率', category: 'value', higherIsBetter: false },
  { factor: 'eps_growth', name: '每股收益增长率', category: 'growth', higherIsBetter: true },
  { factor: 'roe', name: '净资产收益率', category: 'quality', higherIsBetter: true },
  { factor: 'momentum_20', name: '20日涨幅', category: 'momentum', higherIsBetter: true },
  { factor: 'momentum_60', name: '60日涨幅', category: 'momentum', higherIsBetter: true },
  { factor: 'volatility_20', name: '20日波动率', category: 'volatility', higherIsBetter: false },
  { factor: 'turnover_20', name: '20日平均换手率', category: 'liquidity', higherIsBetter: true },
];

export const FUND_FACTORS: readonly FactorDef[] = [
  { factor: 'percent_month', name: '近1月收益', category: 'momentum', higherIsBetter: true },
  { factor: 'percent_year', name: '近1年收益', category: 'momentum', higherIsBetter: true },
  { factor: 'percent_three_year', name: '近3年收益', category: 'growth', higherIsBetter: true },
  { factor: 'recommend_score', name: '综合评分', category: 'quality', higherIsBetter: true },
  { factor: 'total_capital', name: '基金规模', category: 'liquidity', higherIsBetter: true },
];

/** 1 good for the price, 2 neutral, 3 bad. */
export const INFLUENCE_TEXTS: Readonly<Record<number, string>> = { 1: '利好', 2: '中性', 3: '利空' };

export const STRATEGIES: readonly { id: number; name: string; description: string; factor: string }[] = [
  { id: 1, name: '低估值策略', description: '选取市盈率最低的10只股票，等权持有', factor: 'pe_ttm' },
  { id: 2, name: '高成长策略', description: '选取每股收益增长最快的10只股票', factor: 'eps_growth' },
  { id: 3, name: '高质量策略', description: '选取净资产收益率最高的10只股票', factor: 'roe' },
  { id: 4, name: '动量策略', description: '选取近60日涨幅最大的10只股票', factor: 'momentum_60' },
  { id: 5, name: '低波动策略', description: '选取近20日波动最小的10只股票', factor: 'volatility_20' },
];

export const QUANT_SUBSCRIPTION_CODES = ['quant_senior_factor'] as const;
