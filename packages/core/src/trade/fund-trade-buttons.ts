// The fund page's buy, sell and fixed-investment buttons: enabled or not, and what they say.
import { SubscriptionStatus } from '../fund/fund-codes';
import { TRADE_BUTTON_LABELS } from './trade-texts';

export interface ButtonState {
  enabled: boolean;
  label: string;
}

export interface FundTradeFlags {
  allow_trade: boolean;
  allow_buy: boolean;
  allow_sell: boolean;
  allow_fixed: boolean;
  allow_subscribe: boolean;
  is_bao: boolean;
  subscription_status: number;
}

/** The buy action's name: transfer-in for the cash treasure, subscribe during the subscription period. */
export function buyActionLabel(fund: Pick<FundTradeFlags, 'is_bao' | 'subscription_status'>): string {
  if (fund.is_bao) return TRADE_BUTTON_LABELS.transferIn;
  return fund.subscription_status === SubscriptionStatus.SubscriptionPeriod
    ? TRADE_BUTTON_LABELS.subscribe
    : TRADE_BUTTON_LABELS.buy;
}

export function buyButtonState(fund: FundTradeFlags): ButtonState {
  const paused = fund.is_bao ? TRADE_BUTTON_LABELS.transferInPaused : TRADE_BUTTON_LABELS.buyPaused;
  if (!fund.allow_trade) return { enabled: false, label: TRADE_BUTTON_LABELS.notDistributed };
  switch (fund.subscription_status) {
    case SubscriptionStatus.BeforeSale:
      return { enabled: false, label: TRADE_BUTTON_LABELS.comingSoon };
    case SubscriptionStatus.SubscriptionPeriod:
      return fund.allow_subscribe
        ? { enabled: true, label: TRADE_BUTTON_LABELS.subscribe }
        : { enabled: false, label: paused };
    default:
      return fund.allow_buy ? { enabled: true, label: buyActionLabel(fund) } : { enabled: false, label: paused };
  }
}

export function sellButtonState(fund: Pick<FundTradeFlags, 'allow_sell' | 'is_bao'>): ButtonState {
  if (fund.is_bao) {
    return fund.allow_sell
      ? { enabled: true, label: TRADE_BUTTON_LABELS.transferOut }
      : { enabled: false, label: TRADE_BUTTON_LABELS.transferOutPaused };
  }
  return fund.allow_sell
    ? { enabled: true, label: TRADE_BUTTON_LABELS.sell }
    : { enabled: false, label: TRADE_BUTTON_LABELS.sellPaused };
}

/** A plan can only start on a fund that is distributed, allows plans and is open for normal buying. */
export function fixedInvestmentButtonState(
  fund: Pick<FundTradeFlags, 'allow_trade' | 'allow_fixed' | 'subscription_status'>,
): ButtonState {
  const enabled = fund.allow_trade && fund.allow_fixed && fund.subscription_status === SubscriptionStatus.Open;
  return { enabled, label: TRADE_BUTTON_LABELS.fixedInvestment };
}
