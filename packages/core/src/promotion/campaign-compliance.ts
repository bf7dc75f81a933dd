// Compliance as code: fund-sales rules forbid selling funds by lottery or gift, so a prize never grows with
// the yuan traded, is never fund units, trade-volume campaigns give coins or fee coupons only, and games
// are played with coins. The server refuses to store a campaign this rule refuses.
import { toDecimal } from '../money';
import { CASH_PRIZE_MAX, CampaignKind, type CampaignDef } from './campaign-kinds';

export const COMPLIANCE_TEXTS = {
  fundUnits: '奖品不得为基金份额',
  scalesWithAmount: '奖品不得随基金交易金额增长',
  tradeVolumeCash: '交易类活动只能奖励金币或费率券',
  cash: `现金红包须为0.01-${CASH_PRIZE_MAX}元的固定金额`,
  couponMissing: '费率券奖品需写明券面与使用条件',
  budget: '奖品预算须为正整数',
  window: '活动时间须依次为开始、截止投注、开奖、结束',
  limits: '每人次数限制须为正整数',
  entry: '参与消耗的金币不能为负数',
} as const;

/** Campaigns whose prize depends on the user's fund trading. */
export const TRADE_VOLUME_KINDS: readonly CampaignKind[] = [CampaignKind.TradeStat, CampaignKind.Bargain];

/** A red packet of 0.01 to CASH_PRIZE_MAX yuan, to the fen. */
function isSmallCash(cash: string | undefined): boolean {
  if (cash === undefined || !/^\d+(\.\d{1,2})?$/.test(cash)) return false;
  const yuan = toDecimal(cash);
  return yuan.gt(0) && yuan.lte(CASH_PRIZE_MAX);
}

/** The first rule a campaign breaks, or null when it may run. */
export function complianceRefusal(c: CampaignDef): string | null {
  if (c.prize.kind === 'fund_units') return COMPLIANCE_TEXTS.fundUnits;
  if (c.prize.basis !== 'fixed') return COMPLIANCE_TEXTS.scalesWithAmount;
  if (c.prize.kind === 'cash') {
    if (TRADE_VOLUME_KINDS.includes(c.kind)) return COMPLIANCE_TEXTS.tradeVolumeCash;
    if (!isSmallCash(c.prize.cash)) return COMPLIANCE_TEXTS.cash;
  }
  if (c.prize.kind === 'coupon' && c.prize.coupon === undefined) return COMPLIANCE_TEXTS.couponMissing;
  if (!Number.isInteger(c.budget) || c.budget < 1) return COMPLIANCE_TEXTS.budget;
  if (!Number.isInteger(c.per_user_daily) || c.per_user_daily < 1 || !Number.isInteger(c.per_user_total) || c.per_user_total < 1) return COMPLIANCE_TEXTS.limits;
  if (!Number.isInteger(c.entry_coins) || c.entry_coins < 0) return COMPLIANCE_TEXTS.entry;
  const times = [c.begin_at, c.bet_end_at, c.settle_at, c.end_at].map((t) => Date.parse(t));
  if (times.some((t) => Number.isNaN(t)) || times.some((t, i) => i > 0 && t < (times[i - 1] ?? t))) return COMPLIANCE_TEXTS.window;
  return null;
}
