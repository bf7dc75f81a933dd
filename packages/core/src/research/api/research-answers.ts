// Answer schemas of the fund, index, manager, quant and diagnosis research calls, shaped after what the
// reference server answers (packages/server/src/modules/*); research-answers.test.ts in the server checks them.
import { s } from '../../api/schema';
import type { Infer } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';
import type { FundManager, FundRow } from '../../market/api/market-entities';

/** An index row of lists, recommendations and the market overview. */
export const indexRow = w.object({
  id: w.int(),
  symbol: w.text(),
  code: w.text(),
  abbr_name: w.text(),
  /** 5, a market index. */
  symbol_type: s.enum([0, 1, 2, 3, 5]),
  is_market: w.bool(),
  category: w.text(),
  tradedate: w.maybe(w.date()),
  current: w.maybe(w.decimal()),
  change: w.maybe(w.decimal()),
  percentage: w.maybe(w.decimal()),
  pe: w.maybe(w.decimal()),
  pb: w.maybe(w.decimal()),
  pe_percentile: w.maybe(w.decimal()),
  pb_percentile: w.maybe(w.decimal()),
});

/** An index row with its valuation verdict. */
const indexOpportunity = w.object({ ...indexRow.shape, status: w.text(), suggestion: w.text() });

export const fundsAchivementsAnswer = w.object({
  symbol: w.text(),
  managers: w.list(w.object({
    id: w.int(),
    name: w.text(),
    post_status: w.int(),
    work_seniority: w.decimal(),
    start_date: w.date(),
    end_date: w.maybe(w.date()),
    days: w.int(),
    return_percent: w.maybe(w.decimal()),
  })),
  years: w.list(w.object({
    year: w.text(),
    percent: w.maybe(w.decimal()),
  })),
});

export const fundsAssetForecastAnswer = w.object({
  symbol: w.text(),
  principal: w.decimal(),
  results: w.list(w.object({
    period: w.text(),
    days: w.int(),
    samples: w.int(),
    profit_probability: w.maybe(w.decimal()),
    worst: w.maybe(w.decimal()),
    median: w.maybe(w.decimal()),
    best: w.maybe(w.decimal()),
  })),
});

export const fundsAssetHistoryAnswer = w.object({
  symbol: w.text(),
  results: w.list(w.object({
    report_date: w.date(),
    stock: w.decimal(),
    bond: w.decimal(),
    cash: w.decimal(),
    other: w.decimal(),
    net_assets: w.decimal(),
    institution_percent: w.decimal(),
    individual_percent: w.decimal(),
    internal_percent: w.decimal(),
  })),
});

export const fundsCompanyAnswer = w.object({
  id: w.int(),
  name: w.text(),
  abbr_name: w.text(),
  assets_total: w.decimal(),
  estab_date: w.date(),
  service_tel: w.text(),
  funds_count: w.int(),
  managers_count: w.int(),
});

export const fundsDividendSplitAnswer = w.list(w.object({
  fund_id: w.int(),
  record_date: w.date(),
  ex_date: w.date(),
  pay_date: w.date(),
  /** 'dividend' or 'split'. */
  kind: w.text(),
  per_share: w.maybe(w.decimal()),
  split_ratio: w.maybe(w.decimal()),
  text: w.text(),
}));

export const fundsEstimatedQuoteHistoryAnswer = w.object({
  symbol: w.text(),
  date: w.maybe(w.date()),
  net_value: w.decimal(),
  estimated_percent: w.decimal(),
  results: w.list(w.object({
    time: w.text(),
    estimated_net_value: w.decimal(),
    percent: w.decimal(),
  })),
});

