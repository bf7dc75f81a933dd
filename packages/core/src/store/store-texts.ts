// Texts the store's calls answer with and its screens show.

export const STORE_MESSAGES = {
  applied: '申请已提交，请等待审核',
  approved: '已通过审核，小店已开通',
  rejected: '已驳回申请',
  updated: '保存成功',
  liked: '关注成功',
  unliked: '已取消关注',
  sorted: '排序已保存',
  sortMismatch: '排序须包含且只包含小店的全部组合',
  storeNotFound: '小店不存在',
  portfolioNotFound: '组合不存在',
  descriptionLength: '小店简介为10-500个字',
} as const;

export const STORE_SCREEN_TEXTS = {
  emptyPortfolios: '小店还没有组合',
  emptyFollowing: '还没有关注的小店',
  emptyTimeline: '还没有动态',
  emptyRecommend: '暂无推荐组合',
  followersAssets: '跟投资产',
  followers: '关注',
  likes: '点赞',
  portfolios: '组合',
  follow: '关注',
  unfollow: '已关注',
  compliance: '组合过往业绩不预示未来表现，不构成投资建议',
} as const;
