// Row types of the research side of the demo market (see migrations/0200-stocks-research.ts):
// stocks and their days, shareholders, block trades, fund holdings, asset allocations, dividends,
// fund styles, topics, proposals and profit/loss predicts. NUMERIC reads as exact text, DATE as 'YYYY-MM-DD'.
import type { ColumnType, Generated } from 'kysely';

type Decimal = string;
type DateText = string;
type Json<T> = ColumnType<T, string, string>;

export interface PriceLevelJson {
  price: string;
  volume: number;
}

export interface StocksTable {
  id: Generated<number>;
  symbol: string;
  code: string;
  name: string;
  /** 1 SZ, 2 SH (spec 02 §9). */
  exchange: number;
  sector_id: number | null;
  list_date: DateText;
  total_shares: Decimal;
  float_shares: Decimal;
  eps_ttm: Decimal;
  eps_lyr: Decimal;
  bps: Decimal;
  sps: Decimal;
  is_margin: boolean;
  is_stop: boolean;
  champion_rank: number | null;
}

export interface StockDaysTable {
  stock_id: number;
  date: DateText;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  last_close: Decimal;
  volume: number;
  amount: Decimal;
}

export interface ShareholdersTable {
  id: Generated<number>;
  name: string;
  kind: string;
  is_champion: boolean;
  champion_rank: number | null;
  yield_year: Decimal | null;
}

export interface StockHoldersTable {
  stock_id: number;
  shareholder_id: number;
  report_date: DateText;
  rank: number;
  shares: Decimal;
  percent: Decimal;
  change_shares: Decimal;
}

export interface StockHolderCountsTable {
  stock_id: number;
  report_date: DateText;
  holders_count: number;
  avg_shares: Decimal;
}

export interface BlockTradesTable {
  id: Generated<number>;
  stock_id: number;
  date: DateText;
  price: Decimal;
  volume: number;
  amount: Decimal;
  premium: Decimal;
  buyer: string;
  seller: string;
}

export interface FundHoldingsTable {
  fund_id: number;
  stock_id: number;
  report_date: DateText;
  rank: number;
  percent: Decimal;
  shares: Decimal;
  market_value: Decimal;
}

export interface FundAssetAllocationsTable {
  fund_id: number;
  report_date: DateText;
  stock: Decimal;
  bond: Decimal;
  cash: Decimal;
  other: Decimal;
  net_assets: Decimal;
  institution_percent: Decimal;
  individual_percent: Decimal;
  internal_percent: Decimal;
}

export interface FundDividendsTable {
  fund_id: number;
  record_date: DateText;
  ex_date: DateText;
  pay_date: DateText;
  /** 'dividend' or 'split'. */
  kind: string;
  per_share: Decimal | null;
  split_ratio: Decimal | null;
}

export interface FundStyleTagsTable {
  fund_id: number;
  asset_type: string;
  style_type: string;
}

export interface FundTopicsTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  symbols: Json<string[]>;
}

export interface FundProposalsTable {
  id: Generated<number>;
  title: string;
  summary: string;
  body: string;
  investment_risk: number;
  symbols: Json<string[]>;
  percents: Json<string[]>;
  published_on: DateText;
}

export interface FundPredictsTable {
  fund_id: number;
  /** Holding period in trading days: 60, 120, 250. */
  horizon: number;
  profit_probability: Decimal;
  profit: Decimal;
  loss: Decimal;
}

export interface ResearchTables {
  stocks: StocksTable;
  stock_days: StockDaysTable;
  shareholders: ShareholdersTable;
  stock_holders: StockHoldersTable;
  stock_holder_counts: StockHolderCountsTable;
  block_trades: BlockTradesTable;
  fund_holdings: FundHoldingsTable;
  fund_asset_allocations: FundAssetAllocationsTable;
  fund_dividends: FundDividendsTable;
  fund_style_tags: FundStyleTagsTable;
  fund_topics: FundTopicsTable;
  fund_proposals: FundProposalsTable;
  fund_predicts: FundPredictsTable;
}
