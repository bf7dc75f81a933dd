// The promotion landing pages (spec 03 names them without content): what each says, its rules and where
// its button leads. No page promises returns or gifts tied to what a user buys.

export interface PromoLanding {
  title: string;
  lead: string;
  points: readonly string[];
  rules: readonly string[];
  cta: { label: string; url: string };
}

const COMMON_RULES = ['基金投资有风险，过往业绩不代表未来表现，请根据自身风险承受能力谨慎选择。', '本页面内容仅供参考，不构成投资建议。'] as const;

export const PROMO_LANDINGS = {
  fundPortfolios: {
    title: '精选基金组合',
    lead: '投资顾问按不同目标搭配的基金组合，一键买入，省心配置。',
    points: ['分散投资多只基金，降低单只基金的波动', '专业团队持续跟踪，适时给出调仓建议', '按风险等级选择，稳健或进取各有所选'],
    rules: ['组合的历史业绩不代表未来表现。', '买入前请完成风险测评，只可买入与风险等级相匹配的组合。', ...COMMON_RULES],
    cta: { label: '查看更多组合', url: '/store/portfolios/' },
  },
  diagnose: {
    title: '基金体检',
    lead: '输入基金代码或名称，从收益、风险、经理和规模几个方面看一只基金是否健康。',
    points: ['收益能力：与同类基金比一比', '抗风险能力：最大回撤与波动一目了然', '经理与规模：任职表现和规模变化'],
    rules: ['诊断结果基于公开数据计算，每个交易日更新。', '未登录用户可免费查看3次诊断详情。', ...COMMON_RULES],
    cta: { label: '开始诊断', url: '/symbols/funds/diagnosis/search' },
  },
  diagnosis: {
    title: '持仓诊断',
    lead: '看看自选和持有的基金表现如何，发现需要关注的问题。',
    points: ['一键诊断自选基金', '按基金公司查看旗下基金的诊断结果', '诊断回顾：跟踪历次诊断的变化'],
    rules: ['诊断结果基于公开数据计算，每个交易日更新。', ...COMMON_RULES],
    cta: { label: '诊断我的自选', url: '/symbols/funds/diagnosis/optional' },
  },
  fmRadio: {
    title: '理财电台',
    lead: '每天几分钟，听懂市场动态和基金投资知识。',
    points: ['市场早知道：交易日早间播报', '基金小课堂：从入门到进阶', '投资者故事：长期投资的经验分享'],
    rules: ['节目内容仅供学习交流，不构成投资建议。', ...COMMON_RULES],
    cta: { label: '去看资讯', url: '/' },
  },
  fixedInvest: {
    title: '定投，让时间帮你投资',
    lead: '每月固定日期自动买入，不用择时，平摊成本，适合长期积累。',
    points: ['最低10元起投，按月、按周或按双周扣款', '遇到非交易日顺延到下一个交易日', '随时暂停或终止，灵活掌控'],
    rules: ['开启定投后，每期在约定日期从绑定的银行卡扣款。', '连续三期扣款失败，定投计划将自动暂停。', '定投不能保证收益，也不能完全避免亏损。', ...COMMON_RULES],
    cta: { label: '挑选定投基金', url: '/symbols/funds/' },
  },
} as const satisfies Record<string, PromoLanding>;

export const PROMO_LANDING_TEXTS = {
  rulesTitle: '活动规则',
  portfoliosTitle: '推荐组合',
  portfoliosEmpty: '暂无可推荐的组合',
  netValue: '最新净值',
  yld: '近一年收益',
} as const;
