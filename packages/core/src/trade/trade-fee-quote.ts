// The fee line under a buy or sell amount: fee, the saving, and when the trade is confirmed and arrives.
import type { DecimalInput } from '../money/decimal';
import { parseDecimal, toAmountString, toSharesString } from '../money/decimal';
import { readAmountInput } from './amount-input';
import { ratioPercentText } from './trade-record-display';
import { shareClassView, type ShareClassQuote } from './share-class-pair';

/** The quote is asked for this long after the last keystroke. */
export const FEE_QUOTE_DEBOUNCE_MS = 400;

export interface FeeQuoteLike {
  fee: DecimalInput;
  saved_fee: DecimalInput;
  confirm_at: string;
  arrive_at: string;
  to_bao_desc?: string;
  fee_drop?: { date: string; fee: DecimalInput; saving: DecimalInput } | null;
  round_trip?: readonly { holding: string; total: DecimalInput }[];
  sell_lots?: readonly { since: string | null; days: number; shares: DecimalInput; fare_ratio: DecimalInput; fee: DecimalInput }[];
  share_class?: ShareClassQuote | null;
}

export interface FeeQuoteView {
  fee: string;
  /** null when nothing is saved. */
  saved: string | null;
  confirm: string;
  arrive: string;
  /** Sells: when waiting would cost less, and how much; null when it would not. */
  drop: string | null;
  /** Buys: the fees in all if sold again after each holding period; null where selling costs nothing. */
  roundTrip: { title: string; rows: string[] } | null;
  /** Sells: the fee lot by lot (first in, first out), when lots pay different rates or any pays a fee. */
  lots: { title: string; rows: string[] } | null;
  /** Funds with a sibling A/C class: from how long a holding A costs less than C; null otherwise. */
  shareClass: string | null;
}

export const FEE_QUOTE_TEXTS = {
  fee: (fee: string) => `手续费${fee}元`,
  saved: (saved: string) => `已省${saved}元`,
  buyConfirm: (date: string) => `预计${date}确认份额`,
  buyArrive: (date: string) => `${date}可查看收益`,
  sellConfirm: (date: string) => `预计${date}确认`,
  sellArrive: (date: string) => `预计${date}到账`,
  roundTripTitle: '若再卖出，买卖手续费合计（净值不变时）',
  roundTrip: (holding: string, total: string) => `${holding}：${total}元`,
  lotsTitle: '按持有时间逐笔计费（先进先出）',
  lot: (since: string, days: number, shares: string, rate: string, fee: string) => `${since}确认的${shares}份，已持有${days}天，费率${rate}，手续费${fee}元`,
  unknownLot: (shares: string, rate: string, fee: string) => `其余${shares}份，费率${rate}，手续费${fee}元`,
  feeDrop: (date: string, fee: string, saving: string) => `${date}起卖出，手续费降至${fee}元，可省${saving}元（按最新净值估算）`,
} as const;

export function feeQuoteView(quote: FeeQuoteLike, side: 'buy' | 'sell'): FeeQuoteView {
  const saved = parseDecimal(quote.saved_fee);
  return {
    fee: FEE_QUOTE_TEXTS.fee(toAmountString(quote.fee)),
    saved: saved !== null && saved.gt(0) ? FEE_QUOTE_TEXTS.saved(toAmountString(saved)) : null,
    confirm: side === 'buy' ? FEE_QUOTE_TEXTS.buyConfirm(quote.confirm_at) : FEE_QUOTE_TEXTS.sellConfirm(quote.confirm_at),
    arrive: side === 'buy' ? FEE_QUOTE_TEXTS.buyArrive(quote.arrive_at) : FEE_QUOTE_TEXTS.sellArrive(quote.arrive_at),
    roundTrip: side === 'buy' ? roundTripView(quote.round_trip) : null,
    lots: side === 'sell' ? lotsView(quote.sell_lots) : null,
    shareClass: quote.share_class ? shareClassView(quote.share_class) : null,
    drop: side === 'sell' && quote.fee_drop ? FEE_QUOTE_TEXTS.feeDrop(quote.fee_drop.date, toAmountString(quote.fee_drop.fee), toAmountString(quote.fee_drop.saving)) : null,
  };
}

function lotsView(lots: FeeQuoteLike['sell_lots']): FeeQuoteView['lots'] {
  if (!lots || lots.length === 0) return null;
  const charged = lots.some((l) => parseDecimal(l.fee)?.gt(0) === true);
  if (lots.length === 1 && !charged) return null;
  const rows = lots.map((l) => {
    const rate = ratioPercentText(l.fare_ratio) ?? '';
    const fee = toAmountString(l.fee);
    return l.since === null ? FEE_QUOTE_TEXTS.unknownLot(toSharesString(l.shares), rate, fee) : FEE_QUOTE_TEXTS.lot(l.since, l.days, toSharesString(l.shares), rate, fee);
  });
  return { title: FEE_QUOTE_TEXTS.lotsTitle, rows };
}

function roundTripView(rows: FeeQuoteLike['round_trip']): FeeQuoteView['roundTrip'] {
  // The first row is the dearest (1.5% within 7 days): when even it costs nothing, there is nothing to say.
  const first = rows?.[0];
  const firstTotal = first ? parseDecimal(first.total) : null;
  if (!rows || firstTotal === null || firstTotal.lte(0)) return null;
  return { title: FEE_QUOTE_TEXTS.roundTripTitle, rows: rows.map((r) => FEE_QUOTE_TEXTS.roundTrip(r.holding, toAmountString(r.total))) };
}

/** The amount worth quoting: a positive number as typed (2 decimals), else null (no request). */
export function quotableAmount(text: string): string | null {
  const input = readAmountInput(text);
  return input.kind === 'value' && input.value.gt(0) ? input.value.toFixed(2) : null;
}
