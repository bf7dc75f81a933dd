// Fixed investments: create (monthly day 1-28 or weekly Monday-Friday), the first deduction date,
// modify, pause, resume and terminate (with the trade password). The settlement job places each due buy.
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  FIXED_INVESTMENT_MESSAGES,
  FixedInvestmentStatus,
  isFixedInvestmentEnabled,
  isValidTradeDay,
  nextDeductionDate,
  validateFixedInvestment,
} from '@fund/core/plan';
import { addDays, beijingDate } from '@fund/core/calendar';
import { toAmountString } from '@fund/core/money';
import type { PlanRequest } from '@fund/core/trade';
import type { DB } from '../../db/schema';
import type { FixedInvestmentsTable } from '../../db/tables/trading-tables';
import { ApiError, detailError } from '../../http/api-error';
import { loadCalendar } from '../calendar/market-calendar';
import { fundOrNotFound, passSuitability, serialNumber, usableCard } from '../trade/order-checks';
import type { FundRow } from '../trade/trading-repo';
import { findOwnPlan, hasFundRiskConfirmation, insertPlan, updatePlan } from './plan-repo';

export type PlanRow = Selectable<FixedInvestmentsTable>;

export const PLAN_MESSAGES = {
  notFound: '定投计划不存在',
  badTradeDay: '请选择正确的扣款日：每月1-28日或每周一至周五',
  notWorking: '该定投计划已终止或暂停，无法修改',
  notPaused: '该定投计划未暂停',
  terminated: '用户终止',
} as const;

export async function firstDeduction(db: Kysely<DB>, periodUnit: number, tradeDay: number, now: Date): Promise<string> {
  if (!isValidTradeDay(periodUnit, tradeDay)) throw new ApiError(400, { trade_date: [PLAN_MESSAGES.badTradeDay] });
  const today = beijingDate(now);
  const calendar = await loadCalendar(db, today);
  // Deductions start tomorrow at the earliest: today's order window belongs to ordinary buys.
  return nextDeductionDate({ periodUnit, tradeDay, from: addDays(today, 1), calendar });
}

async function checkPlan(db: Kysely<DB>, userId: number, fund: FundRow, input: PlanRequest): Promise<void> {
  const card = await usableCard(db, userId, input.bank_card, true);
  const check = validateFixedInvestment({ fund, card: { singleLimit: card.bank.single_limit }, amount: input.amount });
  if (!check.ok) throw new ApiError(400, { amount: [check.message ?? FIXED_INVESTMENT_MESSAGES.invalidAmount] });
  if (!isValidTradeDay(input.period_unit, input.trade_date)) throw new ApiError(400, { trade_date: [PLAN_MESSAGES.badTradeDay] });
}

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function createPlan(trx: Transaction<DB>, userId: number, input: PlanRequest & { fund: number }, now: Date): Promise<number> {
  const fund = await fundOrNotFound(trx, input.fund);
  await checkPlan(trx, userId, fund, input);
  // A plan is a standing buy order: a stored risk confirmation of this fund counts as confirm_risk.
  const confirmed = await hasFundRiskConfirmation(trx, userId, fund.id);
  await passSuitability(trx, userId, fund, confirmed, now);
  const first = await firstDeduction(trx, input.period_unit, input.trade_date, now);
  const today = beijingDate(now);
  return insertPlan(trx, {
    user_id: userId, fund_id: fund.id, bank_card_id: input.bank_card, amount: toAmountString(input.amount), period_unit: input.period_unit, trade_day: input.trade_date,
    status: FixedInvestmentStatus.Working, first_date: first, next_date: first, end_date: null, sign_date: today,
    protocol_no: `FI${await serialNumber(trx, today)}`, status_note: '', created_at: now.toISOString(), updated_at: now.toISOString(),
  });
}

export async function ownPlan(db: Kysely<DB>, userId: number, id: number): Promise<PlanRow> {
  const plan = await findOwnPlan(db, userId, id);
  if (!plan) throw detailError(404, PLAN_MESSAGES.notFound);
  return plan;
}

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function modifyPlan(trx: Transaction<DB>, userId: number, id: number, input: PlanRequest, now: Date): Promise<void> {
  const plan = await ownPlan(trx, userId, id);
  if (!isFixedInvestmentEnabled(plan.status)) throw new ApiError(400, { detail: [PLAN_MESSAGES.notWorking] });
  await checkPlan(trx, userId, await fundOrNotFound(trx, plan.fund_id), input);
  const next = await firstDeduction(trx, input.period_unit, input.trade_date, now);
  await updatePlan(trx, plan.id, { bank_card_id: input.bank_card, amount: toAmountString(input.amount), period_unit: input.period_unit, trade_day: input.trade_date, next_date: next, updated_at: now.toISOString() });
}

/** Runs inside the Idempotency-Key's transaction (the trade password is checked before it). */
export async function disablePlan(trx: Transaction<DB>, userId: number, id: number, now: Date): Promise<void> {
  const plan = await ownPlan(trx, userId, id);
  if (plan.status === FixedInvestmentStatus.Terminated) throw new ApiError(400, { detail: [PLAN_MESSAGES.notWorking] });
  await updatePlan(trx, plan.id, { status: FixedInvestmentStatus.Terminated, next_date: null, end_date: beijingDate(now), status_note: PLAN_MESSAGES.terminated, updated_at: now.toISOString() });
}

/** Pause and resume have no call in the contract yet; the services exist for when they do. */
export async function pausePlan(db: Kysely<DB>, userId: number, id: number, now: Date): Promise<void> {
  const plan = await ownPlan(db, userId, id);
  if (!isFixedInvestmentEnabled(plan.status)) throw new ApiError(400, { detail: [PLAN_MESSAGES.notWorking] });
  await updatePlan(db, plan.id, { status: FixedInvestmentStatus.Paused, next_date: null, updated_at: now.toISOString() });
}

export async function resumePlan(db: Kysely<DB>, userId: number, id: number, now: Date): Promise<void> {
  const plan = await ownPlan(db, userId, id);
  if (plan.status !== FixedInvestmentStatus.Paused) throw new ApiError(400, { detail: [PLAN_MESSAGES.notPaused] });
  const next = await firstDeduction(db, plan.period_unit, plan.trade_day, now);
  await updatePlan(db, plan.id, { status: FixedInvestmentStatus.Working, next_date: next, updated_at: now.toISOString() });
}
