// Fixed-investment plans in the spec's record shape: mine (5 a page), by fund, one plan, and deductions.
import { type Kysely } from 'kysely';
import { FixedInvestmentPeriodUnit, FixedInvestmentStatus } from '@fund/core/plan';
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';

import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { tradeRecords } from '../trade/records-service';
import { cardWires, fundDetails, must } from '../trade/wire-loaders';
import { ownPlan, type PlanRow } from './plan-service';
import { countPlans, planOrderSums, planPage } from './plan-repo';

async function toRecords(db: Kysely<DB>, userId: number, plans: PlanRow[]): Promise<Wire.FixedInvestmentRecord[]> {
  const funds = await fundDetails(db, plans.map((p) => p.fund_id));
  const cards = await cardWires(db, userId, plans.map((p) => p.bank_card_id));
  const ids = plans.map((p) => p.id);
  const sums = ids.length === 0 ? [] : await planOrderSums(db, ids);
  return plans.map((p) => {
    const sum = sums.find((s) => s.id === p.id);
    return {
      id: p.id,
      amount: p.amount,
      first_date: p.first_date,
      next_date: p.next_date,
      period_unit: p.period_unit === FixedInvestmentPeriodUnit.Weekly ? FixedInvestmentPeriodUnit.Weekly : FixedInvestmentPeriodUnit.Monthly,
      status: p.status === FixedInvestmentStatus.Terminated ? FixedInvestmentStatus.Terminated : p.status === FixedInvestmentStatus.Paused ? FixedInvestmentStatus.Paused : FixedInvestmentStatus.Working,
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
  const count = await countPlans(db, userId, fundId);
  const rows = await planPage(db, userId, fundId, page.page_size, offsetOf(page));
  return toPage(page, count, await toRecords(db, userId, rows));
}

export async function planTrades(db: Kysely<DB>, userId: number, planId: number | undefined, page: PageRequest): Promise<Wire.Page<Wire.TradeRecord>> {
  if (planId !== undefined) await ownPlan(db, userId, planId);
  return tradeRecords(db, userId, { tab: 'fund', fixedInvestmentId: planId, direction: 5 }, page);
}
