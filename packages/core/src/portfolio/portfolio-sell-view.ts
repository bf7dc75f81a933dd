// The portfolio sell form's cards: each card the portfolio is held on, with what can be sold from it.
import type { DecimalInput } from '../money/decimal';
import { parseDecimal } from '../money/decimal';
import { BankCardStatus } from '../card/card-codes';
import { PORTFOLIO_TRADE_TEXTS } from './portfolio-trade-texts';
import { sellBlockMessage } from '../trade/sell-availability';

export interface PortfolioShareCard {
  id: number;
  bank_card_no_tail: string;
  status: number;
  bank: { name: string };
  worth_value_enable?: DecimalInput | null;
}

export interface SellCardOption {
  id: number;
  title: string;
  hint: string;
  /** What can be sold from this card (yuan, 2 places). */
  available: string;
  selectable: boolean;
}

function enabledOf(card: PortfolioShareCard): string {
  const n = parseDecimal(card.worth_value_enable ?? 0);
  return n === null || n.lt(0) ? '0.00' : n.toFixed(2);
}

export function portfolioSellCards(cards: readonly PortfolioShareCard[]): SellCardOption[] {
  return cards.map((card) => {
    const available = enabledOf(card);
    return {
      id: card.id,
      title: `${card.bank.name}(${card.bank_card_no_tail})`,
      hint: PORTFOLIO_TRADE_TEXTS.sellAvailable(available),
      available,
      selectable: card.status !== BankCardStatus.Unavailable && parseDecimal(available)?.gt(0) === true,
    };
  });
}

/** Keeps the chosen card while it can be sold from, else the first that can (null when none). */
export function chooseSellCard(options: readonly SellCardOption[], currentId: number | null): SellCardOption | null {
  return options.find((o) => o.id === currentId && o.selectable) ?? options.find((o) => o.selectable) ?? null;
}

/** '该组合暂停卖出' / '该组合当前无可卖份额' in place of the form, or null when something can be sold. */
export function portfolioSellBlock(portfolio: { allow_sell: boolean }, options: readonly SellCardOption[]): string | null {
  const sellable = options.filter((o) => o.selectable);
  return sellBlockMessage({ scope: 'portfolio', held: options.length > 0, allowSell: portfolio.allow_sell, available: sellable.length > 0 ? sellable[0]?.available ?? null : null });
}