export const fundsFareRatioAnswer = w.object({
  buy: w.list(w.object({
    min_amount: w.decimal(),
    max_amount: w.maybe(w.decimal()),
    text: w.text(),
    fare_ratio: w.decimal(),
    discount_rate: w.decimal(),
    discounted_fare_ratio: w.decimal(),
    fixed_fee: w.maybe(w.decimal()),
  })),
  subscribe: w.list(w.object({
    min_amount: w.decimal(),
    max_amount: w.maybe(w.decimal()),
    text: w.text(),
    fare_ratio: w.decimal(),
    discount_rate: w.decimal(),
    discounted_fare_ratio: w.decimal(),
    fixed_fee: w.maybe(w.decimal()),
  })),
  sell: w.list(w.object({
    min_days: w.int(),
    max_days: w.maybe(w.int()),
    text: w.text(),
    fare_ratio: w.decimal(),
    discount_rate: w.decimal(),
    discounted_fare_ratio: w.decimal(),
  })),
  buying: w.text(),
  t_days_sell: w.int(),
  discount_rate_buy: w.decimal(),
});

export const fundsFilterConditionsAnswer = w.object({
  types: w.list(w.option(w.text())),
  sorts: w.list(w.text()),
});

export const fundsHoldStructAnswer = w.object({
  report_date: w.maybe(w.date()),
  stock_percent: w.maybe(w.decimal()),
  top10_percent: w.decimal(),
  holdings: w.list(w.object({
    report_date: w.date(),
    rank: w.int(),
    percent: w.decimal(),
    shares: w.text(),
    market_value: w.decimal(),
    symbol: w.text(),
    abbr_name: w.text(),
    sector_name: w.maybe(w.text()),
    symbol_type: w.int(),
    change: w.decimal(),
    current: w.maybe(w.decimal()),
    percentage: w.maybe(w.decimal()),
  })),
  sectors: w.list(w.object({
    sector_name: w.text(),
    percent: w.decimal(),
  })),
});

export const fundsInvestRiskAnswer = w.object({
  symbol: w.text(),
  investment_risk: w.int(),
  investment_risk_display: w.text(),
  max_drawdown_year: w.maybe(w.decimal()),
  volatility_year: w.maybe(w.decimal()),
  suitable: w.text(),
});

export const fundsProposalAnswer = w.object({
  id: w.int(),
  title: w.text(),
  summary: w.text(),
  body: w.text(),
  investment_risk: w.int(),
  published_on: w.date(),
  positions: w.list(w.object({
    symbol: w.text(),
    percent: w.decimal(),
    fund: w.maybe(w.entity<FundRow>()),
  })),
});

export const fundsProposalsAnswer = w.page(w.object({
    id: w.int(),
    title: w.text(),
    summary: w.text(),
    investment_risk: w.int(),
    published_on: w.date(),
    funds_count: w.int(),
  }));

export const fundsStylesAnswer = w.object({
  asset_types: w.list(w.object({
    code: w.text(),
    name: w.text(),
    style_types: w.list(w.object({
      code: w.text(),
      name: w.text(),
    })),
  })),
  periods: w.list(w.text()),
});

/** One row a day: its date and each style index's value, keyed '<asset_type>_<style_type>'. */
export const fundsStylesHistoryAnswer = w.page(w.record(w.text()));

export const fundsStylesIndexesAnswer = w.object({
  results: w.list(w.object({
    asset_type: w.text(),
    style_type: w.text(),
    name: w.text(),
    date: w.maybe(w.date()),
    value: w.maybe(w.decimal()),
    percent_day: w.maybe(w.decimal()),
    percent_year: w.maybe(w.decimal()),
  })),
});

export const fundsStylesInfoAnswer = w.object({
  asset_type: w.text(),
  style_type: w.text(),
  name: w.text(),
  period: w.text(),
  funds_count: w.int(),
  avg_percent: w.maybe(w.decimal()),
  funds: w.list(w.entity<FundRow>()),
});

export const fundsStylesMonthlyOverviewAnswer = w.object({
  year: w.int(),
  month: w.int(),
  results: w.list(w.object({
    asset_type: w.text(),
    style_type: w.text(),
    name: w.text(),
    percent: w.maybe(w.decimal()),
  })),
});

