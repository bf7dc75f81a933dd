// Making and editing a portfolio by its owner (spec 02 §5–§6): the server checks, create, PUT and the share
// settings. Rules are core's (owner-rules); a refusal is a Chinese 400 and nothing is stored.
import { FundDividendType } from '@fund/core/fund';
import { toDecimal, roundHalfUp } from '@fund/core/money';
import {
  OWNER_MESSAGES, OWNER_TEXTS, PortfolioTopicCode, amountMinBuyRefusal, createFundsRefusal, derivedAmountMinBuy, derivedRiskLevel, descriptionRefusal, nameRefusal, weightsRefusal,
  type AmountMinBuyCheckAnswer, type OwnerCheckAnswer, type OwnerPosition,
} from '@fund/core/portfolio';
import type { FieldErrors, Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { portfolioCreateRefusal } from '@fund/core/store';
import { detailError, validationFailed } from '../../../http/api-error';
import { loadCalendar } from '../../calendar/market-calendar';
import { type PortfolioRow, portfolioById, portfolioWire, targetPositions } from '../catalog-repo';
import { replaceTargetsOn } from '../catalogue-repo';
import { factsBySymbol, type FundFacts, ownerFund, requireOwner } from './owner-funds';
import { insertPortfolio, nameTaken, storeApplyStatusOf, updatePortfolio, usernameOf } from './owner-repo';

const FARE_DP = 6;
/** Terms every owner-made portfolio starts with (the house portfolios' own). */
const OWNER_TERMS = { amount_max_buy: '10000000.00', amount_min_sell: '10.00', discount_rate_buy: '0.1000', discount_rate_sell: '1.0000', manage_fare_ratio: '0.005000' } as const;

function refuse(field: string, message: string | null): void {
  if (message !== null) throw validationFailed({ [field]: [message] } satisfies FieldErrors);
}

async function nameCheck(db: Kysely<DB>, name: string, exceptId: number | null): Promise<string | null> {
  return nameRefusal(name) ?? ((await nameTaken(db, name, exceptId)) ? OWNER_MESSAGES.nameTaken : null);
}

const checkAnswer = (message: string | null): OwnerCheckAnswer => ({ valid: message === null, message });

export async function checkName(db: Kysely<DB>, name: string, portfolioId: number | undefined): Promise<OwnerCheckAnswer> {
  return checkAnswer(await nameCheck(db, name, portfolioId ?? null));
}

export function checkDescription(description: string): OwnerCheckAnswer {
  return checkAnswer(descriptionRefusal(description));
}

/** The minimum the funds need and the risk level they make; with an amount, whether it reaches the minimum. */
export async function checkAmountMinBuy(db: Kysely<DB>, positions: readonly OwnerPosition[], amount: string | undefined): Promise<AmountMinBuyCheckAnswer> {
  const facts = await factsBySymbol(db, positions.map((p) => p.symbol));
  const unknown = positions.find((p) => !facts.has(p.symbol));
  const rows = positions.flatMap((p) => {
    const f = facts.get(p.symbol);
    return f ? [{ percent: p.percent, amount_min_buy: f.amount_min_buy, investment_risk: f.investment_risk, is_bao: f.is_bao }] : [];
  });
  const derived = derivedAmountMinBuy(rows);
  const message = unknown ? OWNER_MESSAGES.unknownFund(unknown.symbol) : amount === undefined ? null : amountMinBuyRefusal(amount, derived);
  return { valid: message === null, message, amount_min_buy: derived, investment_risk: derivedRiskLevel(rows) };
}

/** A fee ratio of the portfolio: the funds' ratios weighted by the target. */
function weighted(positions: readonly OwnerPosition[], facts: ReadonlyMap<string, FundFacts>, pick: (f: FundFacts) => string): string {
  const sum = positions.reduce((s, p) => s.plus(toDecimal(pick(facts.get(p.symbol) as FundFacts)).times(p.percent).div(100)), toDecimal(0));
  return roundHalfUp(sum, FARE_DP).toFixed(FARE_DP);
}

/** The validated weights with each fund's facts, or a Chinese 400 on `positions`. */
async function checkedPositions(db: Kysely<DB>, positions: readonly OwnerPosition[]): Promise<Map<string, FundFacts>> {
  refuse('positions', weightsRefusal(positions));
  const facts = await factsBySymbol(db, positions.map((p) => p.symbol));
  refuse('positions', createFundsRefusal(positions, new Map([...facts].map(([k, f]) => [k, ownerFund(f)]))));
  return facts;
}

export interface CreateInput {
  name: string;
  description: string;
  amount_min_buy?: string;
  positions: OwnerPosition[];
}

/**
 * A new portfolio owned by the user. Its weights hold from the market's trading day (today, or the next one on
 * a closed day) so it can be bought at once; its NAV starts at 1.0000 that day.
 */
export async function createPortfolio(db: Kysely<DB>, userId: number, input: CreateInput, now: Date, today: string): Promise<Wire.Portfolio> {
  // Only an approved advisor sells portfolios (spec 02 §3): the store comes first.
  const storeRefusal = portfolioCreateRefusal(await storeApplyStatusOf(db, userId));
  if (storeRefusal !== null) throw detailError(403, storeRefusal);
  refuse('name', await nameCheck(db, input.name, null));
  refuse('description', descriptionRefusal(input.description));
  const facts = await checkedPositions(db, input.positions);
  const rows = input.positions.map((p) => ({ ...p, ...(facts.get(p.symbol) as FundFacts) }));
  const derived = derivedAmountMinBuy(rows);
  if (input.amount_min_buy !== undefined) refuse('amount_min_buy', amountMinBuyRefusal(input.amount_min_buy, derived));
  const calendar = await loadCalendar(db, today);
  const effective = calendar.isTradingDay(today) ? today : calendar.nextTradingDay(today);
  const username = await usernameOf(db, userId);
  const id = await db.transaction().execute(async (trx) => {
    const newId = await insertPortfolio(trx, {
      // Renamed to ZH + id below; unique meanwhile.
      symbol: `ZHNEW-${userId}-${now.getTime()}`,
      name: input.name.trim(),
      description: input.description.trim(),
      topic: PortfolioTopicCode.Xds,
      investment_risk: derivedRiskLevel(rows),
      allow_buy: true, allow_sell: true, allow_fixed: false, allow_trade: true, allow_positions: true, allow_performance: true,
      amount_min_buy: input.amount_min_buy ?? derived,
      amount_max_buy: OWNER_TERMS.amount_max_buy,
      amount_min_sell: OWNER_TERMS.amount_min_sell,
      fare_ratio_buy_min: weighted(input.positions, facts, (f) => toDecimal(f.fare_ratio_buy).times(f.discount_rate_buy).toString()),
      fare_ratio_buy_max: weighted(input.positions, facts, (f) => f.fare_ratio_buy),
      fare_ratio_sell_min: '0.000000',
      fare_ratio_sell_max: weighted(input.positions, facts, (f) => f.fare_ratio_sell),
      discount_rate_buy: OWNER_TERMS.discount_rate_buy,
      discount_rate_sell: OWNER_TERMS.discount_rate_sell,
      manage_fare_ratio: OWNER_TERMS.manage_fare_ratio,
      charge_mode: 0,
      div_type: FundDividendType.Reinvest,
      owner_user_id: userId,
      advisor_title: username,
      advisor_description: OWNER_TEXTS.advisorLine(username),
      yld_target: null,
      created_at: now.toISOString(),
    });
    await updatePortfolio(trx, newId, { symbol: `ZH${String(newId).padStart(6, '0')}` });
    await replaceTargetsOn(trx, newId, effective, rows.map((r) => ({ fund_id: r.id, percent: toDecimal(r.percent).toFixed(2) })));
    return newId;
  });
  return portfolioWire(db, (await portfolioById(db, id)) as PortfolioRow, effective, userId);
}

export interface UpdateInput {
  name?: string;
  description?: string;
  amount_min_buy?: string;
}

/** The owner edits name, description or minimum purchase; the minimum is checked against the current funds. */
export async function updatePortfolioByOwner(db: Kysely<DB>, userId: number, row: PortfolioRow, input: UpdateInput, today: string): Promise<Wire.Portfolio> {
  requireOwner(row, userId);
  if (input.name !== undefined) refuse('name', await nameCheck(db, input.name, row.id));
  if (input.description !== undefined) refuse('description', descriptionRefusal(input.description));
  if (input.amount_min_buy !== undefined) {
    const calendar = await loadCalendar(db, today);
    // The set in force tomorrow: a pending adjustment's funds count too.
    const targets = await targetPositions(db, row.id, calendar.nextTradingDay(today));
    const facts = await factsBySymbol(db, [], targets.map((t) => t.fund_id));
    const byId = new Map([...facts.values()].map((f) => [f.id, f]));
    const derived = derivedAmountMinBuy(targets.map((t) => ({ percent: t.percent, amount_min_buy: byId.get(t.fund_id)?.amount_min_buy ?? '0' })));
    refuse('amount_min_buy', amountMinBuyRefusal(input.amount_min_buy, derived));
  }
  await updatePortfolio(db, row.id, {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.description !== undefined ? { description: input.description.trim() } : {}),
    ...(input.amount_min_buy !== undefined ? { amount_min_buy: input.amount_min_buy } : {}),
  });
  return portfolioWire(db, (await portfolioById(db, row.id)) as PortfolioRow, today, userId);
}

export async function setShareInfo(db: Kysely<DB>, userId: number, row: PortfolioRow, input: { desc?: string; share?: boolean }): Promise<Wire.OkAnswer> {
  requireOwner(row, userId);
  if (input.desc !== undefined && input.desc.trim() !== '') refuse('desc', descriptionRefusal(input.desc));
  await updatePortfolio(db, row.id, {
    ...(input.desc !== undefined ? { share_desc: input.desc.trim() } : {}),
    ...(input.share !== undefined ? { share_enabled: input.share } : {}),
  });
  return { detail: OWNER_TEXTS.saved };
}
