// What the cash treasure (bao) screens show: its figures, the income-history tabs and the two ways out.
import { BAO_NAME } from './cash-treasure-texts';
import { formatAmount } from '../money/amount-format';
import { parseDecimal, toDecimal } from '../money/decimal';
import type { DecimalInput } from '../money/decimal';
import { INCOME_PER_10000_DP, incomePer10000FromYearlyYield } from '../money/yield-income';

export const BAO_SCREEN_TEXTS = {
  title: BAO_NAME,
  balanceLabel: '总金额(元)',
  incomeLatestLabel: '昨日收益(元)',
  incomeTotalLabel: '累计收益(元)',
  yieldLabel: '七日年化',
  per10000Label: '万份收益(元)',
  transferIn: '转入',
  transferOut: '转出',
  trades: '交易记录',
  incomeHistory: '收益记录',
  chooseTransferOut: '选择转出方式',
  dateColumn: '日期',
  myIncomeColumn: '我的收益(元)',
} as const;

export type BaoIncomeTabType = 'tenthou_unit_incm' | 'year_yld';

export interface BaoIncomeTab {
  type: BaoIncomeTabType;
  label: string;
}

/** The income history's two tabs; the route's ?type= names one. */
export const BAO_INCOME_TABS: readonly BaoIncomeTab[] = [
  { type: 'tenthou_unit_incm', label: '万份收益' },
  { type: 'year_yld', label: '七日年化' },
];

/** The tab ?type= asks for; the first tab for a missing or unknown type. */
export function baoIncomeTab(type: string | null | undefined): BaoIncomeTab {
  return BAO_INCOME_TABS.find((t) => t.type === type) ?? (BAO_INCOME_TABS[0] as BaoIncomeTab);
}

/** The 7-day annualised yield, in percent on the wire: "2.4567%"; "--" when missing. */
export function baoYieldText(yearYld: DecimalInput | null | undefined): string {
  const y = parseDecimal(yearYld);
  return y === null ? '--' : `${y.toFixed(4)}%`;
}

/**
 * Income per 10,000 shares: the fund's published figure, or, when it published none (0 or missing),
 * the spec's derivation from the 7-day yield (yield / 365 / 100 * 10000).
 */
export function baoPer10000Text(point: { tenthou_unit_incm?: DecimalInput | null; year_yld?: DecimalInput | null }): string {
  const published = parseDecimal(point.tenthou_unit_incm);
  if (published !== null && !published.eq(0)) return published.toFixed(INCOME_PER_10000_DP);
  const yearly = parseDecimal(point.year_yld);
  if (yearly === null) return published === null ? '--' : published.toFixed(INCOME_PER_10000_DP);
  return incomePer10000FromYearlyYield(yearly).toFixed(INCOME_PER_10000_DP);
}

/** One history row's figure on the chosen tab. */
export function baoIncomeValueText(tab: BaoIncomeTabType, point: { tenthou_unit_incm: DecimalInput | null; year_yld: DecimalInput | null }): string {
  return tab === 'year_yld' ? baoYieldText(point.year_yld) : baoPer10000Text(point);
}

export interface BaoSellInfoLike {
  fast_limit: DecimalInput;
  shares_enable: DecimalInput;
  arrive_at: string;
  fast_arrive_at: string;
}

export interface BaoTransferOutOption {
  kind: 'fast' | 'normal';
  label: string;
  desc: string;
  enabled: boolean;
}

/**
 * Fast transfer-out arrives today within what is left of the daily cap; normal arrives on the next
 * trading day. Neither is open with nothing available.
 */
export function baoTransferOutOptions(info: BaoSellInfoLike): BaoTransferOutOption[] {
  const available = parseDecimal(info.shares_enable) ?? toDecimal(0);
  const fastLeft = parseDecimal(info.fast_limit) ?? toDecimal(0);
  const any = available.gt(0);
  return [
    { kind: 'fast', label: '快速转出', desc: `${info.fast_arrive_at}到账，今日剩余额度${formatAmount(fastLeft)}元`, enabled: any && fastLeft.gt(0) },
    { kind: 'normal', label: '普通转出', desc: `预计${info.arrive_at}到账`, enabled: any },
  ];
}

/** The sell page of the cash-treasure fund, told which way out the user chose. */
export function baoTransferOutUrl(symbol: string, kind: BaoTransferOutOption['kind']): string {
  return `/s/${symbol}/sell/?is_fast=${kind === 'fast' ? 1 : 0}`;
}

/** The income history opened on a tab. */
export function baoIncomeHistoryUrl(type: BaoIncomeTabType): string {
  return `/accounts/funds/bao/income_history/?type=${type}`;
}
