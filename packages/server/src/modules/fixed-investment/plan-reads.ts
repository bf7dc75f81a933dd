// Fixed-investment plans in the spec's record shape: mine (5 a page), by fund, one plan, and deductions.
import { sql, type Kysely } from 'kysely';
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { tradeRecords } from '../trading/records-service';
import { cardWires, fundDetails, must } from '../trading/wire-loaders';
import { ownPlan, type PlanRow } from './plan-service';

async function toRecords(db: Kysely<DB>, userId: number, plans: PlanRow[]): Promise<Wire.FixedInvestmentRecord[]> {
  const funds = await fundDetails(db, plans.map((p) => p.fund_id));
  const cards = await cardWires(db, userId, plans.map((p) => p.bank_card_id));
  const ids = plans.map((p) => p.id);
  const sums = ids.length === 0 ? [] : (await sql<{ id: number; total: string; shares: string }>`
    select fixed_investment_id as id, coalesce(sum(amount) filter (where status = 1), 0)::text as total,
      coalesce(sum(shares_confirm) filter (where status = 1), 0)::text as shares
    from trade_orders where fixed_investment_id = any(${ids}::int[]) group by fixed_investment_id`.execute(db)).rows;
  return plans.map((p) => {
    const sum = sums.find((s) => s.id === p.id);
    return {
      id: p.id,
      amount: p.amount,
      first_date: p.first_date,
      next_date: p.next_date,
      period_unit: p.period_unit === 1 ? 1 : 0,
      status: p.status === 1 ? 1 : p.status === 2 ? 2 : 0,
      total_amount: toDecimal(sum?.total ?? 0).toFixed(2),
      trade_date: p.trade_day,
      fund: must(funds, p.fund_id),
      end_date: p.end_date,
      sign_date: p.sign_date,
      protocol_no: p.protocol_no,
      shares_current: toDecimal(sum?.shares ?? 0).toFixed(2),
      status_note: p.status_note,
      bank_card: must(cards, p.bank_card_id),
    };
  });
}

export async function planDetail(db: Kysely<DB>, userId: number, id: number): Promise<Wire.FixedInvestmentRecord> {
  const [record] = await toRecords(db, userId, [await ownPlan(db, userId, id)]);
  if (!record) throw new Error('plan vanished');
  return record;
}

export async function myPlans(db: Kysely<DB>, userId: number, page: PageRequest, fundId?: number): Promise<Wire.Page<Wire.FixedInvestmentRecord>> {
  let q = db.selectFrom('fixed_investments').where('user_id', '=', userId);
  if (fundId !== undefined) q = q.where('fund_id', '=', fundId);
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await q.selectAll().orderBy('status').orderBy('id', 'desc').limit(page.page_size).offset(offsetOf(page)).execute();
  return toPage(page, Number(count?.n ?? 0), await toRecords(db, userId, rows));
}

export async function planTrades(db: Kysely<DB>, userId: number, planId: number | undefined, page: PageRequest): Promise<Wire.Page<Wire.TradeRecord>> {
  if (planId !== undefined) await ownPlan(db, userId, planId);
  return tradeRecords(db, userId, { tab: 'fund', fixedInvestmentId: planId, direction: 5 }, page);
}
