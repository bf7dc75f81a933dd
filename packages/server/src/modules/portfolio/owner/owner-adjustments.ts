// Position adjustments by the owner (spec 02 §4 position adjustment rules): the new weights become the target
// set effective from the next trading day, so the NAV series, the detail and the holders' rebalance check
// (check_rebalance, the held detail's allow_rebalance and the rebalance notice) all take them up on that day.
import { OWNER_TEXTS, adjustmentRefusal, percentMoves, derivedAmountMinBuy, derivedRiskLevel, type OwnerPosition, type PositionAdjustmentAnswer, type PositionAdjustmentsAnswer } from '@fund/core/portfolio';
import { toDecimal } from '@fund/core/money';
import { addDays } from '@fund/core/calendar';
import type { Selectable } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { PortfolioAdjustmentsTable } from '../../../db/tables/portfolio-tables';
import { detailError, validationFailed } from '../../../http/api-error';
import { loadCalendar } from '../../calendar/market-calendar';
import { offsetOf, toPage, type PageRequest } from '../../common/paging';
import { type PortfolioRow, targetPositions } from '../catalog-repo';
import { replaceTargetsOn } from '../catalogue-repo';
import { factsBySymbol, ownerFund, requireOwner } from './owner-funds';
import { adjustmentById, adjustmentsOf, fundsByIds, postAdjustment, updatePortfolio, upsertAdjustment } from './owner-repo';

const DEFAULT_NOTE = '组合调仓';
const MISSING = '调仓记录不存在';

/** The wire form: each fund's old → new percent (the set before effective_from against the set from it). */
async function adjustmentWire(db: Kysely<DB>, row: Selectable<PortfolioAdjustmentsTable>, today: string): Promise<PositionAdjustmentAnswer> {
  const [before, after] = await Promise.all([targetPositions(db, row.portfolio_id, addDays(row.effective_from, -1)), targetPositions(db, row.portfolio_id, row.effective_from)]);
  const funds = await fundsByIds(db, [...new Set([...before, ...after].map((t) => t.fund_id))]);
  const byId = new Map(funds.map((f) => [f.id, f]));
  const symbolOf = (id: number) => byId.get(id)?.symbol ?? String(id);
  const nameOf = new Map(funds.map((f) => [f.symbol, f.abbr_name]));
  const moves = percentMoves(before.map((t) => ({ symbol: symbolOf(t.fund_id), percent: t.percent })), after.map((t) => ({ symbol: symbolOf(t.fund_id), percent: t.percent })));
  return {
    id: row.id,
    portfolio_id: row.portfolio_id,
    created_at: new Date(row.created_at).toISOString(),
    effective_from: row.effective_from,
    effective: row.effective_from <= today,
    description: row.description,
    positions: moves.map((m) => ({ ...m, name: nameOf.get(m.symbol) ?? m.symbol })),
  };
}

export interface AdjustInput {
  description?: string;
  positions: OwnerPosition[];
}

/**
 * The owner's new weights against the target in force today (core's adjustmentRefusal over
 * adjustableDirections). A second adjustment the same day replaces the pending one. The risk level and the
 * minimum purchase only rise until the new set is in force: today's buyers still buy today's funds.
 */
export async function adjustPositions(db: Kysely<DB>, userId: number, row: PortfolioRow, input: AdjustInput, now: Date, today: string): Promise<PositionAdjustmentAnswer> {
  requireOwner(row, userId);
  const current = await targetPositions(db, row.id, today);
  const facts = await factsBySymbol(db, input.positions.map((p) => p.symbol), current.map((t) => t.fund_id));
  const byId = new Map([...facts.values()].map((f) => [f.id, f]));
  const currentPositions = current.map((t) => ({ symbol: byId.get(t.fund_id)?.symbol ?? String(t.fund_id), percent: t.percent }));
  const refusal = adjustmentRefusal(currentPositions, input.positions, new Map([...facts].map(([k, f]) => [k, ownerFund(f)])));
  if (refusal !== null) throw validationFailed({ positions: [refusal] });
  const calendar = await loadCalendar(db, today);
  const effective = calendar.nextTradingDay(today);
  const next = input.positions.map((p) => ({ ...p, ...facts.get(p.symbol)! }));
  const risk = Math.max(row.investment_risk, derivedRiskLevel(next));
  const minBuy = derivedAmountMinBuy(next);
  const id = await db.transaction().execute(async (trx) => {
    await replaceTargetsOn(trx, row.id, effective, next.map((p) => ({ fund_id: p.id, percent: toDecimal(p.percent).toFixed(2) })));
    await updatePortfolio(trx, row.id, { investment_risk: risk, ...(toDecimal(minBuy).gt(row.amount_min_buy) ? { amount_min_buy: minBuy } : {}) });
    const note = input.description?.trim() || DEFAULT_NOTE;
    const adjustmentId = await upsertAdjustment(trx, { portfolio_id: row.id, user_id: userId, effective_from: effective, description: note, created_at: now.toISOString() });
    // Followers of the store read the adjustment on its timeline (issue 18): the post names it.
    await postAdjustment(trx, { userId, adjustmentId, portfolioId: row.id, title: OWNER_TEXTS.adjustmentPostTitle, text: OWNER_TEXTS.adjustmentPost(row.name, note, effective), at: now.toISOString() });
    return adjustmentId;
  });
  return adjustmentWire(db, (await adjustmentById(db, id))!, today);
}

/** A portfolio's adjustments, latest first: public, as its position history. */
export async function adjustments(db: Kysely<DB>, row: PortfolioRow, q: PageRequest, today: string): Promise<PositionAdjustmentsAnswer> {
  const { total, rows } = await adjustmentsOf(db, row.id, offsetOf(q), q.page_size);
  return toPage(q, total, await Promise.all(rows.map((r) => adjustmentWire(db, r, today))));
}

export async function adjustment(db: Kysely<DB>, idText: string | undefined, today: string): Promise<PositionAdjustmentAnswer> {
  const id = /^\d{1,9}$/.test(idText ?? '') ? Number(idText) : 0;
  const row = id > 0 ? await adjustmentById(db, id) : undefined;
  if (!row) throw detailError(404, MISSING);
  return adjustmentWire(db, row, today);
}
