// What the trade detail page shows: cashback, remittance, undo, and how each step of the timeline is drawn.
import type { DecimalInput } from '../money/decimal';
import { parseDecimal, toAmountString } from '../money/decimal';
import { CASHBACK_TRADE_STATUSES, TradeStatus, TradeStepDisplay } from './trade-codes';

function hasPositiveAmount(amount: DecimalInput | null | undefined): boolean {
  const value = amount === null || amount === undefined ? null : parseDecimal(amount);
  return value !== null && value.gt(0);
}

/** A coupon's cashback is only promised for trades that went (at least partly) through. */
export function isCashbackVisible(trade: { status: number; couponAmount: DecimalInput | null | undefined }): boolean {
  return hasPositiveAmount(trade.couponAmount) && (CASHBACK_TRADE_STATUSES as readonly number[]).includes(trade.status);
}

export function cashbackText(trade: { status: number; couponAmount: DecimalInput | null | undefined }): string | null {
  if (!isCashbackVisible(trade) || trade.couponAmount === null || trade.couponAmount === undefined) return null;
  return `返现${toAmountString(trade.couponAmount)}元`;
}

/** Remittance details matter only while the order waits for the money (entrusted, not yet paid). */
export function isRemittanceVisible(trade: { status: number; is_remittance: boolean }): boolean {
  return trade.is_remittance && trade.status === TradeStatus.EntrustSucceed;
}

/** The server alone knows whether the cut-off has passed, so undo follows its flag. */
export function isUndoVisible(trade: { allow_undo?: boolean | null }): boolean {
  return trade.allow_undo === true;
}

export type TradeStepClass = 'active' | 'fail' | 'disabled' | 'warning';

const STEP_CLASSES: ReadonlyMap<number, TradeStepClass> = new Map<TradeStepDisplay, TradeStepClass>([
  [TradeStepDisplay.Active, 'active'],
  [TradeStepDisplay.Fail, 'fail'],
  [TradeStepDisplay.Disabled, 'disabled'],
  [TradeStepDisplay.Warning, 'warning'],
]);

/** An unknown code draws as a step not reached yet. */
export function tradeStepClass(code: number): TradeStepClass {
  return STEP_CLASSES.get(code) ?? 'disabled';
}
