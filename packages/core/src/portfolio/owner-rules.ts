// The owner's rules for making and adjusting a portfolio (spec 02 §4–§6). The spec leaves the rules to the
// server ("not shown"); these are ours, used by the create page before sending and by the server after.
import BigModule from 'big.js';
import { PortfolioRiskLevel } from '../risk/risk-codes';
import type { DecimalInput } from '../money/decimal';
import { toDecimal } from '../money/decimal';
import { adjustableDirections, type AdjustablePositionFlags } from './position-adjustment';
import { OWNER_MESSAGES } from './owner-texts';

export const OWNER_LIMITS = {
  maxFunds: 20,
  nameMin: 2,
  nameMax: 20,
  descriptionMin: 10,
  descriptionMax: 500,
  /** No portfolio starts below this, whatever its funds' minimums (the house portfolios' own minimum). */
  amountMinBuyFloor: '100.00',
  amountMinBuyCeiling: '50000.00',
} as const;

/**
 * Words fund marketing may not use (promises of return or safety, claims of authority): a portfolio named
 * or described with them would mislead, so the server refuses them. Compared without spaces, case-blind.
 */
export const BANNED_WORDS: readonly string[] = ['保本', '保收益', '稳赚', '无风险', '零风险', '包赚', '必涨', '翻倍', '内幕', '官方', '国家队', '最佳', '第一'];

export interface OwnerPosition {
  symbol: string;
  percent: string;
}

/** What the rules need to know of a fund under a portfolio. */
export interface OwnerFund extends AdjustablePositionFlags {
  symbol: string;
  name: string;
  amount_min_buy: string;
  /** The fund's level, 1 (low) to 5 (high); 0 unknown. */
  investment_risk: number;
}

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

function bannedWordIn(text: string): string | null {
  const plain = text.replace(/\s+/g, '').toLowerCase();
  return BANNED_WORDS.find((w) => plain.includes(w.toLowerCase())) ?? null;
}

/** The first thing wrong with the weights, or null: at least one fund, no repeats, each above 0 with 2 places, total exactly 100.00. */
export function weightsRefusal(positions: readonly OwnerPosition[]): string | null {
  if (positions.length === 0) return OWNER_MESSAGES.noFunds;
  if (positions.length > OWNER_LIMITS.maxFunds) return OWNER_MESSAGES.tooManyFunds(OWNER_LIMITS.maxFunds);
  const seen = new Set<string>();
  for (const p of positions) {
    if (seen.has(p.symbol)) return OWNER_MESSAGES.duplicateFund(p.symbol);
    seen.add(p.symbol);
    if (!PERCENT.test(p.percent) || toDecimal(p.percent).lte(0) || toDecimal(p.percent).gt(100)) return OWNER_MESSAGES.badPercent(p.symbol);
  }
  const total = positions.reduce((sum, p) => sum.plus(p.percent), toDecimal(0));
  return total.eq(100) ? null : OWNER_MESSAGES.weightsNot100(total);
}

/** Name: trimmed, 2–20 characters, no banned word. Uniqueness needs the database: the server checks it. */
export function nameRefusal(name: string): string | null {
  const text = name.trim();
  if (text === '') return OWNER_MESSAGES.nameEmpty;
  const length = [...text].length;
  if (length < OWNER_LIMITS.nameMin || length > OWNER_LIMITS.nameMax) return OWNER_MESSAGES.nameLength(OWNER_LIMITS.nameMin, OWNER_LIMITS.nameMax);
  const word = bannedWordIn(text);
  return word === null ? null : OWNER_MESSAGES.nameBanned(word);
}

/** Description: trimmed, 10–500 characters, no banned word. */
export function descriptionRefusal(description: string): string | null {
  const text = description.trim();
  if (text === '') return OWNER_MESSAGES.descriptionEmpty;
  const length = [...text].length;
  if (length < OWNER_LIMITS.descriptionMin || length > OWNER_LIMITS.descriptionMax) return OWNER_MESSAGES.descriptionLength(OWNER_LIMITS.descriptionMin, OWNER_LIMITS.descriptionMax);
  const word = bannedWordIn(text);
  return word === null ? null : OWNER_MESSAGES.descriptionBanned(word);
}

/**
 * The least a buyer may put in: a buy is split by the weights, and each fund's share must reach that fund's
 * own minimum, so the portfolio needs max(fund minimum × 100 / percent), rounded up to the whole yuan, and
 * never less than the floor.
 */
export function derivedAmountMinBuy(positions: readonly { percent: string; amount_min_buy: string }[]): string {
  let need = toDecimal(OWNER_LIMITS.amountMinBuyFloor);
  for (const p of positions) {
    if (toDecimal(p.percent).lte(0)) continue;
    const forFund = toDecimal(p.amount_min_buy).times(100).div(p.percent).round(0, BigModule.roundUp);
    if (forFund.gt(need)) need = forFund;
  }
  return need.toFixed(2);
}

/** An owner's chosen minimum against the derived one and the ceiling. */
export function amountMinBuyRefusal(amount: DecimalInput, derived: DecimalInput): string | null {
  if (toDecimal(amount).lt(derived)) return OWNER_MESSAGES.amountMinBuyTooLow(derived);
  if (toDecimal(amount).gt(OWNER_LIMITS.amountMinBuyCeiling)) return OWNER_MESSAGES.amountMinBuyTooHigh(OWNER_LIMITS.amountMinBuyCeiling);
  return null;
}

