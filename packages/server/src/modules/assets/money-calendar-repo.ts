// What the money calendar reads (issue 24, B3), all of it the user's own: working plans with their card,
// direct orders settling in the month that did not fail, dividends paid on funds held, whether the cash
// treasure is held, and unused coupons expiring in the month.
import type { Kysely } from 'kysely';
import { FixedInvestmentStatus } from '@fund/core/plan';
import { CANCELLED_TRADE_STATUSES, FAILED_TRADE_STATUSES, PAYING_DIRECTIONS, TradeDirection } from '@fund/core/trade';
import type { DB } from '../../db/schema';

export async function workingPlans(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('fixed_investments as p')
    .innerJoin('funds as f', 'f.id', 'p.fund_id')
    .innerJoin('bank_cards as c', 'c.id', 'p.bank_card_id')
    .select(['p.id', 'f.abbr_name', 'p.amount', 'p.period_unit', 'p.trade_day', 'p.next_date', 'c.bank_id', 'c.card_tail'])
    .where('p.user_id', '=', userId)
    .where('p.status', '=', FixedInvestmentStatus.Working)
    .orderBy('p.id')
    .execute();
}

export async function ordersSettlingIn(db: Kysely<DB>, userId: number, start: string, end: string) {
  const ended = [...FAILED_TRADE_STATUSES, ...CANCELLED_TRADE_STATUSES];
  return db
    .selectFrom('trade_orders as o')
    .innerJoin('funds as f', 'f.id', 'o.fund_id')
    .select(['o.id', 'f.abbr_name', 'o.direction', 'o.amount', 'o.amount_confirm', 'o.confirm_date', 'o.arrive_date'])
    .where('o.user_id', '=', userId)
    .where('o.portfolio_id', '=', 0)
    .where('o.direction', 'in', [...PAYING_DIRECTIONS, TradeDirection.Sell])
    .where('o.status', 'not in', ended)
    .where((eb) => eb.or([eb.between('o.confirm_date', start, end), eb.between('o.arrive_date', start, end)]))
    .orderBy('o.id')
    .execute();
}

export async function dividendsOnHeld(db: Kysely<DB>, userId: number, start: string, end: string) {
  return db
    .selectFrom('fund_dividends as d')
    .innerJoin('funds as f', 'f.id', 'd.fund_id')
    .select(['d.fund_id', 'f.abbr_name', 'd.pay_date', 'd.per_share'])
    .where('d.kind', '=', 'dividend')
    .where('d.per_share', 'is not', null)
    .where('d.pay_date', '>=', start)
    .where('d.pay_date', '<=', end)
    .where('d.fund_id', 'in', (eb) => eb.selectFrom('holdings').select('fund_id').where('user_id', '=', userId).where('portfolio_id', '=', 0).where('shares', '>', '0'))
    .orderBy('d.pay_date')
    .execute();
}

export async function holdsBao(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('holdings as h')
    .innerJoin('funds as f', 'f.id', 'h.fund_id')
    .select('h.id')
    .where('h.user_id', '=', userId)
    .where('f.is_bao', '=', true)
    .where('h.shares', '>', '0')
    .executeTakeFirst();
  return row !== undefined;
}

export async function couponsExpiringIn(db: Kysely<DB>, userId: number, start: string, end: string) {
  return db
    .selectFrom('user_coupons')
    .select(['id', 'name', 'amount', 'effective_to'])
    .where('user_id', '=', userId)
    .where('used_order_id', 'is', null)
    .where('effective_to', '>=', start)
    .where('effective_to', '<=', end)
    .orderBy('effective_to')
    .execute();
}
