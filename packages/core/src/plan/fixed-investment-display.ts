// What the fixed-investment screens show and decide: the period choices, the day kept across a period
// change, the schedule line, the password summaries and the form a plan starts its edit from.
import { FixedInvestmentPeriodUnit, FixedInvestmentStatus } from './plan-codes';
import { FIXED_INVESTMENT_TEXTS } from './plan-texts';
import { formatAmount } from '../money/amount-format';
import { parseDecimal } from '../money/decimal';
import { isValidTradeDay, tradeDayText } from './fixed-investment-plan';
import { activeLimit, limitText } from '../trade/amount-input';
import { isBankCardSelectable, type BankCardLike } from '../card/bank-card-state';

export const FIXED_INVESTMENT_SCREEN_TEXTS = {
  amountLabel: '定投金额',
  amountPlaceholder: '请输入定投金额',
  paymentLabel: '扣款方式',
  periodLabel: '定投周期',
  dayLabel: '扣款日',
  chooseDay: '选择扣款日',
  submitCreate: '确认定投',
  submitModify: '确认修改',
  createdToast: '定投设置成功',
  modifiedToast: '定投修改成功',
  terminatedToast: '定投已终止',
  terminateTitle: '终止定投',
  modify: '修改定投',
  totalAmountLabel: '累计定投(元)',
  sharesLabel: '累计确认份额',
  amountEachLabel: '每期金额(元)',
  scheduleLabel: '定投周期',
  cardLabel: '扣款银行卡',
  signDateLabel: '签约日期',
  protocolLabel: '协议编号',
  tradesTitle: '定投记录',
  noTrades: '暂无扣款记录',
  firstDatePending: '首次扣款日计算中',
  noCard: '请先绑定银行卡',
  bindCard: '去绑卡',
} as const;

export interface PeriodUnitOption {
  value: FixedInvestmentPeriodUnit;
  label: string;
}

export const PERIOD_UNIT_OPTIONS: readonly PeriodUnitOption[] = [
  { value: FixedInvestmentPeriodUnit.Monthly, label: FIXED_INVESTMENT_TEXTS.monthly },
  { value: FixedInvestmentPeriodUnit.Weekly, label: FIXED_INVESTMENT_TEXTS.weekly },
];

/** A new plan starts monthly on the 1st. */
export const DEFAULT_PLAN_SCHEDULE = { periodUnit: FixedInvestmentPeriodUnit.Monthly, tradeDay: 1 } as const;

/** Switching the period keeps the chosen day when the new period has it (3 is 每月3日 and 每周三), else its first day. */
export function tradeDayForUnit(periodUnit: number, current: number): number {
  return isValidTradeDay(periodUnit, current) ? current : 1;
}

export interface PlanScheduleLike {
  period_unit: number;
  trade_date: number;
  amount: string;
}

/** "每周三定投100.00元"; empty when the day does not fit the period. */
export function fixedInvestmentScheduleText(plan: PlanScheduleLike): string {
  const day = tradeDayText(plan.period_unit, plan.trade_date);
  const amount = parseDecimal(plan.amount);
  if (day === '' || amount === null) return '';
  return `${day}定投${formatAmount(amount)}元`;
}

/** The line above the password boxes: what the password confirms. */
export function planPasswordSummary(action: 'create' | 'modify' | 'terminate', fundName: string, plan?: PlanScheduleLike): string {
  if (action === 'terminate') return `${FIXED_INVESTMENT_TEXTS.terminateButton} ${fundName}`;
  const schedule = plan ? fixedInvestmentScheduleText(plan) : '';
  const verb = action === 'create' ? '定投' : FIXED_INVESTMENT_SCREEN_TEXTS.modify;
  return `${verb} ${fundName}${schedule ? ` ${schedule}` : ''}`;
}

export type PlanStatusTone = 'working' | 'ended' | 'paused';

export function fixedInvestmentStatusTone(status: number): PlanStatusTone {
  if (status === FixedInvestmentStatus.Working) return 'working';
  return status === FixedInvestmentStatus.Paused ? 'paused' : 'ended';
}

export interface FixedInvestmentForm {
  amount: string;
  periodUnit: number;
  tradeDay: number;
  cardId: number | null;
}

/** The edit page starts from the plan as it stands. */
export function fixedInvestmentFormOf(plan: { amount: string; period_unit: number; trade_date: number; bank_card: { id: number } }): FixedInvestmentForm {
  return { amount: plan.amount, periodUnit: plan.period_unit, tradeDay: plan.trade_date, cardId: plan.bank_card.id };
}

/** "最低10元" from the fund's fixed minimum; the plain prompt when it has none. */
export function planAmountPlaceholder(amountFixedMin: string | null | undefined): string {
  const min = activeLimit(amountFixedMin);
  return min === null ? FIXED_INVESTMENT_SCREEN_TEXTS.amountPlaceholder : `最低${limitText(min)}元`;
}

/** The card a new plan starts with: the default card when it can pay, else the first that can; null if none. */
export function defaultPlanCardId<C extends BankCardLike & { id: number; is_default?: boolean }>(cards: readonly C[]): number | null {
  const usable = cards.filter(isBankCardSelectable);
  return (usable.find((c) => c.is_default) ?? usable[0])?.id ?? null;
}
