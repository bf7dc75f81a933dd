// How a trade record reads in lists and on its detail: what quantity it shows (money or shares, and
// in which unit), where its detail lives per records tab, and how the fee rate and discount are written.
import { TradeDirection, TradeRecordTab } from './trade-codes';
import { formatAmount } from '../money/amount-format';
import type { DecimalInput } from '../money/decimal';
import { parseDecimal, roundHalfUp } from '../money/decimal';

export const QUANTITY_UNITS = { money: '元', shares: '份' } as const;

/** Orders paid with money: their size is the amount paid. */
const MONEY_DIRECTIONS: readonly number[] = [TradeDirection.Buy, TradeDirection.FixedInvestment, TradeDirection.Subscription, TradeDirection.Rebalance];

export interface RecordQuantitySubject {
  direction: number;
  amount: DecimalInput | null;
  shares: DecimalInput | null;
  amount_confirm?: DecimalInput | null;
  shares_confirm?: DecimalInput | null;
}

function positive(x: DecimalInput | null | undefined): boolean {
  const d = x === null || x === undefined ? null : parseDecimal(x);
  return d !== null && d.gt(0);
}

function money(x: DecimalInput | null | undefined): string {
  return `${formatAmount(x === null || x === undefined ? 0 : x)}${QUANTITY_UNITS.money}`;
}

/**
 * The size of a record: buys, plans, subscriptions and rebalances by their amount (元); sells and forced
 * moves by their shares (份), except in the cash treasure where one share is one yuan (元). A dividend
 * paid in cash shows the money, one reinvested shows the new shares.
 */
export function tradeQuantityText(record: RecordQuantitySubject, isBao = false): string {
  if (MONEY_DIRECTIONS.includes(record.direction)) return money(record.amount);
  if (record.direction === TradeDirection.Bonus) {
    if (positive(record.shares_confirm)) return `${formatAmount(record.shares_confirm as DecimalInput)}${QUANTITY_UNITS.shares}`;
    return money(positive(record.amount_confirm) ? record.amount_confirm : record.amount);
  }
  const shares = record.shares === null ? 0 : record.shares;
  return `${formatAmount(shares)}${isBao ? QUANTITY_UNITS.money : QUANTITY_UNITS.shares}`;
}

/** Whether a record's size is money (so the detail labels it 申请金额 rather than 申请份额). */
export function isMoneyDirection(direction: number): boolean {
  return MONEY_DIRECTIONS.includes(direction);
}

/**
 * Where a record of a tab opens: portfolio records have their own detail; a private fund record opens the
 * fund trade detail told to read the private-fund call; fund and cash-treasure records are fund trades.
 */
export function tradeDetailUrl(tab: TradeRecordTab, id: number | string): string {
  if (tab === TradeRecordTab.Portfolio) return `/accounts/funds/portfolios/trades/${id}/`;
  if (tab === TradeRecordTab.PrivateFund) return `/accounts/funds/trades/${id}/?type=${TradeRecordTab.PrivateFund}`;
  return `/accounts/funds/trades/${id}/`;
}

/** A ratio on the wire ("0.015000") as a percent with 2 places ("1.50%"); null when unreadable. */
export function ratioPercentText(ratio: DecimalInput | null | undefined): string | null {
  const d = ratio === null || ratio === undefined ? null : parseDecimal(ratio);
  if (d === null) return null;
  return `${roundHalfUp(d.times(100), 2).toFixed(2)}%`;
}

/** A discount rate as the 折 Chinese buyers read ("0.1000" -> "1折", "0.25" -> "2.5折"); null when there is none (1 or more, 0, unreadable). */
export function discountText(rate: DecimalInput | null | undefined): string | null {
  const d = rate === null || rate === undefined ? null : parseDecimal(rate);
  if (d === null || d.lte(0) || d.gte(1)) return null;
  const tenths = roundHalfUp(d.times(10), 2);
  return `${tenths.toString()}折`;
}