/**
 * The portfolio's risk level from its funds. Rule: the riskiest fund decides, whatever its weight, because a
 * buyer holds every fund in the portfolio and must be able to bear each: funds up to level 2 (low, medium-low)
 * make it capital-protected (100), level 3 stable (101), level 4–5 or an unknown level (0) aggressive (102).
 * The cash treasure counts as level 1.
 */
export function derivedRiskLevel(funds: readonly { investment_risk: number; is_bao: boolean }[]): PortfolioRiskLevel {
  let worst = 1;
  for (const f of funds) {
    const level = f.is_bao ? 1 : f.investment_risk >= 1 && f.investment_risk <= 5 ? f.investment_risk : 5;
    worst = Math.max(worst, level);
  }
  if (worst <= 2) return PortfolioRiskLevel.CapitalProtected;
  if (worst === 3) return PortfolioRiskLevel.Stable;
  return PortfolioRiskLevel.Aggressive;
}

/** A new portfolio's funds: each must be known, tradable and buyable (the first buy goes into all of them). */
export function createFundsRefusal(positions: readonly OwnerPosition[], funds: ReadonlyMap<string, OwnerFund>): string | null {
  for (const p of positions) {
    const fund = funds.get(p.symbol);
    if (!fund) return OWNER_MESSAGES.unknownFund(p.symbol);
    if (!fund.allow_trade) return OWNER_MESSAGES.notTradable(fund.name);
    if (!fund.allow_buy) return OWNER_MESSAGES.notBuyable(fund.name);
  }
  return null;
}

/**
 * A position adjustment against the target in force: a fund kept, grown, shrunk or removed must be allowed
 * that way by core's adjustableDirections; a new fund must be tradable and buyable; something must change.
 */
export function adjustmentRefusal(current: readonly OwnerPosition[], next: readonly OwnerPosition[], funds: ReadonlyMap<string, OwnerFund>): string | null {
  const weights = weightsRefusal(next);
  if (weights !== null) return weights;
  const before = new Map(current.map((p) => [p.symbol, toDecimal(p.percent)]));
  const after = new Map(next.map((p) => [p.symbol, toDecimal(p.percent)]));
  for (const [symbol, old] of before) {
    const fund = funds.get(symbol);
    if (!fund) return OWNER_MESSAGES.unknownFund(symbol);
    const now = after.get(symbol) ?? toDecimal(0);
    if (now.eq(old)) continue;
    const can = adjustableDirections(fund);
    if (!fund.allow_trade) return OWNER_MESSAGES.frozen(fund.name);
    if (!after.has(symbol) && !can.canRemove) return fund.is_bao && can.canDecrease ? OWNER_MESSAGES.cashStays(fund.name) : OWNER_MESSAGES.increaseOnly(fund.name);
    if (now.gt(old) && !can.canIncrease) return OWNER_MESSAGES.decreaseOnly(fund.name);
    if (now.lt(old) && !can.canDecrease) return OWNER_MESSAGES.increaseOnly(fund.name);
  }
  const added = next.filter((p) => !before.has(p.symbol));
  const fresh = createFundsRefusal(added, funds);
  if (fresh !== null) return fresh;
  const changed = added.length > 0 || [...before].some(([symbol, old]) => !(after.get(symbol) ?? toDecimal(0)).eq(old));
  return changed ? null : OWNER_MESSAGES.unchanged;
}

/** Each fund's move in an adjustment, for the position history: old → new percent (0.00 when absent). */
export interface PercentMove {
  symbol: string;
  old_percent: string;
  percent: string;
}

export function percentMoves(before: readonly OwnerPosition[], after: readonly OwnerPosition[]): PercentMove[] {
  const old = new Map(before.map((p) => [p.symbol, p.percent]));
  const moves = after.map((p) => ({ symbol: p.symbol, old_percent: toDecimal(old.get(p.symbol) ?? '0').toFixed(2), percent: toDecimal(p.percent).toFixed(2) }));
  const removed = before.filter((p) => !after.some((a) => a.symbol === p.symbol)).map((p) => ({ symbol: p.symbol, old_percent: toDecimal(p.percent).toFixed(2), percent: '0.00' }));
  return [...moves, ...removed];
}

/** The arrow of a move on the position history: ↑ grown, ↓ shrunk, '' kept. */
export function moveArrow(move: Pick<PercentMove, 'old_percent' | 'percent'>): '↑' | '↓' | '' {
  const d = toDecimal(move.percent).minus(move.old_percent);
  return d.gt(0) ? '↑' : d.lt(0) ? '↓' : '';
}

/**
 * Weights on a query string (check_amount_min_buy's symbols, estimate_netvalue's positions):
 * 'SYMBOL:PERCENT' pairs joined by ','. Null when a pair is malformed.
 */
export function parsePositionsText(text: string): OwnerPosition[] | null {
  const pairs = text.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const out: OwnerPosition[] = [];
  for (const pair of pairs) {
    const [symbol, percent, extra] = pair.split(':');
    if (extra !== undefined || !symbol || !percent || !PERCENT.test(percent)) return null;
    out.push({ symbol, percent });
  }
  return out;
}

export function positionsText(positions: readonly OwnerPosition[]): string {
  return positions.map((p) => `${p.symbol}:${p.percent}`).join(',');
}
