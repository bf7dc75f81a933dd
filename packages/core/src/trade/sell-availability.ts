// Why there is nothing to sell: the texts a sell screen shows instead of the form.
import type { DecimalInput } from '../money/decimal';
import { toDecimal } from '../money/decimal';
import { TRADE_BUTTON_LABELS } from './trade-texts';

export const SELL_AVAILABILITY_MESSAGES = {
  notHeld: '您尚未购买该基金，无法卖出',
  holdingNone: '当前无可卖份额',
  fundNone: '该基金当前无可卖份额',
  fundPaused: '该基金暂停卖出',
  portfolioNone: '该组合当前无可卖份额',
  portfolioPaused: '该组合暂停卖出',
  baoNone: '无可用金额',
} as const;

/** holding: one held fund's page; fund: selling from the fund page; portfolio; bao: the cash treasure. */
export type SellScope = 'holding' | 'fund' | 'portfolio' | 'bao';

export interface SellAvailabilityInput {
  scope: SellScope;
  held: boolean;
  allowSell: boolean;
  /** Sellable shares (or yuan for the cash treasure and portfolios). */
  available: DecimalInput | null;
}

/** null when selling can go ahead; otherwise the text to show in place of the sell form. */
export function sellBlockMessage(input: SellAvailabilityInput): string | null {
  const none = input.available === null || toDecimal(input.available).lte(0);
  switch (input.scope) {
    case 'holding':
      if (!input.held) return SELL_AVAILABILITY_MESSAGES.notHeld;
      return !input.allowSell || none ? SELL_AVAILABILITY_MESSAGES.holdingNone : null;
    case 'fund':
      if (!input.held) return SELL_AVAILABILITY_MESSAGES.notHeld;
      if (!input.allowSell) return SELL_AVAILABILITY_MESSAGES.fundPaused;
      return none ? SELL_AVAILABILITY_MESSAGES.fundNone : null;
    case 'portfolio':
      if (!input.allowSell) return SELL_AVAILABILITY_MESSAGES.portfolioPaused;
      return !input.held || none ? SELL_AVAILABILITY_MESSAGES.portfolioNone : null;
    case 'bao':
      if (!input.held || none) return SELL_AVAILABILITY_MESSAGES.baoNone;
      return input.allowSell ? null : TRADE_BUTTON_LABELS.transferOutPaused;
  }
}
