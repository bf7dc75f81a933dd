// What the store's screens decide: where each page is, what the apply page offers for each status, the
// follow button, and the owner's portfolio order moves.
import { formatAmount } from '../money';
import { StoreApplyStatus } from './store-status';
import { STORE_STATUS_TEXTS } from './store-status';

export const STORE_URLS = {
  apply: '/store/apply/',
  applyForm: '/store/apply_form/',
  mine: '/store/mine/',
  following: '/store/following/',
  settings: '/store/settings/',
  assetsMine: '/store/assets/mine/',
  recommend: '/store/portfolios/recommend/',
  timelineCreate: '/store/timeline/create/',
  store: (id: number) => `/store/${id}/`,
  portfolios: (storeId: number) => `/store/portfolios/?store_id=${storeId}`,
  portfolioSettings: (storeId: number) => `/store/portfolios/settings/?store_id=${storeId}`,
  manage: (portfolioId: number) => `/store/portfolios/${portfolioId}/manage/`,
  portfolioAssets: (portfolioId: number) => `/store/portfolios/${portfolioId}/assets/`,
  storeTimeline: (storeId: number) => `/store/timeline/?store_id=${storeId}`,
  portfolioTimeline: (portfolioId: number) => `/store/timeline/?portfolio_id=${portfolioId}`,
  /** The portfolio's own page, opened from its store. */
  portfolio: (portfolioId: number, storeId: number) => `/p/${portfolioId}/?store_id=${storeId}`,
  editPortfolio: (portfolioId: number, storeId: number) => `/portfolio/create/?portfolio_id=${portfolioId}&store_id=${storeId}`,
  adjustPositions: (portfolioId: number) => `/portfolio/position_adjustments/?portfolio_id=${portfolioId}`,
} as const;

export const STORE_PAGE_TEXTS = {
  applyTitle: '开通主理人小店',
  applyIntro: '主理人可以在小店发布自己的基金组合、分享调仓动态，并获得组合投顾服务费分成。',
  applyNow: '立即申请',
  reapply: '重新申请',
  waiting: '我们会在 1-3 个工作日内完成审核',
  enterStore: '进入我的小店',
  rejectedReason: '驳回原因',
  submit: '提交申请',
  agreement: '我已阅读并同意《主理人服务协议》',
  name: '小店名称',
  introduction: '小店简介',
  avatar: '头像地址',
  qualificationNo: '执业资格证书编号',
  namePlaceholder: '2-20个字',
  introductionPlaceholder: '介绍你的投资理念，10-500个字',
  avatarPlaceholder: 'https:// 开头的图片地址',
  qualificationPlaceholder: '如 S0100619010001',
  noStore: '你还没有开通主理人小店',
  goApply: '去申请',
  owner: '主理人',
  timeline: '小店动态',
  settings: '小店设置',
  sort: '组合排序',
  assets: '跟投资产',
  allPortfolios: '全部组合',
  yld: '近一年收益',
  manage: '管理',
  save: '保存',
  saved: '保存成功',
  moveUp: '上移',
  moveDown: '下移',
  description: '小店简介',
  socialBindings: '社交账号',
  socialPlaceholder: '未绑定，填写账号后保存',
  holders: '持有人数',
  followers: '关注人数',
  worth: '持有金额',
  portfolioAssets: '组合资产',
  post: '发布',
  postPlaceholder: '说说你的调仓思路或市场观点',
  attachPortfolio: '关联组合',
  noPortfolio: '不关联',
  emptyText: '内容不能为空',
  deletePost: '删除',
  deleteConfirm: '确定删除这条动态吗？',
  like: '赞',
  newPost: '发动态',
  editPortfolio: '编辑组合',
  adjustPositions: '调仓',
  share: '分享设置',
  shareHint: '设置分享标题与描述后，分享出去的组合卡片会显示它们',
} as const;

export type ApplyAction = { label: string; url: string } | null;

/** What the apply page offers: apply, apply again after a rejection, wait, or enter the store. */
export function applyAction(status: StoreApplyStatus): ApplyAction {
  switch (status) {
    case StoreApplyStatus.NotApplied:
      return { label: STORE_PAGE_TEXTS.applyNow, url: STORE_URLS.applyForm };
    case StoreApplyStatus.Rejected:
      return { label: STORE_PAGE_TEXTS.reapply, url: STORE_URLS.applyForm };
    case StoreApplyStatus.Success:
      return { label: STORE_PAGE_TEXTS.enterStore, url: STORE_URLS.mine };
    case StoreApplyStatus.InReview:
      return null;
  }
}

export function applyStatusTitle(status: StoreApplyStatus): string {
  return status === StoreApplyStatus.NotApplied ? STORE_PAGE_TEXTS.applyTitle : STORE_STATUS_TEXTS[status];
}

export function followButtonText(liked: boolean): string {
  return liked ? '已关注' : '+ 关注';
}

/** Followers' assets read in yuan with thousands separators ('1234.5' -> '1,234.50元'). */
export function assetsText(worth: string): string {
  return `${formatAmount(worth)}元`;
}

/** The list after moving the item at `index` one place up (-1) or down (+1); out of range leaves it as is. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  const out = [...items];
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return out;
  const [moved] = out.splice(index, 1);
  if (moved !== undefined) out.splice(to, 0, moved);
  return out;
}

/**
 * The like state a timeline item carries beside the spec's Status fields (the server sends liked and
 * likes_count; spec 02 §3 names them liked and attitudes_count). Missing fields read as not liked, none.
 */
export function timelineLikes(item: object): { liked: boolean; count: number } {
  const liked = 'liked' in item && item.liked === true;
  const raw = 'likes_count' in item ? item.likes_count : 'attitudes_count' in item ? item.attitudes_count : 0;
  return { liked, count: typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : 0 };
}

/** After a tap on 赞: the new state, counted once. */
export function toggledLike(state: { liked: boolean; count: number }): { liked: boolean; count: number } {
  return state.liked ? { liked: false, count: Math.max(0, state.count - 1) } : { liked: true, count: state.count + 1 };
}
