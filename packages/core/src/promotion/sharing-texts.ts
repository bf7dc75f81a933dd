// Sharing and the small promotion records: friendship links, mini-program binding and links, ad mobiles.

/** Links the site shows at its foot (partners and regulators an investor may want to check). */
export const FRIENDSHIP_LINKS = [
  { id: 1, name: '中国证券投资基金业协会', url: 'https://www.amac.org.cn/', logo: '' },
  { id: 2, name: '中国证券监督管理委员会', url: 'http://www.csrc.gov.cn/', logo: '' },
  { id: 3, name: '中国基金业协会基金从业人员查询', url: 'https://gs.amac.org.cn/', logo: '' },
] as const;

/** What a share records when the app names no channel. */
export const DEFAULT_SHARE_CHANNEL = 'wechat';

/** How long a generated mini-program link stays valid. */
export const SCHEME_TTL_DAYS = 30;

export const SHARING_TEXTS = {
  shared: '分享成功',
  bound: '绑定成功',
  wxCodeRefused: '微信登录已失效，请重新进入小程序后再试',
  adMobileRecorded: '提交成功，稍后会有专人与您联系',
} as const;
