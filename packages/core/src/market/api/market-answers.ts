// Answer schemas of the market calls (quotes, sectors, holders, block trades, the market overview), shaped
// after what the reference server answers; research-answers.test.ts in the server checks them.
import type { Infer } from '../../api/schema';
import { s } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';
import type { FundRow } from './market-entities';
import { indexRow } from '../../research/api/research-answers';

export const marketBlockTradesDailyAnswer = w.list(w.object({
  date: w.date(),
  count: w.int(),
  volume: w.int(),
  amount: w.decimal(),
  avg_premium: w.decimal(),
}));

export const marketBlockTradesDailyTopAnswer = w.list(w.object({
  symbol: w.text(),
  abbr_name: w.text(),
  date: w.date(),
  close: w.decimal(),
  last_close: w.decimal(),
  count: w.int(),
  volume: w.int(),
  amount: w.decimal(),
  avg_premium: w.decimal(),
  percentage: w.maybe(w.decimal()),
}));

export const marketBlockTradesRecordAnswer = w.page(w.object({
    id: w.int(),
    date: w.date(),
    price: w.decimal(),
    volume: w.int(),
    amount: w.decimal(),
    premium: w.decimal(),
    buyer: w.text(),
    seller: w.text(),
  }));

export const marketFinanceIndexAnswer = w.object({
  report_date: s.optional(w.date()),
  eps: s.optional(w.decimal()),
  bps: s.optional(w.decimal()),
  roe: s.optional(w.decimal()),
  revenue: s.optional(w.decimal()),
  net_profit: s.optional(w.decimal()),
  gross_margin: s.optional(w.decimal()),
  debt_ratio: s.optional(w.decimal()),
  eps_ttm: s.optional(w.decimal()),
  revenue_yoy: s.optional(w.maybe(w.decimal())),
  profit_yoy: s.optional(w.maybe(w.decimal())),
});

export const marketFinanceIndexLineAnswer = w.list(w.object({
  report_date: w.date(),
  eps: w.decimal(),
  bps: w.decimal(),
  roe: w.decimal(),
  revenue: w.decimal(),
  net_profit: w.decimal(),
  gross_margin: w.decimal(),
  debt_ratio: w.decimal(),
}));

export const marketHoldersAnswer = w.list(w.object({
  rank: w.int(),
  shares: w.text(),
  percent: w.decimal(),
  change_shares: w.text(),
  shareholder_id: w.int(),
  name: w.text(),
  kind: w.text(),
  report_date: w.date(),
  change_type: w.text(),
}));

export const marketHoldersAnalyseAnswer = w.object({
  report_date: w.maybe(w.date()),
  funds_count: s.optional(w.int()),
  funds_percent: s.optional(w.decimal()),
  funds: s.optional(w.list(w.object({
    symbol: w.text(),
    abbr_name: w.text(),
    symbol_stype: w.int(),
    percent: w.decimal(),
    shares: w.text(),
    market_value: w.decimal(),
  }))),
  institutions: s.optional(w.list(w.object({
    rank: w.int(),
    shares: w.text(),
    percent: w.decimal(),
    change_shares: w.text(),
    shareholder_id: w.int(),
    name: w.text(),
    kind: w.text(),
  }))),
  institution_percent: s.optional(w.maybe(w.decimal())),
  individual_percent: s.optional(w.maybe(w.decimal())),
  internal_percent: s.optional(w.maybe(w.decimal())),
  history: s.optional(w.list(w.object({
    report_date: w.date(),
    institution_percent: w.decimal(),
    individual_percent: w.decimal(),
    internal_percent: w.decimal(),
    net_assets: w.decimal(),
  }))),
});

export const marketHoldersAtlasAnswer = w.object({
  report_date: w.maybe(w.date()),
  holders: w.list(w.object({
    rank: w.int(),
    shares: w.text(),
    percent: w.decimal(),
    change_shares: w.text(),
    shareholder_id: w.int(),
    name: w.text(),
    kind: w.text(),
    symbols: w.list(w.object({
      symbol: w.text(),
      abbr_name: w.text(),
      percent: w.decimal(),
    })),
    symbols_count: w.int(),
  })),
});

export const marketHoldersHistoryAnswer = w.list(w.object({
  report_date: w.date(),
  holders_count: w.int(),
  avg_shares: w.text(),
  change_percent: w.maybe(w.decimal()),
}));

export const marketKLineAnswer = w.list(w.object({
  date: w.date(),
  open: w.decimal(),
  high: w.decimal(),
  low: w.decimal(),
  close: w.decimal(),
  volume: w.int(),
  amount: w.decimal(),
  percent: w.maybe(w.decimal()),
}));