export const fundsStylesOverviewAnswer = w.object({
  period: w.text(),
  results: w.list(w.object({
    asset_type: w.text(),
    style_type: w.text(),
    funds_count: w.int(),
    avg_percent: w.maybe(w.decimal()),
    max_percent: w.maybe(w.decimal()),
    name: w.text(),
  })),
});

export const fundsTimetableAnswer = w.object({
  buy: w.object({
    apply_date: w.date(),
    confirm_date: w.date(),
    income_date: w.date(),
  }),
  sell: w.object({
    apply_date: w.date(),
    confirm_date: w.date(),
    arrive_date: w.date(),
  }),
  t_days_sell: w.int(),
  cutoff_time: w.text(),
});

export const fundsTopicsAnswer = w.object({
  results: s.optional(w.list(w.object({
    id: w.int(),
    code: w.text(),
    name: w.text(),
    description: w.text(),
    funds_count: w.int(),
  }))),
  id: s.optional(w.int()),
  code: s.optional(w.text()),
  name: s.optional(w.text()),
  description: s.optional(w.text()),
  funds: s.optional(w.list(w.entity<FundRow>())),
});

export const indexesForecastAnswer = w.object({
  id: w.int(),
  symbol: w.text(),
  code: w.text(),
  abbr_name: w.text(),
  symbol_type: w.int(),
  is_market: w.bool(),
  category: w.text(),
  tradedate: w.maybe(w.date()),
  current: w.maybe(w.decimal()),
  change: w.maybe(w.decimal()),
  percentage: w.maybe(w.decimal()),
  pe: w.maybe(w.decimal()),
  pb: w.maybe(w.decimal()),
  pe_percentile: w.maybe(w.decimal()),
  pb_percentile: w.maybe(w.decimal()),
  status: w.text(),
  suggestion: w.text(),
  horizon_days: w.int(),
  samples: w.int(),
  profit_probability: w.maybe(w.decimal()),
  avg_return: w.maybe(w.decimal()),
  worst: w.maybe(w.decimal()),
  best: w.maybe(w.decimal()),
});

export const indexesHoldSymbolsAnswer = w.list(w.object({
  symbol: w.text(),
  abbr_name: w.text(),
  symbol_type: w.int(),
  sector_name: w.maybe(w.text()),
  current: w.decimal(),
  percentage: w.maybe(w.decimal()),
  weight: w.decimal(),
}));

export const indexesHoldSymbolsAnalyseAnswer = w.object({
  symbol: w.text(),
  count: w.int(),
  pe: w.maybe(w.decimal()),
  top10_weight: w.decimal(),
  sectors: w.list(w.object({
    sector_name: w.text(),
    weight: w.decimal(),
  })),
});

export const indexesListAnswer = w.page(indexRow);

export const indexesOpportunityAnswer = w.object({
  results: w.list(indexOpportunity),
});

export const indexesPeIndexesAnswer = w.object({
  ...indexRow.shape,
  history: w.list(w.object({
    date: w.date(),
    close: w.decimal(),
    pe: w.decimal(),
    pb: w.decimal(),
  })),
});

export const indexesRecommendAnswer = w.list(indexRow);

export const managersAssessAnswer = w.object({
  options: w.list(w.int()),
  tags: w.list(w.text()),
  managers: w.list(w.entity<FundManager>()),
});

export const managersFilterConditionsAnswer = w.object({
  sorts: w.list(w.option(w.text())),
  good_at_types: w.list(w.text()),
  lists: w.list(w.object({
    id: w.int(),
    name: w.text(),
  })),
  seniority: w.list(w.option(w.text())),
});

export const managersListDetailAnswer = w.object({
  id: w.int(),
  name: w.text(),
  description: w.text(),
  current_page: w.int(),
  total_page: w.int(),
  total_count: w.int(),
  managers: w.list(w.entity<FundManager>()),
});

