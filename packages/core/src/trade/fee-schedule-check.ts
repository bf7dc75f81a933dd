// Whether a fee schedule is one an investor can trust: tiers contiguous from zero with no gap or overlap,
// rates and discounts in range, a larger amount or a longer holding never paying a higher rate, crossing
// into the fixed-fee tier never costing more than the last fen of the tier before it, and the fund's
// kind respected (fee-free funds charge nothing, a C class no purchase fee). Used by the seed's and
// the importer's checks.
import { toDecimal } from '../money/decimal';
import type { FeeSchedule, FeeTerms, PurchaseTier, SellTier } from './fee-schedule';
import { chargesServiceFee, isFeeFree } from './fee-schedule';
import { purchaseFee } from './fee-charge';

const ONE_FEN = toDecimal('0.01');

function checkRates(where: string, t: { fare_ratio: string; discount_rate: string }, problems: string[]): void {
  const rate = toDecimal(t.fare_ratio);
  const discount = toDecimal(t.discount_rate);
  if (rate.lt(0) || rate.gte(1)) problems.push(`${where}: 费率${t.fare_ratio}不在0到1之间`);
  if (discount.lt(0) || discount.gt(1)) problems.push(`${where}: 折扣${t.discount_rate}不在0到1之间`);
}

function checkPurchase(name: string, schedule: FeeSchedule, tiers: readonly PurchaseTier[], problems: string[]): void {
  if (tiers.length === 0) return void problems.push(`${name}: 没有档位`);
  const found = problems.length;
  if (!toDecimal(tiers[0]?.min_amount ?? '0').eq(0)) problems.push(`${name}: 第一档不从0元开始`);
  if (tiers[tiers.length - 1]?.max_amount !== null) problems.push(`${name}: 最后一档有上限，更大的金额无费率`);
  tiers.forEach((t, i) => {
    const where = `${name}第${i + 1}档(${t.text})`;
    checkRates(where, t, problems);
    if (t.max_amount !== null && !toDecimal(t.min_amount).lt(t.max_amount)) problems.push(`${where}: 下限不小于上限`);
    const next = tiers[i + 1];
    if (next && (t.max_amount === null || !toDecimal(t.max_amount).eq(next.min_amount))) problems.push(`${where}: 与下一档不衔接（缺口或重叠）`);
    if (t.fixed_fee !== null) {
      if (toDecimal(t.fixed_fee).lt(0)) problems.push(`${where}: 固定费用为负`);
      if (!toDecimal(t.fare_ratio).eq(0) || !toDecimal(t.discount_rate).eq(1)) problems.push(`${where}: 固定费用档不应再有费率或折扣`);
      if (toDecimal(t.fixed_fee).gte(t.min_amount) && !toDecimal(t.fixed_fee).eq(0)) problems.push(`${where}: 固定费用不小于该档金额`);
    }
    const before = tiers[i - 1];
    if (!before) return;
    if (t.fixed_fee === null && before.fixed_fee === null && toDecimal(t.fare_ratio).gt(before.fare_ratio)) problems.push(`${where}: 金额更大费率反而更高`);
  });
  if (problems.length > found) return;
  // One fen more may cost at most one fen more: a cheaper tier must not charge more than the last fen of the one before.
  tiers.slice(1).forEach((t, i) => {
    const edge = toDecimal(t.min_amount);
    const jump = purchaseFee(schedule, edge, tiers).fee.minus(purchaseFee(schedule, edge.minus(ONE_FEN), tiers).fee);
    if (jump.gt(ONE_FEN)) problems.push(`${name}第${i + 2}档(${t.text}): 跨入该档手续费反而增加${jump.toFixed(2)}元`);
  });
}

function checkSell(schedule: FeeSchedule, problems: string[]): void {
  const tiers: readonly SellTier[] = schedule.sell;
  if (tiers.length === 0) return void problems.push('赎回费率: 没有档位');
  if (tiers[0]?.min_days !== 0) problems.push('赎回费率: 第一档不从0天开始');
  if (tiers[tiers.length - 1]?.max_days !== null) problems.push('赎回费率: 最后一档有上限');
  tiers.forEach((t, i) => {
    const where = `赎回费率第${i + 1}档(${t.text})`;
    checkRates(where, t, problems);
    const next = tiers[i + 1];
    if (next && t.max_days !== next.min_days) problems.push(`${where}: 与下一档不衔接（缺口或重叠）`);
    if (t.max_days !== null && t.min_days >= t.max_days) problems.push(`${where}: 下限不小于上限`);
    const before = tiers[i - 1];
    if (before && toDecimal(t.discounted_fare_ratio).gt(before.discounted_fare_ratio)) problems.push(`${where}: 持有更久费率反而更高`);
  });
}

const charges = (tiers: readonly { discounted_fare_ratio: string; fixed_fee?: string | null }[]) =>
  tiers.some((t) => !toDecimal(t.discounted_fare_ratio).eq(0) || (t.fixed_fee !== null && t.fixed_fee !== undefined && !toDecimal(t.fixed_fee).eq(0)));

/** The problems of a schedule, in Chinese; empty when it is consistent. `terms` adds the checks of the fund's kind. */
export function validateFeeSchedule(schedule: FeeSchedule, terms?: Pick<FeeTerms, 'symbol_stype' | 'is_bao' | 'charge_mode'>): string[] {
  const problems: string[] = [];
  checkPurchase('申购费率', schedule, schedule.purchase, problems);
  checkPurchase('认购费率', schedule, schedule.subscription, problems);
  checkSell(schedule, problems);
  if (terms && isFeeFree(terms) && (charges(schedule.purchase) || charges(schedule.subscription) || charges(schedule.sell))) problems.push('货币/理财类基金不应收取费用');
  if (terms && chargesServiceFee(terms) && (charges(schedule.purchase) || charges(schedule.subscription))) problems.push('C类份额收取销售服务费，不应再收申购费');
  return problems;
}
