// Where a store owner publishes besides the store (POST /store/social_bindings/): one account per platform.

export const SOCIAL_PROVIDERS = ['wechat_mp', 'weibo', 'xueqiu', 'douyin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  wechat_mp: '微信公众号',
  weibo: '微博',
  xueqiu: '雪球',
  douyin: '抖音',
};

export const SOCIAL_ACCOUNT_MAX_LENGTH = 64;

export const SOCIAL_BINDING_MESSAGES = {
  accountRequired: '请填写账号',
  accountInvalid: `账号为1-${SOCIAL_ACCOUNT_MAX_LENGTH}个字符，不含空格`,
  bound: '绑定成功',
  unbound: '已解除绑定',
} as const;

/** An empty account unbinds; otherwise 1..64 characters without spaces. */
export function checkSocialAccount(account: string): string | null {
  const t = account.trim();
  if (t === '') return null;
  return [...t].length <= SOCIAL_ACCOUNT_MAX_LENGTH && !/\s/.test(t) ? null : SOCIAL_BINDING_MESSAGES.accountInvalid;
}
