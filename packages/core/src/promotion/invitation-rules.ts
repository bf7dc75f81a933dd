// Invitations: a friend signs up with the inviter's code; once the friend has verified their identity,
// bound a card and made a first buy, the inviter is credited once with a fee coupon. The reward is a
// fixed coupon, never scaled to what the friend bought (fund-sales rules forbid gifts tied to volume).

/** The invitee's tasks, in the order the app shows them. */
export const INVITE_STEPS = [
  { code: 'identity', name: '完成实名认证' },
  { code: 'card', name: '绑定银行卡' },
  { code: 'first_buy', name: '完成首笔基金申购' },
] as const;
export type InviteStepCode = (typeof INVITE_STEPS)[number]['code'];

/** What the inviter receives once per friend who completes every step. */
export const INVITE_REWARD = { name: '邀请好友奖励券', amount: '20.00', expense_min: '100.00', validDays: 30 } as const;

/** Invite codes: 8 characters without the look-alikes 0/O, 1/I/L. */
export const INVITE_CODE = { length: 8, alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789' } as const;

/** The app page a shared link opens; the signup stores the code it carries. */
export function inviteShareUrl(origin: string, code: string): string {
  return `${origin}/accounts/signup/?invite_code=${encodeURIComponent(code)}`;
}

export const INVITE_TEXTS = {
  title: '邀请好友',
  myCode: '我的邀请码',
  copy: '复制邀请码',
  copied: '邀请码已复制',
  sharePoster: '生成分享海报',
  posterTitle: '和我一起，用心做投资',
  posterSubtitle: '扫码注册，开启你的基金理财之旅',
  posterFooter: (code: string) => `邀请码 ${code}`,
  overviewTitle: '邀请成果',
  invited: '已邀请',
  completed: '已完成任务',
  rewarded: '已获奖励',
  rewardTotal: '奖励券总额(元)',
  listTitle: '我邀请的好友',
  empty: '还没有好友接受邀请，快去分享吧',
  rewardPending: '待完成',
  rewardDone: (amount: string) => `已获${amount}元券`,
  rulesTitle: '活动规则',
  rules: [
    '好友通过您的邀请码或分享链接注册，即成为您邀请的好友。',
    '好友依次完成实名认证、绑定银行卡和首笔基金申购后，您将获得一张20.00元的基金申购返现券（满100.00元可用，有效期30天）。',
    '每位好友只计一次奖励，奖励与好友的申购金额无关。',
    '奖励券放入「我的优惠券」，不可兑换现金，不可转让。',
    '以虚假注册等不正当方式获取奖励的，平台有权取消奖励。',
  ],
} as const;
