// Confirmation of a claimed batch with a few set-based statements: the funds, NAVs and coupons of the whole
// batch read at once, and every plain buy (a buy or subscription of a tradable fund with a NAV, no coupon
// of its own to pay back) written together. Its shares come from buyConfirmation(), as one by one; every
// other order (sells, failures, coupons) is left to the one-by-one path.
import type { Transaction } from 'kysely';
import { TradeDirection } from '@fund/core/trade';
import type { DB } from '../db/schema';
import type { FundRow, OrderRow } from '../modules/trade/trading-repo';
import { postMany } from '../modules/ledger/ledger-repo';
import { buyConfirmation, PAR_NAV } from './buy-confirmation';
import { fundsByIds, navsOn, ordersWithCoupons, updateConfirmedBuys, type NavFound } from './settlement-repo';

export interface BatchFacts {
  funds: Map<number, FundRow>;
  /** What navOn() finds for each order's fund on its trade date, by order id. */
  navs: Map<number, NavFound>;
  /** Orders with a coupon attached. */
  coupons: Set<number>;
}

/** The funds, NAVs and coupons the batch's orders need, in three statements. */
export async function batchFacts(trx: Transaction<DB>, orders: readonly OrderRow[]): Promise<BatchFacts> {
  const funds = new Map((await fundsByIds(trx, [...new Set(orders.map((o) => o.fund_id))])).map((f) => [f.id, f]));
  const pairs = [...new Map(orders.map((o) => [`${o.fund_id}|${o.trade_date}`, { fundId: o.fund_id, day: o.trade_date }])).values()];
  const found = await navsOn(trx, pairs);
  const byPair = new Map(pairs.map((p, i) => [`${p.fundId}|${p.day}`, found[i]!]));
  const navs = new Map(orders.map((o) => [o.id, byPair.get(`${o.fund_id}|${o.trade_date}`)!]));
  return { funds, navs, coupons: await ordersWithCoupons(trx, orders.map((o) => o.id)) };
}

/**
 * With imported NAVs an order waits, entrusted, until its fund's NAV for its trade date is imported: it is
 * never confirmed at an older one. A subscription (at par) and the cash treasure (1.0000) need none.
 */
function waitsForNav(order: OrderRow, facts: BatchFacts): boolean {
  if (order.direction === TradeDirection.Subscription) return false;
  const fund = facts.funds.get(order.fund_id);
  return fund !== undefined && !fund.is_bao && facts.navs.get(order.id)?.date !== order.trade_date;
}

/** The NAV a plain buy confirms at (navFor()'s rule), or null when the order is not a plain buy. */
function plainBuyNav(order: OrderRow, facts: BatchFacts): string | null {
  if (order.direction === TradeDirection.Sell) return null;
  if (!facts.funds.get(order.fund_id)?.allow_trade) return null;
  // A fund order of its own pays its coupon's cashback on confirmation (a portfolio child's is the parent's).
  if (order.portfolio_order_id === null && facts.coupons.has(order.id)) return null;
  const nav = facts.navs.get(order.id)?.nav ?? null;
  if (nav !== null) return nav;
  return order.direction === TradeDirection.Subscription ? PAR_NAV : null;
}

export interface BatchSplit {
  plain: { order: OrderRow; nav: string }[];
  /** In id order, as they were always confirmed. */
  oneByOne: OrderRow[];
  waiting: number;
}

const holdingKey = (o: OrderRow): string => `${o.user_id}:${o.fund_id}:${o.bank_card_id}:${o.portfolio_id}`;

/**
 * Sorts a claimed batch into plain buys, orders to confirm one by one and orders waiting for their NAV. A buy
 * of a holding a sell of the batch sells goes one by one too: the sell's fee reads the holding's lots, which
 * then see that buy exactly when they always did (by id order).
 */
export function splitBatch(orders: readonly OrderRow[], facts: BatchFacts, navsImported: boolean): BatchSplit {
  const split: BatchSplit = { plain: [], oneByOne: [], waiting: 0 };
  for (const order of orders) {
    if (navsImported && waitsForNav(order, facts)) split.waiting += 1;
    else {
      const nav = plainBuyNav(order, facts);
      if (nav === null) split.oneByOne.push(order);
      else split.plain.push({ order, nav });
    }
  }
  const sold = new Set(split.oneByOne.filter((o) => o.direction === TradeDirection.Sell).map(holdingKey));
  if (sold.size === 0) return split;
  const [alone, plain] = [split.plain.filter((p) => sold.has(holdingKey(p.order))), split.plain.filter((p) => !sold.has(holdingKey(p.order)))];
  return { plain, oneByOne: [...split.oneByOne, ...alone.map((p) => p.order)].sort((x, y) => x.id - y.id), waiting: split.waiting };
}

/** Confirms the plain buys together: one UPDATE of the orders, then their ledger rows and holdings. */
export async function confirmPlainBuys(trx: Transaction<DB>, buys: readonly { order: OrderRow; nav: string }[], now: Date): Promise<void> {
  const confirmed = buys.map(({ order, nav }) => ({ order, ...buyConfirmation(order, nav, now) }));
  await updateConfirmedBuys(trx, confirmed.map((c) => ({ id: c.order.id, ...c.patch })));
  await postMany(trx, now, confirmed.map((c) => ({ userId: c.order.user_id, postings: c.postings })));
}
