// How many rows each list asks for, and the default query of calls whose defaults the spec fixes.
import { FundSort, INDEX_FUND_TYPE_CODE, SymbolType } from '../fund/fund-codes';

export const PAGE_SIZE = {
  pagerDefault: 20,
  fundList: 20,
  incomeChart: 42,
  fundPortfolioDetailIncome: 45,
  tradeRecords: 10,
  baoTrades: 10,
  baoIncomeRows: 42,
  fixedInvestments: 5,
  videos: 8,
  recommendedFunds: 2,
  recommendedPortfolios: 3,
  managerRecommendations: 10,
  statusRecommendations: 10,
  headlineFeed: 10,
  fundCompanies: 200,
  followingFunds: 10000,
  portfolioNetValueHistory: 365,
  fundStyleHistory: 240,
  positionList: 20,
  companyFundsAndManagers: 10,
  hotCompanies: 5,
  diagnosisHotSameTypeFunds: 5,
  holderAnalyse: 5,
  stockSectorSymbols: 5,
  searchSymbols: 5,
  futuresSimulationRewards: 50,
  aiLists: 5,
  /** Holder atlas groups show 4 symbols plus a view-all link once they have more than 5. */
  holderAtlasSymbolGroup: 4,
} as const satisfies Record<string, number>;

/** Above this many symbols a holder atlas group is trimmed to PAGE_SIZE.holderAtlasSymbolGroup. */
export const HOLDER_ATLAS_TRIM_ABOVE = 5;

/** Default query of the calls whose defaults the spec fixes. */
export const CALL_DEFAULTS = {
  fundList: { allow_trade: 1, page: 1, page_size: PAGE_SIZE.fundList, sort: FundSort.PercentYear, type: 'all' },
  recommendedFunds: { page: 1, page_size: PAGE_SIZE.recommendedFunds },
  recommendedPortfolios: { allow_trade: 1, page: 1, page_size: PAGE_SIZE.recommendedPortfolios },
  fundCompanies: { sort: FundSort.AssetsTotal, page: 1, page_size: PAGE_SIZE.fundCompanies },
  managerRecommendations: { page_size: PAGE_SIZE.managerRecommendations },
  managerDetail: { include_index: 0 },
  fundStyleHistory: { page: 1, page_size: PAGE_SIZE.fundStyleHistory },
  portfolioNetValueHistory: { page: 1, page_size: PAGE_SIZE.portfolioNetValueHistory },
  portfolioPositions: { page_size: PAGE_SIZE.positionList },
  statusRecommendations: { page_size: PAGE_SIZE.statusRecommendations },
  followingFunds: { symbol_type: SymbolType.Fund, page_size: PAGE_SIZE.followingFunds },
  /** Following lists of mixed kinds send the symbol types comma-joined, with a symbols list. */
  followingMixedSymbolTypes: [SymbolType.Stock, SymbolType.Fund, SymbolType.MarketIndex],
  searchSymbols: { symbol_type: SymbolType.Fund, page_size: PAGE_SIZE.searchSymbols },
  newMobileCaptcha: { mobile_code_id: 1, app: 'SN' },
  fundInfo: { trade_record_status: 1 },
  cashPaymentPrice: { code: 'weixin_web' },
  coinExchangeLimitation: { target: 2 },
  mediaPlayRoute: { w: 900 },
  indexFundRoute: { fund_type: INDEX_FUND_TYPE_CODE, sort: FundSort.PercentYear },
  futuresSimulationRewards: { page_size: PAGE_SIZE.futuresSimulationRewards },
} as const;
