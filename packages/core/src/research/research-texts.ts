// Screen texts of the research area: home, fund detail, search and the research lists.

export const HOME_TEXTS = {
  searchPlaceholder: '搜索基金代码、名称或基金经理',
  indexesTitle: '指数行情',
  headlinesTitle: '基金头条',
  recommendTitle: '推荐基金',
  allFunds: '全部基金',
  moreIndexes: '更多指数',
  managers: '基金经理',
  companies: '基金公司',
  following: '我的自选',
} as const;

/** The shortcuts under home's search box, in order (the app's entries and the server's prerendered home). */
export const HOME_SHORTCUTS: readonly { label: string; url: string }[] = [
  { label: HOME_TEXTS.allFunds, url: '/symbols/funds/' },
  { label: HOME_TEXTS.moreIndexes, url: '/symbols/indexes/' },
  { label: HOME_TEXTS.managers, url: '/symbols/funds/managers/' },
  { label: HOME_TEXTS.companies, url: '/symbols/funds/companies/' },
  { label: HOME_TEXTS.following, url: '/symbols/following/funds' },
];

export const FUND_DETAIL_TEXTS = {
  netValue: '单位净值',
  netCumulative: '累计净值',
  dayPercent: '日涨幅',
  yearYield: '七日年化',
  incomePer10000: '万份收益',
  performance: '业绩表现',
  navChart: '净值走势',
  yieldChart: '七日年化走势',
  periodReturn: '区间涨幅',
  risk: '风险等级',
  company: '基金公司',
  estabDate: '成立日期',
  follow: '+ 自选',
  followed: '已自选',
  followDone: '已加入自选',
  unfollowDone: '已取消自选',
  countdownToStart: '距认购开始',
  countdownToEnd: '距认购结束',
  chartEmpty: '暂无净值数据',
} as const;

export const SEARCH_TEXTS = {
  placeholder: '基金代码、名称或基金经理',
  search: '搜索',
  cancel: '取消',
  history: '搜索历史',
  clearHistory: '清空',
  funds: '基金',
  managers: '基金经理',
  suggestions: '猜你想搜',
  noResult: '没有找到相关结果',
} as const;

export const RESEARCH_LIST_TEXTS = {
  indexes: '指数',
  relatedFunds: '相关基金',
  peValue: '市盈率',
  pbValue: '市净率',
  pePercentile: 'PE百分位',
  pbPercentile: 'PB百分位',
  managers: '基金经理',
  inPostYears: '从业年限',
  goodAt: '擅长类型',
  bestReturn: '任职回报',
  companies: '基金公司',
  assetsTotal: '管理规模',
  fundsCount: '基金数量',
  companyFunds: '旗下基金',
  followingFunds: '自选基金',
  followingStocks: '自选股票',
  loginToFollow: '登录后查看自选',
} as const;
