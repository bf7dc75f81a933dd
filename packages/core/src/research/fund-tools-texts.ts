// Screen texts of the fund tools: the funds tab filters, fund compare, the NAV comparison, fund lists
// (recommend, index funds, advance filter, topics), potential and asset forecast, fund styles, FAQ and app.

export const FUND_FILTER_TEXTS = {
  onlyTradable: '仅看可买',
  allCompanies: '全部公司',
  chooseCompany: '选择基金公司',
} as const;

export const FUND_COMPARE_TEXTS = {
  title: '基金对比',
  addToCompare: '加入对比',
  hint: '选择两只基金进行净值对比',
  start: '开始对比',
  remove: '移除',
  empty: '还没有待对比的基金，在基金详情页点击“加入对比”',
  chooseTwo: '请选择两只基金',
  searchPlaceholder: '输入基金代码或名称添加',
  comparisonTitle: '净值对比',
  periodReturn: '区间涨幅',
  missingFunds: '缺少对比的基金',
} as const;

export const RELATED_FUNDS_TEXTS = {
  sameType: '同类基金',
  hot: '热门交易',
} as const;

export const FUND_LISTS_TEXTS = {
  recommend: '推荐基金',
  fundList: '基金列表',
  indexFunds: '指数基金',
  advance: '基金筛选',
  introduction: '基金专题',
  opinions: '观点',
  fundsCount: '只基金',
  typeFilter: '基金类型',
  sortFilter: '排序',
  topicNotFound: '没有找到这个专题',
} as const;

export const FUND_FORECAST_TEXTS = {
  potential: '收益潜力',
  profitProbability: '盈利概率',
  expectedProfit: '预期收益',
  expectedLoss: '预期亏损',
  horizon: '持有期',
  assetForecast: '资产预测',
  principalPrefix: '投入',
  worst: '较差',
  median: '中位',
  best: '较好',
  samples: '样本数',
  bestPotential: '潜力基金',
  toolsSearchTitle: '选择基金',
  toolsSearchPlaceholder: '输入基金代码或名称',
} as const;

export const FUND_STYLE_TEXTS = {
  title: '基金风格',
  overview: '风格总览',
  monthly: '月度表现',
  history: '风格指数走势',
  avgPercent: '平均涨幅',
  maxPercent: '最高涨幅',
  fundsCount: '基金数',
  relatedFunds: '代表基金',
  indexValue: '风格指数',
  dayPercent: '日涨幅',
  yearPercent: '近1年',
  monthPercent: '当月涨幅',
} as const;

export const FAQ_TEXTS = {
  title: '常见问题',
} as const;

export const APP_DOWNLOAD_TEXTS = {
  title: '下载App',
  slogan: '更多专业工具，尽在App',
  features: ['资产体检：一键检查持仓健康度', '基金模型：量化模型帮你选基金', '组合调仓：调仓提醒不错过'],
  storeHint: '请在手机应用商店搜索“基金”下载App',
} as const;

/** The FAQ page's questions; an id is the anchor a link names (/faq/#unionpay opens that one). */
export const FAQ_ENTRIES: readonly { id: string; question: string; answer: string }[] = [
  {
    id: 'unionpay',
    question: '绑卡遇到问题怎么办？',
    answer: '请确认银行卡为本人名下的借记卡，且预留手机号与填写的一致；银行卡需开通银联在线支付（无卡支付）功能，可致电银行客服或在手机银行中开通。仍无法绑定时，可更换其他银行卡再试。',
  },
  {
    id: 'buy',
    question: '买入基金后什么时候确认份额？',
    answer: '交易日15:00前买入，按当日净值计算份额，一般在下一个交易日确认；15:00后或非交易日买入，顺延至下一个交易日计算。',
  },
  {
    id: 'sell',
    question: '卖出基金后资金多久到账？',
    answer: '卖出份额按申请当日净值计算，资金一般在确认后1至4个交易日内回到银行卡，具体以各基金的到账时间为准。',
  },
  {
    id: 'fee',
    question: '买卖基金收取哪些费用？',
    answer: '买入时收取申购费，卖出时按持有时间收取赎回费；基金每日计提管理费和托管费，已包含在净值中。费率详情见基金详情页。',
  },
  {
    id: 'fixed_investment',
    question: '定投扣款失败怎么办？',
    answer: '请确认扣款日银行卡余额充足且单笔限额足够。连续扣款失败的定投计划会暂停，可在我的定投中恢复或修改。',
  },
  {
    id: 'risk',
    question: '为什么买入前要做风险测评？',
    answer: '根据监管要求，购买基金前需完成风险承受能力测评。产品风险等级高于您的风险等级时，需要您确认后才能购买。',
  },
];
