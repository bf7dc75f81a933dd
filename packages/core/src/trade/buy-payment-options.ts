// The payment methods of a buy: each bank card, and beside it the cash treasure held on that card
// (not when buying the cash treasure itself), with whether it can be picked for the amount typed.
import type { DecimalInput } from '../money/decimal';
import { parseDecimal, toAmountString } from '../money/decimal';
import { bankLimitText } from '../money/bank-limit-text';
import type { BuyPayment } from './buy-payment';
import { bankCardNote, buyPaymentOf, isBankCardSelectable, isBaoCardSelectable } from '../card/bank-card-state';

export const BUY_PAYMENT_TEXTS = {
  bao: '现金宝',
  baoBalance: (available: DecimalInput) => `可用余额${toAmountString(available)}元`,
  baoShort: '余额不足或暂不可用',
} as const;

export interface PaymentBankCard {
  id: number;
  bank_card_no_tail: string;
  status: number;
  allow_transfer?: boolean | number | null;
  status_note?: string | null;
  bank: { name: string; single_limit: DecimalInput; single_day_limit: DecimalInput; need_onlinepay?: boolean | null };
}

/** A card's cash treasure holding: what can be spent from it. */
export interface BaoHoldingCard extends PaymentBankCard {
  allow_sell: boolean;
  shares_enable?: DecimalInput | null;
}

export interface PaymentOption {
  /** 'card-12' or 'bao-12'. */
  key: string;
  cardId: number;
  cardTail: string;
  payFromBao: boolean;
  title: string;
  hint: string;
  selectable: boolean;
  /** The card's status (5: authenticate before paying). */
  status: number;
  payment: BuyPayment;
}

function baoAvailable(card: BaoHoldingCard): DecimalInput {
  return card.shares_enable ?? 0;
}

/**
 * Bank cards first, then the cash treasure of each card holding any. `amount` is what was typed
 * (an unreadable or empty amount only asks for a positive balance).
 */
export function buyPaymentOptions(input: {
  cards: readonly PaymentBankCard[];
  baoCards: readonly BaoHoldingCard[];
  fundIsBao: boolean;
  amount: string;
}): PaymentOption[] {
  const needed = parseDecimal(input.amount.trim());
  const cards = input.cards.map<PaymentOption>((card) => ({
    key: `card-${card.id}`,
    cardId: card.id,
    cardTail: card.bank_card_no_tail,
    payFromBao: false,
    title: `${card.bank.name}(${card.bank_card_no_tail})`,
    hint: bankCardNote(card) ?? bankLimitText(card.bank),
    selectable: isBankCardSelectable(card),
    status: card.status,
    payment: buyPaymentOf({ ...card, is_bao: false }),
  }));
  if (input.fundIsBao) return cards;
  const bao = input.baoCards
    .filter((card) => (parseDecimal(card.shares_enable ?? 0)?.gt(0) ?? false) || card.allow_sell)
    .map<PaymentOption>((card) => ({
      key: `bao-${card.id}`,
      cardId: card.id,
      cardTail: card.bank_card_no_tail,
      payFromBao: true,
      title: `${BUY_PAYMENT_TEXTS.bao}(${card.bank.name}${card.bank_card_no_tail})`,
      hint: bankCardNote(card) ?? BUY_PAYMENT_TEXTS.baoBalance(baoAvailable(card)),
      selectable: isBaoCardSelectable({ ...card, shares_enable: baoAvailable(card) }, needed),
      status: card.status,
      payment: buyPaymentOf({ ...card, is_bao: true, shares_enable: baoAvailable(card) }),
    }));
  return [...cards, ...bao];
}

/** Keeps the chosen method while it can still be picked, else the first that can (null when none). */
export function choosePaymentOption(options: readonly PaymentOption[], currentKey: string | null): PaymentOption | null {
  return options.find((o) => o.key === currentKey && o.selectable) ?? options.find((o) => o.selectable) ?? null;
}
