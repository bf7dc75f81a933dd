// Portfolio trade records: the user's portfolio orders (10 a page, newest first, optionally one portfolio's),
// one order's detail with its child fund orders, and the chart markers of one portfolio. Only the owner
// sees an order; another's reads as missing.
import { TradeDirection, TradeStatus, tradeDirectionText } from '@fund/core/trade';
import { toNavString } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { HELD_MESSAGES } from '@fund/core/portfolio';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { toRecords } from '../trade/records-service';
import type { OrderRow } from '../trade/trading-repo';
import { cardWires, must } from '../trade/wire-loaders';
import { portfolioById, portfolioWire } from './catalog-repo';
import { portfolioNavSeries } from './catalog-nav';
import { toPortfolioTradeDetail, toPortfolioTradeRecord, type PortfolioOrderRow } from './records-wire';
import { childrenOfOrders, couponAmount, earlierPortfolioOrder, ownPortfolioOrderRow, portfolioOrdersIn, portfolioOrdersPage } from './orders-repo';

/** Portfolio wires as of `day`, each portfolio loaded once per answer. */
export function portfolioWires(db: Kysely<DB>, day: string, viewerId: number): (id: number) => Promise<Wire.Portfolio> {
  const cache = new Map<number, Promise<Wire.Portfolio>>();
  return (id) => {
    let wire = cache.get(id);
    if (!wire) {
      wire = portfolioById(db, id).then((row) => {
        if (!row) throw new Error(`missing portfolio ${id}`);
        return portfolioWire(db, row, day, viewerId);
      });
      cache.set(id, wire);
    }
    return wire;
  };
}

async function childrenOf(db: Kysely<DB>, userId: number, orderIds: readonly number[]): Promise<Map<number, OrderRow[]>> {
  const byParent = new Map<number, OrderRow[]>();
  if (orderIds.length === 0) return byParent;
  const rows = await childrenOfOrders(db, userId, orderIds);
  for (const r of rows) if (r.portfolio_order_id !== null) byParent.set(r.portfolio_order_id, [...(byParent.get(r.portfolio_order_id) ?? []), r]);
  return byParent;
}

export async function toPortfolioRecords(db: Kysely<DB>, userId: number, rows: readonly PortfolioOrderRow[], day: string): Promise<Wire.PortfolioTradeRecord[]> {
  const wires = portfolioWires(db, day, userId);
  const cards = await cardWires(db, userId, rows.map((r) => r.bank_card_id));
  const children = await childrenOf(db, userId, rows.map((r) => r.id));
  return Promise.all(rows.map(async (r) => toPortfolioTradeRecord(r, children.get(r.id) ?? [], await wires(r.portfolio_id), must(cards, r.bank_card_id))));
}

export interface PortfolioRecordFilter {
  status?: number;
  portfolioId?: number;
}

export async function portfolioTradeRecords(db: Kysely<DB>, userId: number, filter: PortfolioRecordFilter, page: PageRequest, day: string): Promise<Wire.Page<Wire.PortfolioTradeRecord>> {
  const { total, rows } = await portfolioOrdersPage(db, userId, filter, page.page_size, offsetOf(page));
  return toPage(page, total, await toPortfolioRecords(db, userId, rows, day));
}

export async function portfolioTradeDetail(db: Kysely<DB>, userId: number, id: number, now: Date, day: string): Promise<Wire.PortfolioTradeRecordDetail> {
  const order = await ownPortfolioOrderRow(db, userId, id);
  if (!order) throw detailError(404, HELD_MESSAGES.orderNotFound);
  const children = (await childrenOf(db, userId, [order.id])).get(order.id) ?? [];
  const cards = await cardWires(db, userId, [order.bank_card_id]);
  const coupon = order.coupon_id === null ? undefined : await couponAmount(db, order.coupon_id);
  const earlier = await earlierPortfolioOrder(db, order, TradeDirection.Buy, [TradeStatus.EntrustSucceed, TradeStatus.TradeSucceed, TradeStatus.PartTradeSucceed]);
  return toPortfolioTradeDetail(order, {
    children,
    childRecords: await toRecords(db, userId, children),
    portfolio: await portfolioWires(db, day, userId)(order.portfolio_id),
    card: must(cards, order.bank_card_id),
    couponAmount: coupon?.amount ?? null,
    isFirstTrade: order.direction === TradeDirection.Buy && earlier === undefined,
    now,
  });
}

/**
 * Points for a portfolio's net value chart: the user's confirmed orders in it by trade date, with the
 * portfolio's net value that day. Shape: { id, date, direction, direction_display, amount, net_value }.
 */
export async function portfolioTradeMarkers(db: Kysely<DB>, userId: number, portfolioId: number, day: string): Promise<Wire.PortfolioTradeMarker[]> {
  const rows = await portfolioOrdersIn(db, userId, portfolioId, [TradeStatus.TradeSucceed, TradeStatus.PartTradeSucceed, TradeStatus.RebalanceSucceed]);
  if (rows.length === 0) return [];
  const navs = new Map((await portfolioNavSeries(db, portfolioId, day)).map((p) => [p.date, toNavString(p.value)]));
  return rows.map((r) => ({
    id: r.id,
    date: r.trade_date,
    direction: r.direction,
    direction_display: tradeDirectionText(r.direction),
    amount: r.amount_confirm ?? r.amount,
    net_value: navs.get(r.trade_date) ?? null,
  }));
}
