// Request schemas and answer types of the cash treasure (bao) reads; its buy and sell go through trading.buy / trading.sell.
import { s } from '../../api/schema';
import { f } from '../../api/contract/common-fields';
import { defineContract, res } from '../../api/contract/define-contract';
import { cashTreasureRoutes } from './cash-treasure-routes';
import type {BankCard, BaoIncomePoint, BaoInfo, DateString, DecimalString, Page, TradeRecord } from '../../api/contract/entities';

export const cashTreasureContract = defineContract('cashTreasure', cashTreasureRoutes, {
  // type: the income-history tab (earnings per 10,000 shares or 7-day yield); 42 rows a page.
  income: { query: s.object({ type: s.optional(s.string({ max: 32 })), page: f.page(), page_size: f.pageSize(42, 400) }), response: res<Page<BaoIncomePoint>>() },
  info: { response: res<BaoInfo>() },
  mine: { response: res<BaoInfo & { bank_cards: BankCard[] }>() },
  trades: { query: s.object({ page: f.page(), page_size: f.pageSize(10, 100) }), response: res<Page<TradeRecord>>() },
  sellInfo: { response: res<{ fast_limit: DecimalString; shares_enable: DecimalString; arrive_at: DateString; fast_arrive_at: DateString }>() },
});
