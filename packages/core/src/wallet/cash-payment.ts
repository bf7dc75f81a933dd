// The cash account (spec 01 §7 Coupons, cash) is the wallet: GET /cash/account/mine/ reads its balance, a
// recharge moves money from a bound card into it through a payment channel, and cash prices (a membership
// paid in cash) are read per channel. The spec names the calls and the channel weixin_web, nothing more.
import { toDecimal } from '../money/decimal';

export const CASH_PAYMENT_CHANNELS = ['weixin_web', 'weixin_app', 'bank_card'] as const;
export type CashPaymentChannel = (typeof CASH_PAYMENT_CHANNELS)[number];

/** One recharge: at least a yuan, at most what a day's card payment usually allows. */
export const CASH_RECHARGE_LIMITS = { min: '1.00', max: '50000.00' } as const;

export const CASH_PAYMENT_MESSAGES = {
  unknownChannel: '暂不支持该支付方式',
  belowMin: (min: string) => `充值金额不能低于${min}元`,
  aboveMax: (max: string) => `单笔充值不能超过${max}元`,
  recharged: (amount: string) => `已充值${amount}元到钱包`,
  memo: '现金账户充值',
} as const;

export function isCashPaymentChannel(code: string): code is CashPaymentChannel {
  return (CASH_PAYMENT_CHANNELS as readonly string[]).includes(code);
}

/** Why a recharge amount is refused, or null. */
export function rechargeRefusal(amount: string): string | null {
  const value = toDecimal(amount);
  if (value.lt(CASH_RECHARGE_LIMITS.min)) return CASH_PAYMENT_MESSAGES.belowMin(CASH_RECHARGE_LIMITS.min);
  if (value.gt(CASH_RECHARGE_LIMITS.max)) return CASH_PAYMENT_MESSAGES.aboveMax(CASH_RECHARGE_LIMITS.max);
  return null;
}
