// The fee line under a buy or sell amount: fee, the saving, and when the trade is confirmed and arrives.
import type { DecimalInput } from '../money/decimal';
import { parseDecimal, toAmountString } from '../money/decimal';
import { readAmountInput } from './amount-input';

/** The quote is asked for this long after the last keystroke. */
export const FEE_QUOTE_DEBOUNCE_MS = 400;

export interface FeeQuoteLike {
  fee: DecimalInput;
  saved_fee: DecimalInput;
  confirm_at: string;
  arrive_at: string;
  to_bao_desc?: string;
  fee_drop?: { date: string; fee: DecimalInput; saving: DecimalInput } | null;
}

export interface FeeQuoteView {
  fee: string;
  /** null when nothing is saved. */
  saved: string | null;
  confirm: string;
  arrive: string;
  /** Sells: when waiting would cost less, and how much; null when it would not. */
  drop: string | null;
}

export const FEE_QUOTE_TEXTS = {
  fee: (fee: string) => `手续费${fee}元`,
  saved: (saved: string) => `已省${saved}元`,
  buyConfirm: (date: string) => `预计${date}确认份额`,
  buyArrive: (date: string) => `${date}可查看收益`,
  sellConfirm: (date: string) => `预计${date}确认`,
  sellArrive: (date: string) => `预计${date}到账`,
  feeDrop: (date: string, fee: string, saving: string) => `${date}起卖出，手续费降至${fee}元，可省${saving}元（按最新净值估算）`,
} as const;

export function feeQuoteView(quote: FeeQuoteLike, side: 'buy' | 'sell'): FeeQuoteView {
  const saved = parseDecimal(quote.saved_fee);
  return {
    fee: FEE_QUOTE_TEXTS.fee(toAmountString(quote.fee)),
    saved: saved !== null && saved.gt(0) ? FEE_QUOTE_TEXTS.saved(toAmountString(saved)) : null,
    confirm: side === 'buy' ? FEE_QUOTE_TEXTS.buyConfirm(quote.confirm_at) : FEE_QUOTE_TEXTS.sellConfirm(quote.confirm_at),
    arrive: side === 'buy' ? FEE_QUOTE_TEXTS.buyArrive(quote.arrive_at) : FEE_QUOTE_TEXTS.sellArrive(quote.arrive_at),
    drop: side === 'sell' && quote.fee_drop ? FEE_QUOTE_TEXTS.feeDrop(quote.fee_drop.date, toAmountString(quote.fee_drop.fee), toAmountString(quote.fee_drop.saving)) : null,
  };
}

/** The amount worth quoting: a positive number as typed (2 decimals), else null (no request). */
export function quotableAmount(text: string): string | null {
  const input = readAmountInput(text);
  return input.kind === 'value' && input.value.gt(0) ? input.value.toFixed(2) : null;
}