export const marketMarginTradeAnswer = w.list(w.object({
  date: w.date(),
  margin_balance: w.decimal(),
  margin_buy: w.decimal(),
  short_balance: w.decimal(),
}));

export const marketMarketAssetForecastAnswer = w.object({
  tradedate: w.maybe(w.date()),
  results: w.list(w.object({
    asset: w.text(),
    name: w.text(),
    expected_return: w.maybe(w.decimal()),
    valuation_percentile: w.maybe(w.maybe(w.decimal())),
    suggestion: w.text(),
  })),
});

export const marketMarketAssetForecastDistributionAnswer = w.object({
  tradedate: w.maybe(w.date()),
  valuation_percentile: w.maybe(w.decimal()),
  results: w.list(w.object({
    investment_risk: w.int(),
    investment_risk_display: w.text(),
    stock: w.decimal(),
    bond: w.decimal(),
    cash: w.decimal(),
  })),
});

export const marketMarketAssetForecastSectorsAnswer = w.list(w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  percent_day: w.maybe(w.decimal()),
  percent_year: w.maybe(w.decimal()),
  pe: w.maybe(w.decimal()),
  score: w.int(),
  suggestion: w.text(),
}));

export const marketMarketsCnAnswer = w.object({
  tradedate: w.maybe(w.date()),
  trade_status: w.int(),
  trade_status_display: w.text(),
  indexes: w.list(indexRow),
  rise_total: w.int(),
  drop_total: w.int(),
  draw_total: w.int(),
  limit_up: w.int(),
  limit_down: w.int(),
  amount_total: w.decimal(),
  sectors: w.list(w.object({
    id: w.int(),
    code: w.text(),
    name: w.text(),
    percent_day: w.maybe(w.decimal()),
    percent_year: w.maybe(w.decimal()),
  })),
});

export const marketPriceLevelAnswer = w.object({
  symbol: w.text(),
  current: s.optional(w.decimal()),
  last_close: s.optional(w.decimal()),
  date: s.optional(w.date()),
  buy_levels: w.list(w.object({
    price: w.decimal(),
    volume: w.int(),
  })),
  sell_levels: w.list(w.object({
    price: w.decimal(),
    volume: w.int(),
  })),
});

export const marketProfitLossAnswer = w.object({
  tradedate: w.maybe(w.date()),
  stocks: w.list(w.object({
    label: w.text(),
    count: w.int(),
  })),
  funds: w.object({
    rise: w.int(),
    drop: w.int(),
    flat: w.int(),
  }),
});

export const marketQuoteHistoryAnswer = w.list(w.object({
  date: w.date(),
  current: w.decimal(),
  percentage: w.maybe(w.decimal()),
  volume: w.int(),
  amount: w.decimal(),
}));

export const marketRelatedSectorAnswer = w.list(w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  percent_day: w.maybe(w.decimal()),
  percent_year: w.maybe(w.decimal()),
  symbols: s.optional(w.list(w.object({
    symbol: w.text(),
    abbr_name: w.text(),
  }))),
  percent: s.optional(w.decimal()),
}));

export const marketSectorAnswer = w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  percent_day: w.maybe(w.decimal()),
  percent_year: w.maybe(w.decimal()),
  funds: w.list(w.entity<FundRow>()),
});

export const marketSectorsAnswer = w.list(w.object({
  id: w.int(),
  code: w.text(),
  name: w.text(),
  percent_day: w.maybe(w.decimal()),
  percent_year: w.maybe(w.decimal()),
  funds_count: w.int(),
}));

export const marketSeniorMngAtlasAnswer = w.object({
  symbol: s.optional(w.text()),
  managers: w.list(w.object({
    name: w.text(),
    title: w.text(),
    age: w.int(),
    companies: w.list(w.object({
      symbol: w.text(),
      abbr_name: w.text(),
    })),
  })),
});

export const marketShareholderAnswer = w.object({
  id: w.int(),
  name: w.text(),
  kind: w.text(),
  is_champion: w.bool(),
  champion_rank: w.maybe(w.int()),
  yield_year: w.maybe(w.decimal()),
  report_date: w.maybe(w.date()),
  holdings: w.list(w.object({
    report_date: w.date(),
    symbol: w.text(),
    abbr_name: w.text(),
    shares: w.text(),
    percent: w.decimal(),
    change_shares: w.text(),
    rank: w.int(),
  })),
  stocks_count: w.int(),
});