export const managersListsAnswer = w.list(w.object({
  id: w.int(),
  name: w.text(),
  description: w.text(),
  managers_count: w.int(),
  preview: w.list(w.text()),
}));

export const quantAnalyseAnswer = w.object({
  symbol: w.text(),
  abbr_name: w.text(),
  score: w.int(),
  factor_category: w.maybe(w.text()),
  categories: w.list(w.object({
    category: w.text(),
    display: w.text(),
    score: w.int(),
  })),
  factors: w.list(w.object({
    factor: w.text(),
    name: w.text(),
    category: w.text(),
    factor_type_display: w.text(),
    price_influence_type: w.int(),
    price_influence_type_display: w.text(),
    factor_score_type: w.int(),
    value: w.maybe(w.decimal()),
  })),
  /** True when senior factors (a membership service) were left out: the user is not a member. */
  senior_locked: w.bool(),
});

export const quantIndustryRecommendAnswer = w.list(w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  percent_day: w.maybe(w.decimal()),
  percent_year: w.maybe(w.decimal()),
  score: w.int(),
  stocks_count: w.int(),
  reason: w.text(),
}));

export const quantIndustryRecommendDetailAnswer = w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  percent_day: w.maybe(w.decimal()),
  percent_year: w.maybe(w.decimal()),
  score: w.int(),
  stocks_count: w.int(),
  reason: w.text(),
  symbols: w.list(w.object({
    symbol: w.text(),
    abbr_name: w.text(),
    score: w.int(),
  })),
});

export const quantStrategiesAnswer = w.list(w.object({
  id: w.int(),
  name: w.text(),
  description: w.text(),
  factor: w.text(),
  annual_return: w.maybe(w.decimal()),
  max_drawdown: w.decimal(),
}));

export const quantStrategyAnswer = w.object({
  id: w.int(),
  name: w.text(),
  description: w.text(),
  factor: w.text(),
  annual_return: w.maybe(w.decimal()),
  max_drawdown: w.decimal(),
  holdings: w.list(w.object({
    symbol: w.text(),
    abbr_name: w.text(),
    value: w.maybe(w.decimal()),
    weight: w.decimal(),
  })),
});

export const quantStrategyIndexesAnswer = w.list(w.object({
  date: w.date(),
  value: w.decimal(),
  benchmark: w.maybe(w.decimal()),
}));

export const diagnosisAnalyseHistoryStatisticsAnswer = w.object({
  analyses_count: w.int(),
  funds_count: w.int(),
  avg_score: w.maybe(w.decimal()),
  recommended_count: w.int(),
  alert_count: w.int(),
  distribution: w.list(w.object({
    label: w.text(),
    count: w.int(),
  })),
});

export const diagnosisProfitLossPredictAnswer = w.object({
  symbol: w.text(),
  abbr_name: w.text(),
  results: w.list(w.object({
    horizon: w.int(),
    profit_probability: w.decimal(),
    profit: w.decimal(),
    loss: w.decimal(),
    period: w.text(),
  })),
});

/** Funds with the predicted profit of the chosen horizon. */
export const diagnosisProfitLossPredictsAnswer = w.page(
  w.entityWith<FundRow>()({
    horizon: w.int(),
    period: w.text(),
    profit_probability: w.decimal(),
    profit: w.decimal(),
    loss: w.decimal(),
  }),
);

export const diagnosisProfitLossPredictsFilterConditionsAnswer = w.object({
  horizons: w.list(w.option(w.int())),
  types: w.list(w.option(w.text())),
  symbol: s.optional(w.text()),
  available_horizons: s.optional(w.list(w.int())),
});

