// Market: stocks, indexes, sectors and futures; quotes, K-lines, holders, market overview and breadth; listing and trading states.
export {
  isNormalTrading,
  isFundListed,
  STOCK_TRADE_STATUS_TEXTS,
  stockTradeStatusText,
  isStockTradeRunning,
  MANAGER_POST_STATUS_TEXTS,
  managerPostStatusText,
  isManagerInPost,
} from './market-status';
export { readIndexQuote, indexFigureText } from './index-quote';
export type { IndexQuote } from './index-quote';
export { jsonText, jsonDecimal, jsonInt, jsonObjects, jsonRows } from './market-json';
export { isFundCode, symbolDetailKind, symbolLinks } from './symbol-detail-kind';
export type { SymbolDetailKind, SymbolLink } from './symbol-detail-kind';
export { trimAtlasSymbols, readHolderAtlas } from './holder-atlas';
export type { TrimmedGroup, AtlasSymbol, AtlasHolder, HolderAtlas } from './holder-atlas';
export {
  SHARES_PER_LOT,
  PRICE_LEVEL_COUNT,
  priceTone,
  lotsText,
  priceLevelRows,
  stockQuoteFigures,
  changeText,
} from './stock-quote-display';
export type { PriceLevelRow, QuoteFigure } from './stock-quote-display';
export { K_LINE_PERIODS, K_LINE_COUNT, K_LINE_X_SPLITS, kLinePeriod, kLineChartData } from './k-line-periods';
export type { KLinePeriod } from './k-line-periods';
export { breadthShares } from './market-breadth';
export type { BreadthShares } from './market-breadth';
export { unitsText, readHolderRow, readBlockTradeRow, readSymbolRow, readSectorRow } from './market-rows';
export type { HolderRow, BlockTradeRow, SymbolRow, SectorRow } from './market-rows';
export { MARKET_INDEX_COUNT } from '../fund/fund-codes';
export { ManagerPostStatus } from './market-codes';
export { MarketListStatus, StockTradeStatus, RUNNING_STOCK_TRADE_STATUSES, ExchangeCode } from './market-codes';
export { HOLDER_ATLAS_TRIM_ABOVE } from '../pager/page-sizes';
export { MARKET_TEXTS, SYMBOL_LINK_TEXTS } from './market-texts';
export { marketApi } from './api/market-api';
export { indexesApi } from './api/indexes-api';
export { futuresApi } from './api/futures-api';
export { marketContract } from './api/market-contract';
export { indexesContract } from './api/indexes-contract';
export { futuresContract } from './api/futures-contract';
export { jsonObject } from './market-json';
export type { JsonSource } from './market-json';
export { NORMAL_TRADING_LIST_STATUSES } from './market-codes';
export {
  FUTURES_PRODUCT_TYPES,
  FUTURES_PRODUCT_TYPE_NAMES,
  FuturesAccountStatus,
  FUTURES_ACCOUNT_STATUS_NAMES,
  FUTURES_DIRECTIONS,
  FUTURES_DIRECTION_NAMES,
  FUTURES_EXCHANGES,
  FUTURES_EXCHANGE_NAMES,
  FUTURES_INCOME_DAYS,
  FUTURES_INCOME_DAYS_MAX,
  FUTURES_REVIEW_PAGE_SIZE,
} from './futures-codes';
export type { FuturesProductType, FuturesDirection, FuturesExchange } from './futures-codes';
export { FUTURES_TEXTS, FUTURES_ANSWER_TEXTS } from './futures-texts';
export {
  maskFuturesAccountNo,
  isFuturesProductType,
  FUTURES_PRODUCT_TYPE_NOTES,
  positionProfit,
  sumAmounts,
  quoteChange,
  summariseIncomeDays,
  defaultFuturesAccount,
  signedChangeText,
} from './futures-rules';
export type { FuturesPositionInput, FuturesIncomeDay, FuturesIncomeSummary } from './futures-rules';
export type {
  FuturesAccount,
  FuturesProduct,
  FuturesProductDetail,
  FuturesProductReview,
  FuturesInstrument,
  FuturesPosition,
  FuturesIncomeRealtime,
  FuturesIncomeDays,
} from './api/futures-answers';
