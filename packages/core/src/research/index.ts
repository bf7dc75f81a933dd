// Research: home and search, fund tools (compare, styles, topics, forecast), managers, diagnosis, quant and the feed.
export { SEARCH_TERM_MAX, SEARCH_SUGGEST_DELAY_MS, searchTerm } from './search-query';
export {
  MANAGER_SKILLS,
  MANAGER_MARKET_RESULTS,
  managerSkills,
  managerMarketResults,
  seniorityText,
} from './manager-display';
export { publishTimeText, statusParagraphs } from './status-display';
export type { DiagnosisGate, DiagnosisGateCounter, CompareRow, QuantInfluenceTone } from './research-tool-rules';
export {
  orderFollowedManagers,
  diagnosisViewGate,
  diagnosisScoreText,
  diagnosisScoreClass,
  assessOptionsValue,
  managerCompareRows,
  managerIdsParam,
  mediaDurationText,
  MANAGER_COMPARE_LIST_URL,
  compareSelectorNext,
  applyCompareSelection,
  quantInfluenceTone,
} from './research-tool-rules';
export {
  rankText,
  plainPercentText,
  readHoldStruct,
  readAssetForecast,
  tenureText,
  readManagersHistory,
  readHoldersAnalyse,
  readSimilarKLine,
  readShareholder,
  readMarketOverview,
  SECTOR_SORTS,
  sortSectorRows,
  SECTOR_LIST_SORTS,
  sectorSortOf,
  STATUS_HEADLINE_CHARS,
  statusHeadline,
} from './symbol-research-views';
export type {
  HoldingRow,
  HoldStructView,
  ForecastRow,
  ManagerTenure,
  FundHolderStructure,
  StockHoldersAnalyse,
  SimilarRow,
  ShareholderView,
  MarketOverview,
} from './symbol-research-views';
export type { ComparisonDatum, NavComparison, ComparedFund } from './nav-comparison';
export { navComparison } from './nav-comparison';
export type { FundStyleRef } from './fund-style-display';
export {
  FUND_STYLE_PERIODS,
  DEFAULT_FUND_STYLE_PERIOD,
  fundStylePeriodLabel,
  fundStyleKey,
  fundStyleHistoryPoints,
  fundStyleInfoUrl,
  fundStyleMonthlyUrl,
  routeYearMonth,
  yearMonthText,
  fundStylePeriodField,
} from './fund-style-display';
export type { FundTopicSummary, FundTopic } from './fund-topics';
export { readFundTopics, readFundTopic, fundTopicUrl, jsonFundRows } from './fund-topics';
export type { PotentialRow, FundPotential, AssetForecastRow, FundAssetForecast } from './fund-forecast-display';
export { probabilityText, yuanText, readFundPotential, readFundAssetForecast } from './fund-forecast-display';
export { HOME_TEXTS, HOME_SHORTCUTS, SEARCH_TEXTS, RESEARCH_LIST_TEXTS } from './research-texts';
export { MANAGER_TOOL_TEXTS, DIAGNOSIS_TEXTS, QUANT_TEXTS, QUANT_SENIOR_SERVICE, QUANT_SENIOR_CATEGORIES, FEED_TEXTS } from './research-screen-texts';
export {
  FUND_COMPARE_TEXTS,
  FUND_FORECAST_TEXTS,
  FUND_STYLE_TEXTS,
  FAQ_TEXTS,
  FAQ_ENTRIES,
  APP_DOWNLOAD_TEXTS,
} from './fund-tools-texts';
export { managersApi } from './api/managers-api';
export { diagnosisApi } from './api/diagnosis-api';
export { searchApi } from './api/search-api';
export { feedApi } from './api/feed-api';
export { quantApi } from './api/quant-api';
export { managersContract } from './api/managers-contract';
export { diagnosisContract } from './api/diagnosis-contract';
export { searchContract } from './api/search-contract';
export { feedContract } from './api/feed-contract';
export { quantContract } from './api/quant-contract';
