// Labels, hints and messages of my assets, income, more, the private-fund and advisory questionnaires,
// and the shared guide overlay and share mask.
import { RISK_SCREEN_TEXTS } from '../account/account-screen-texts';
import { AppOnlyTool } from '../ui/limits';
import { type AssetPieCategory } from './asset-pie';
import { BAO_NAME } from '../cash-treasure/cash-treasure-texts';

export const MY_ASSETS_TEXTS = {
  title: '我的资产',
  totalAssets: '总资产(元)',
  latestIncome: '最新收益',
  totalIncome: '累计收益',
  tradeDate: (date: string) => `截至${date}`,
  worth: '市值',
  fare: '待扣费用',
  incomeChart: '每日收益',
  earlier: '更早',
  later: '较近',
  incomeEmpty: '暂无收益记录',
  allocation: '资产配置',
  allocationEmpty: '暂无持仓，买入基金后这里显示资产配置',
  incomeDetail: '收益明细',
  blocks: {
    bao: BAO_NAME,
    funds: '基金',
    private_funds: '私募',
    fund_portfolios: '组合',
  },
} as const;

export const INCOME_TEXTS = {
  title: '收益明细',
  date: '日期',
  income: '收益(元)',
  empty: '暂无收益记录',
} as const;

/** Names of the allocation pie's categories (stock, bond, cash, other). */
export const ASSET_PIE_CATEGORY_TEXTS = {
  stock: '股票',
  bond: '债券',
  cash: '现金',
  other: '其他',
} as const satisfies Record<AssetPieCategory, string>;

export const MORE_TEXTS = {
  title: '更多',
  myAssets: '我的资产',
  income: '收益明细',
  privateFundRisk: '私募合格投资者认定',
  advisorRisk: '投顾风险测评',
  assetHealth: '资产健康',
  fundModel: '基金模型',
  share: '分享给好友',
  download: '下载App',
} as const;

/** The entries of the more page, in screen order: a page, an app-only tool, or the share mask. */
export const MORE_ENTRIES = [
  { key: 'my_assets', label: MORE_TEXTS.myAssets, kind: 'page', url: '/accounts/my_assets/' },
  { key: 'income', label: MORE_TEXTS.income, kind: 'page', url: '/accounts/income/' },
  { key: 'private_fund_risk', label: MORE_TEXTS.privateFundRisk, kind: 'page', url: '/privatefunds/investment_risk/mine/' },
  { key: 'asset_health', label: MORE_TEXTS.assetHealth, kind: 'app_only', tool: AppOnlyTool.AssetHealth },
  { key: 'fund_model', label: MORE_TEXTS.fundModel, kind: 'app_only', tool: AppOnlyTool.FundModel },
  { key: 'share', label: MORE_TEXTS.share, kind: 'share' },
  { key: 'download', label: MORE_TEXTS.download, kind: 'page', url: '/app/download' },
] as const;

export const PRIVATE_FUND_RISK_TEXTS = {
  title: '私募风险测评',
  questionsTitle: '私募基金合格投资者问卷',
  qualified: '合格投资者',
  notQualified: '非合格投资者',
  qualifiedLabel: '投资者认定',
  untested: '您还未进行私募风险测评',
  intro: '购买私募基金前，需完成合格投资者认定与风险测评',
  start: RISK_SCREEN_TEXTS.start,
  again: RISK_SCREEN_TEXTS.again,
} as const;

export const ADVISOR_RISK_TEXTS = {
  title: '投顾风险测评',
  noPortfolio: '投顾风险测评需从组合页面进入，请先选择投顾组合',
  unavailable: '该投顾组合暂不可用，无法进行风险测评',
  back: '返回',
  resultMatches: '您的风险承受能力与该组合匹配',
  resultBelow: '该组合风险等级高于您的风险承受能力，请谨慎投资',
} as const;

export const GUIDE_TEXTS = {
  dismiss: '我知道了',
  // A card in the middle of the screen, pointing at nothing: it names the chart it is about.
  myAssets: `「${MY_ASSETS_TEXTS.incomeChart}」图按日显示您的收益（红色为盈利、绿色为亏损），图下方是持仓的资产配置`,
} as const;

export const SHARE_MASK_TEXTS = {
  hint: '点击右上角「···」',
  action: '分享给好友或朋友圈',
  close: '关闭',
} as const;
