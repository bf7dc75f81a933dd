// Whether a bank card can be used, the note it shows, and what it means as a buy payment.
import type { DecimalInput } from '../money/decimal';
import { parseDecimal } from '../money/decimal';
import { BankCardStatus } from './card-codes';
import { TradeDirection } from '../trade/trade-codes';
import type { BuyPayment } from '../trade/buy-payment';

export const BANK_CARD_NOTES = {
  systemUpgrade: '该银行卡系统升级',
  shareTransfer: '份额换卡中',
} as const;

export interface BankCardLike {
  status: number;
  allow_transfer?: boolean | number | null;
  status_note?: string | null;
}

function isShareTransfer(card: BankCardLike): boolean {
  return card.status === BankCardStatus.ShareTransfer && (card.allow_transfer === 1 || card.allow_transfer === true);
}

/** A card moving its shares to another card cannot take new orders either. */
export function isBankCardAvailable(card: BankCardLike): boolean {
  return card.status !== BankCardStatus.Unavailable && !isShareTransfer(card);
}

/** The grey line under an unusable card; null for a usable one. */
export function bankCardNote(card: BankCardLike): string | null {
  if (card.status === BankCardStatus.Unavailable) return card.status_note || BANK_CARD_NOTES.systemUpgrade;
  if (isShareTransfer(card)) return BANK_CARD_NOTES.shareTransfer;
  return null;
}

/** The bank changed its payment channel; the user must authenticate the card again before paying. */
export function bankCardNeedsAuth(card: BankCardLike): boolean {
  return card.status === BankCardStatus.NeedsAuth;
}

export function isBankCardSelectable(card: BankCardLike): boolean {
  return !(!isBankCardAvailable(card) && bankCardNote(card) !== null);
}

export interface BaoCardLike extends BankCardLike {
  allow_sell: boolean;
  /** The cash treasure amount that can be spent (1 share = 1 yuan). */
  shares_enable: DecimalInput | null;
}

/**
 * Paying with the cash treasure spends its shares, so it needs selling allowed and enough balance.
 * `needed` is the amount to pay; null while nothing is entered (then any positive balance will do).
 */
export function isBaoCardSelectable(card: BaoCardLike, needed: DecimalInput | null): boolean {
  if (!isBankCardAvailable(card) || !card.allow_sell) return false;
  const balance = card.shares_enable === null ? null : parseDecimal(card.shares_enable);
  if (balance === null || balance.lte(0)) return false;
  const amount = needed === null ? null : parseDecimal(needed);
  return amount === null || balance.gte(amount);
}

export interface PaymentCardLike extends BankCardLike {
  is_bao?: boolean;
  shares_enable?: DecimalInput | null;
  bank?: { single_limit?: DecimalInput | null; need_onlinepay?: boolean | null } | null;
}

/** The view of a chosen card that the buy validators need. */
export function buyPaymentOf(card: PaymentCardLike): BuyPayment {
  const note = bankCardNote(card);
  if (card.is_bao) return { kind: 'bao', available: card.shares_enable ?? 0, note };
  return {
    kind: 'bank_card',
    singleLimit: card.bank?.single_limit ?? null,
    onlinePay: card.bank?.need_onlinepay === true,
    note,
  };
}

/** Identity is already on file for a card in status 1, so the bind request must not resend it. */
export function bindCardPayload<T extends { status?: number | null; id_card_no?: string; real_name?: string }>(form: T): T {
  return form.status === BankCardStatus.Verified ? { ...form, id_card_no: '', real_name: '' } : form;
}

/** A rebalance needs a usable card and at least one buy in the proposal. */
export function canRebalance(card: BankCardLike | null, records: ReadonlyArray<{ direction: number }>): boolean {
  return card !== null && card.status !== BankCardStatus.Unavailable && records.some((r) => r.direction === TradeDirection.Buy);
}