export const marketShareholdersChampionsAnswer = w.list(w.object({
  id: w.int(),
  name: w.text(),
  kind: w.text(),
  champion_rank: w.maybe(w.int()),
  yield_year: w.maybe(w.decimal()),
  stocks_count: w.int(),
}));

export const marketShareholdersInvestmentHistoryAnswer = w.list(w.object({
  report_date: w.date(),
  stocks_count: w.int(),
  market_value: w.decimal(),
}));

export const marketShareholdersSharesHistoryAnswer = w.list(w.object({
  report_date: w.date(),
  symbol: w.text(),
  abbr_name: w.text(),
  shares: w.text(),
  percent: w.decimal(),
  change_shares: w.text(),
  rank: w.int(),
}));

export const marketSimilarKLineAnswer = w.object({
  symbol: w.text(),
  days: w.int(),
  after_days: w.int(),
  results: w.list(w.object({
    symbol: w.text(),
    abbr_name: w.text(),
    start_date: w.date(),
    end_date: w.date(),
    similarity: w.decimal(),
    after_percent: w.maybe(w.decimal()),
  })),
});

export const marketSimilarKLineFilterConditionsAnswer = w.object({
  periods: w.list(w.option(w.int())),
  scopes: w.list(w.option(w.text())),
  after_days: w.int(),
  top: w.int(),
});

export const marketTimeLineAnswer = w.list(w.object({
  time: w.text(),
  current: w.decimal(),
  volume: w.int(),
  avg_price: w.decimal(),
}));

export type MarketBlockTradesDailyAnswer = Infer<typeof marketBlockTradesDailyAnswer>;
export type MarketBlockTradesDailyTopAnswer = Infer<typeof marketBlockTradesDailyTopAnswer>;
export type MarketBlockTradesRecordAnswer = Infer<typeof marketBlockTradesRecordAnswer>;
export type MarketFinanceIndexAnswer = Infer<typeof marketFinanceIndexAnswer>;
export type MarketFinanceIndexLineAnswer = Infer<typeof marketFinanceIndexLineAnswer>;
export type MarketHoldersAnswer = Infer<typeof marketHoldersAnswer>;
export type MarketHoldersAnalyseAnswer = Infer<typeof marketHoldersAnalyseAnswer>;
export type MarketHoldersAtlasAnswer = Infer<typeof marketHoldersAtlasAnswer>;
export type MarketHoldersHistoryAnswer = Infer<typeof marketHoldersHistoryAnswer>;
export type MarketKLineAnswer = Infer<typeof marketKLineAnswer>;
export type MarketMarginTradeAnswer = Infer<typeof marketMarginTradeAnswer>;
export type MarketMarketAssetForecastAnswer = Infer<typeof marketMarketAssetForecastAnswer>;
export type MarketMarketAssetForecastDistributionAnswer = Infer<typeof marketMarketAssetForecastDistributionAnswer>;
export type MarketMarketAssetForecastSectorsAnswer = Infer<typeof marketMarketAssetForecastSectorsAnswer>;
export type MarketMarketsCnAnswer = Infer<typeof marketMarketsCnAnswer>;
export type MarketPriceLevelAnswer = Infer<typeof marketPriceLevelAnswer>;
export type MarketProfitLossAnswer = Infer<typeof marketProfitLossAnswer>;
export type MarketQuoteHistoryAnswer = Infer<typeof marketQuoteHistoryAnswer>;
export type MarketRelatedSectorAnswer = Infer<typeof marketRelatedSectorAnswer>;
export type MarketSectorAnswer = Infer<typeof marketSectorAnswer>;
export type MarketSectorsAnswer = Infer<typeof marketSectorsAnswer>;
export type MarketSeniorMngAtlasAnswer = Infer<typeof marketSeniorMngAtlasAnswer>;
export type MarketShareholderAnswer = Infer<typeof marketShareholderAnswer>;
export type MarketShareholdersChampionsAnswer = Infer<typeof marketShareholdersChampionsAnswer>;
export type MarketShareholdersInvestmentHistoryAnswer = Infer<typeof marketShareholdersInvestmentHistoryAnswer>;
export type MarketShareholdersSharesHistoryAnswer = Infer<typeof marketShareholdersSharesHistoryAnswer>;
export type MarketSimilarKLineAnswer = Infer<typeof marketSimilarKLineAnswer>;
export type MarketSimilarKLineFilterConditionsAnswer = Infer<typeof marketSimilarKLineFilterConditionsAnswer>;
export type MarketTimeLineAnswer = Infer<typeof marketTimeLineAnswer>;
