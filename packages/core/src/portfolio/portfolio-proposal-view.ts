// What a portfolio trade proposal (buy, sell or rebalance) shows: one row per fund with its direction,
// amount and percent, the total and the fee; the rebalance rule of spec 03 §4; the before/after comparison.
import type { DecimalInput } from '../money/decimal';
import { parseDecimal } from '../money/decimal';
import { formatAmount } from '../money/amount-format';
import { BankCardStatus } from '../card/card-codes';
import { isBuyDirection, tradeDirectionText } from '../trade/trade-direction';
import { PORTFOLIO_TRADE_TEXTS } from './portfolio-trade-texts';

export interface ProposalRowLike {
  fund: { symbol: string; abbr_name: string };
  direction: number;
  amount: DecimalInput;
  percent: DecimalInput;
}

export interface ProposalLike {
  amount: DecimalInput;
  fee: DecimalInput;
  bank_card?: { bank_card_no_tail: string; bank: { name: string } } | null;
  results: readonly ProposalRowLike[];
}

export interface ProposalRowView {
  key: string;
  name: string;
  symbol: string;
  direction: string;
  /** Buy rows are painted red, sell rows green (up red, down green). */
  tone: 'buy' | 'sell' | 'other';
  amount: string;
  percent: string;
}

export interface ProposalView {
  rows: ProposalRowView[];
  total: string;
  fee: string;
  card: string | null;
}

function amountOf(x: DecimalInput): string {
  return formatAmount(parseDecimal(x) ?? 0);
}

/** "12.50%" from percent units; "--" for nothing readable. */
export function percentText(x: DecimalInput | null | undefined): string {
  const n = parseDecimal(x);
  return n === null ? '--' : `${n.toFixed(2)}%`;
}

function toneOf(direction: number): ProposalRowView['tone'] {
  if (isBuyDirection(direction)) return 'buy';
  return direction === 1 ? 'sell' : 'other';
}

export function proposalView(proposal: ProposalLike): ProposalView {
  const card = proposal.bank_card ? `${proposal.bank_card.bank.name}(${proposal.bank_card.bank_card_no_tail})` : null;
  return {
    rows: proposal.results.map((row, index) => ({
      key: `${row.fund.symbol}-${row.direction}-${index}`,
      name: row.fund.abbr_name,
      symbol: row.fund.symbol,
      direction: tradeDirectionText(row.direction),
      tone: toneOf(row.direction),
      amount: amountOf(row.amount),
      percent: percentText(row.percent),
    })),
    total: amountOf(proposal.amount),
    fee: PORTFOLIO_TRADE_TEXTS.feeValue(parseDecimal(proposal.fee) ?? 0),
    card,
  };
}

export type RebalanceCheck = { ok: true } | { ok: false; message: string };

/** Spec 03 §4: a rebalance needs a selected card whose status is not 0 and at least one buy-direction record. */
export function rebalanceCheck(card: { status: number } | null | undefined, rows: readonly { direction: number }[]): RebalanceCheck {
  if (!card || card.status === BankCardStatus.Unavailable) return { ok: false, message: PORTFOLIO_TRADE_TEXTS.rebalanceNeedsCard };
  if (!rows.some((row) => isBuyDirection(row.direction))) return { ok: false, message: PORTFOLIO_TRADE_TEXTS.rebalanceNothingToBuy };
  return { ok: true };
}

export interface CompareRowView {
  key: string;
  name: string;
  symbol: string;
  before: string;
  after: string;
  /** up: the percent grows, down: it shrinks. */
  change: 'up' | 'down' | 'flat';
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * The rebalance comparison. The contract leaves its answer open (a JSON object); we read
 * { results: [{ fund: { symbol, abbr_name }, before_percent, after_percent }] }, the rows of a proposal
 * with the percent before and after, and skip anything else.
 */
export function rebalanceCompareView(answer: unknown): CompareRowView[] {
  const rows = record(answer)?.results;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((raw, index) => {
    const row = record(raw);
    const fund = record(row?.fund);
    if (row === null || fund === null) return [];
    const before = parseDecimal(text(row.before_percent));
    const after = parseDecimal(text(row.after_percent));
    const change = before === null || after === null || after.eq(before) ? 'flat' : after.gt(before) ? 'up' : 'down';
    const symbol = text(fund.symbol);
    return [{ key: `${symbol}-${index}`, name: text(fund.abbr_name), symbol, before: percentText(before?.toString()), after: percentText(after?.toString()), change }];
  });
}
