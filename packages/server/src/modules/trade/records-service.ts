// Trade records: the fund tab and the cash-treasure tab (10 a page), a plan's deductions, and one
// record's detail. Only the owner sees a record; another's reads as missing.
import type { Kysely } from 'kysely';
import {
  CONFIRMED_TRADE_STATUSES,
  PAYING_DIRECTIONS,
  PLACED_TRADE_STATUSES,
  tradeDirectionText,
  TRADING_MESSAGES,
} from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import { toPage, offsetOf, type PageRequest } from '../common/paging';
import { toTradeDetail, toTradeRecord } from './trade-wire';
import { ownOrder, type OrderRow } from './trading-repo';
import { cardWires, fundDetails, must } from './wire-loaders';
import { confirmedTradesOf, couponUsedOn, directOrdersPage, earlierPaying, ownOrders, type RecordFilter } from './orders-repo';

export type { RecordFilter } from './orders-repo';

export async function toRecords(db: Kysely<DB>, userId: number, rows: OrderRow[]): Promise<Wire.TradeRecord[]> {
  const [funds, cards] = await Promise.all([fundDetails(db, rows.map((r) => r.fund_id)), cardWires(db, userId, rows.map((r) => r.bank_card_id))]);
  return rows.map((r) => toTradeRecord(r, must(funds, r.fund_id), must(cards, r.bank_card_id)));
}

export async function tradeRecords(db: Kysely<DB>, userId: number, filter: RecordFilter, page: PageRequest): Promise<Wire.Page<Wire.TradeRecord>> {
  // A portfolio's child fund orders and its holdings' dividends are listed with the portfolio, not here.
  const { total, rows } = await directOrdersPage(db, userId, filter, page.page_size, offsetOf(page));
  return toPage(page, total, await toRecords(db, userId, rows));
}

/** planOf: the fixed-investment area's plan record, for a deduction's detail (passed in to keep areas apart). */
export async function tradeDetail(db: Kysely<DB>, userId: number, id: number, now: Date, planOf?: (planId: number) => Promise<Wire.FixedInvestmentRecord>): Promise<Wire.TradeRecordDetail> {
  const order = await ownOrder(db, userId, id);
  if (!order) throw detailError(404, TRADING_MESSAGES.orderNotFound);
  const funds = await fundDetails(db, [order.fund_id]);
  const cards = await cardWires(db, userId, [order.bank_card_id]);
  const related = order.opposite_id === null ? [] : await ownOrders(db, userId, order.opposite_id);
  const coupon = await couponUsedOn(db, order.id);
  const detail = toTradeDetail(order, must(funds, order.fund_id), must(cards, order.bank_card_id), now, await toRecords(db, userId, related), coupon?.amount ?? null);
  const earlier = await earlierPaying(db, order, PAYING_DIRECTIONS, PLACED_TRADE_STATUSES);
  detail.is_first_trade = (PAYING_DIRECTIONS as readonly number[]).includes(order.direction) && earlier === undefined;
  if (order.fixed_investment_id !== null && planOf) detail.fixed_investment = await planOf(order.fixed_investment_id);
  return detail;
}

/** Points for the NAV chart: the user's confirmed trades of a fund by trade date. */
export async function tradeMarkers(db: Kysely<DB>, userId: number, fundId: number): Promise<Wire.FundTradeMarker[]> {
  const rows = await confirmedTradesOf(db, userId, fundId, CONFIRMED_TRADE_STATUSES);
  return rows.map((r) => ({ id: r.id, date: r.trade_date, direction: r.direction, direction_display: tradeDirectionText(r.direction), amount: r.amount, shares: r.shares_confirm, net_value: r.net_value }));
}
