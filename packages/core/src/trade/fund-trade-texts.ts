// The labels of the fund buy and sell screens and the line above the password boxes.
import type { DecimalInput } from '../money/decimal';
import { formatAmount } from '../money/amount-format';
import { parseDecimal } from '../money/decimal';
import { activeLimit, limitText } from './amount-input';
import type { BuyVerb } from './fund-buy-validator';
import { TRADE_BUTTON_LABELS } from './trade-texts';

export const FUND_TRADE_TEXTS = {
  amountLabel: (verb: BuyVerb) => `${verb}金额`,
  amountPlaceholder: (verb: BuyVerb, min: DecimalInput | null) => {
    const limit = activeLimit(min);
    return limit === null ? `请输入${verb}金额` : `最低${verb}${limitText(limit)}元`;
  },
  paymentLabel: '支付方式',
  newCard: '使用新卡支付',
  riskLabel: (display: string) => `风险等级：${display}`,
  sharesLabel: '卖出份额',
  baoSharesLabel: '转出金额',
  sharesPlaceholder: '请输入卖出份额',
  baoSharesPlaceholder: '请输入转出金额',
  available: (n: DecimalInput) => `可卖份额${formatAmount(n)}份`,
  baoAvailable: (n: DecimalInput) => `可转出金额${formatAmount(n)}元`,
  sellTargetLabel: '卖出方式',
  sellCardLabel: '到账银行卡',
  sell: '卖出',
  baoSell: '转出',
  quoting: '费用计算中...',
  batchTitle: '批量购买',
  batchSubmit: (n: number) => `买入${n}只基金`,
  batchDone: (n: number) => `已提交${n}笔买入`,
} as const;

/** "买入 演示成长混合A 1,000.00元": the line above the trade-password boxes. */
export function buySummaryText(verb: BuyVerb, fundName: string, amount: DecimalInput): string {
  return `${verb} ${fundName} ${formatAmount(parseDecimal(amount) ?? 0)}元`;
}

export function sellSummaryText(isBao: boolean, fundName: string, typed: DecimalInput): string {
  // Rendered with the form, so a half-typed or empty entry must read as 0, never throw.
  const shares = parseDecimal(typed) ?? 0;
  return isBao ? `转出 ${fundName} ${formatAmount(shares)}元` : `卖出 ${fundName} ${formatAmount(shares)}份`;
}

/** The submit button of the buy screen: 买入, or 转入 for the cash treasure, 认购 in the subscription period. */
export function buyButtonLabel(verb: BuyVerb): string {
  if (verb === '转入') return TRADE_BUTTON_LABELS.transferIn;
  return verb === '认购' ? TRADE_BUTTON_LABELS.subscribe : TRADE_BUTTON_LABELS.buy;
}
