// Texts and rules of the support calls: notice marks, private-fund reservations, the shake, FAQ feedback,
// ad (IDFA) callbacks.

export const SUPPORT_TEXTS = {
  marked: '已读',
  reserved: '预约成功，理财顾问将在1个工作日内与您联系',
  reservedBefore: '您已预约过该产品，理财顾问将尽快与您联系',
  fundNotFound: '基金不存在',
  noShakeFund: '暂无适合您的基金，请稍后再试',
  feedbackThanks: '感谢您的反馈',
  feedbackEmpty: '请填写反馈内容或选择是否有帮助',
  callbackRecorded: '已记录',
  callbackRepeated: '已记录过',
  assetReportTitle: '我的资产配置',
} as const;

/**
 * The ad channel of an IDFA callback is the path's suffix after /apps/idfa/callback (six channels, not
 * named by the spec); the bare path is the default channel.
 */
export function idfaChannelOf(suffix: string): string {
  const name = suffix.replace(/^[/_-]+|[/_-]+$/g, '');
  return name === '' ? 'default' : name;
}
