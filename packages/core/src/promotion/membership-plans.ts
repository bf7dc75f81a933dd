// Membership: the plans (paid with coins for now; cash through the wallet once it exists), what a member
// gets, the days an invitation gives, and the texts of the subscribe flow (check → dialog → subscribe → toast).

export interface MembershipPlan {
  code: string;
  name: string;
  description: string;
  level: number;
  /** Coins for one period. */
  price_coins: number;
  /** Yuan the period is worth (shown beside the coins). */
  price: string;
  period_days: number;
  benefits: readonly string[];
}

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  {
    code: 'vip',
    name: '会员',
    description: '会员可使用量化高级因子、基金诊断报告等专属服务',
    level: 1,
    price_coins: 3000,
    price: '30.00',
    period_days: 30,
    benefits: ['量化高级因子', '基金深度诊断报告', '专属投资周报'],
  },
];

/** Services unlocked by a membership: subscribing to the service subscribes to its membership. */
export const MEMBERSHIP_SERVICES: Readonly<Record<string, string>> = { quant_senior_factor: 'vip', fund_diagnosis: 'vip' };

/** Days of membership the inviter gets when a friend signs up with the invite code. */
export const INVITE_REWARD_DAYS = 7;

export function planOf(code: string): MembershipPlan | undefined {
  return MEMBERSHIP_PLANS.find((p) => p.code === code) ?? MEMBERSHIP_PLANS.find((p) => p.code === MEMBERSHIP_SERVICES[code]);
}

export const MEMBERSHIP_TEXTS = {
  notFound: '会员服务不存在',
  subscribed: '订阅成功',
  confirmTitle: '开通会员',
  confirm: (name: string, coins: number, days: number) => `使用${coins}金币开通${name}${days}天？`,
  notEnoughCoins: '金币不足，去完成任务赚金币吧',
  isMember: (to: string) => `会员有效期至${to}`,
  notMember: '您还不是会员',
  open: '立即开通',
  renew: '续费',
  benefits: '会员权益',
  invite: '邀请好友得会员',
  inviteRule: `好友通过您的邀请码注册，您可获得${INVITE_REWARD_DAYS}天会员`,
  invitations: '我邀请的好友',
  emptyInvitations: '还没有好友通过您的邀请注册',
  allotStatus: { 0: '待领取', 1: '已领取', 2: '已过期' } as Record<0 | 1 | 2, string>,
  allotNotFound: '奖励不存在',
  allotReceived: '会员天数已到账',
} as const;
