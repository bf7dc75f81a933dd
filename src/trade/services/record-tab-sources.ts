// Which call each tab of the trade records screen reads (10 a page): fund trades, portfolio trades,
// the cash treasure's trades and private fund trades.
import { TradeRecordTab } from '@fund/core/trade';
import type { PageResponse } from '@fund/core/pager';
import type { TradeRecordRowSubject } from '../../components/trade/TradeRecordRow';
import { cashTreasure, trading } from '../../services/trade-record-services';

type FetchRecords = (page: number, pageSize: number) => Promise<PageResponse<TradeRecordRowSubject>>;

export const RECORD_TAB_SOURCES: Readonly<Record<TradeRecordTab, FetchRecords>> = {
  [TradeRecordTab.Fund]: (page, page_size) => trading.fundTrades({ query: { page, page_size } }),
  [TradeRecordTab.Portfolio]: (page, page_size) => trading.portfolioTrades({ query: { page, page_size } }),
  [TradeRecordTab.Bao]: (page, page_size) => cashTreasure.trades({ query: { page, page_size } }),
  [TradeRecordTab.PrivateFund]: (page, page_size) => trading.privateFundTrades({ query: { page, page_size } }),
};