export type IndexRow = Infer<typeof indexRow>;
export type FundsAchivementsAnswer = Infer<typeof fundsAchivementsAnswer>;
export type FundsAssetForecastAnswer = Infer<typeof fundsAssetForecastAnswer>;
export type FundsAssetHistoryAnswer = Infer<typeof fundsAssetHistoryAnswer>;
export type FundsCompanyAnswer = Infer<typeof fundsCompanyAnswer>;
export type FundsDividendSplitAnswer = Infer<typeof fundsDividendSplitAnswer>;
export type FundsEstimatedQuoteHistoryAnswer = Infer<typeof fundsEstimatedQuoteHistoryAnswer>;
export type FundsFareRatioAnswer = Infer<typeof fundsFareRatioAnswer>;
export type FundsFilterConditionsAnswer = Infer<typeof fundsFilterConditionsAnswer>;
export type FundsHoldStructAnswer = Infer<typeof fundsHoldStructAnswer>;
export type FundsInvestRiskAnswer = Infer<typeof fundsInvestRiskAnswer>;
export type FundsProposalAnswer = Infer<typeof fundsProposalAnswer>;
export type FundsProposalsAnswer = Infer<typeof fundsProposalsAnswer>;
export type FundsStylesAnswer = Infer<typeof fundsStylesAnswer>;
export type FundsStylesHistoryAnswer = Infer<typeof fundsStylesHistoryAnswer>;
export type FundsStylesIndexesAnswer = Infer<typeof fundsStylesIndexesAnswer>;
export type FundsStylesInfoAnswer = Infer<typeof fundsStylesInfoAnswer>;
export type FundsStylesMonthlyOverviewAnswer = Infer<typeof fundsStylesMonthlyOverviewAnswer>;
export type FundsStylesOverviewAnswer = Infer<typeof fundsStylesOverviewAnswer>;
export type FundsTimetableAnswer = Infer<typeof fundsTimetableAnswer>;
export type FundsTopicsAnswer = Infer<typeof fundsTopicsAnswer>;
export type IndexesForecastAnswer = Infer<typeof indexesForecastAnswer>;
export type IndexesHoldSymbolsAnswer = Infer<typeof indexesHoldSymbolsAnswer>;
export type IndexesHoldSymbolsAnalyseAnswer = Infer<typeof indexesHoldSymbolsAnalyseAnswer>;
export type IndexesListAnswer = Infer<typeof indexesListAnswer>;
export type IndexesOpportunityAnswer = Infer<typeof indexesOpportunityAnswer>;
export type IndexesPeIndexesAnswer = Infer<typeof indexesPeIndexesAnswer>;
export type IndexesRecommendAnswer = Infer<typeof indexesRecommendAnswer>;
export type ManagersAssessAnswer = Infer<typeof managersAssessAnswer>;
export type ManagersFilterConditionsAnswer = Infer<typeof managersFilterConditionsAnswer>;
export type ManagersListDetailAnswer = Infer<typeof managersListDetailAnswer>;
export type ManagersListsAnswer = Infer<typeof managersListsAnswer>;
export type QuantAnalyseAnswer = Infer<typeof quantAnalyseAnswer>;
export type QuantIndustryRecommendAnswer = Infer<typeof quantIndustryRecommendAnswer>;
export type QuantIndustryRecommendDetailAnswer = Infer<typeof quantIndustryRecommendDetailAnswer>;
export type QuantStrategiesAnswer = Infer<typeof quantStrategiesAnswer>;
export type QuantStrategyAnswer = Infer<typeof quantStrategyAnswer>;
export type QuantStrategyIndexesAnswer = Infer<typeof quantStrategyIndexesAnswer>;
export type DiagnosisAnalyseHistoryStatisticsAnswer = Infer<typeof diagnosisAnalyseHistoryStatisticsAnswer>;
export type DiagnosisProfitLossPredictAnswer = Infer<typeof diagnosisProfitLossPredictAnswer>;
export type DiagnosisProfitLossPredictsAnswer = Infer<typeof diagnosisProfitLossPredictsAnswer>;
export type DiagnosisProfitLossPredictsFilterConditionsAnswer = Infer<typeof diagnosisProfitLossPredictsFilterConditionsAnswer>;
