// What the portfolio pages around /p/{id}/ and the owner's pages show (spec 02 §2 Portfolios): the NAV
// history with its period tabs and benchmark, the position history, the trade notice, and the page URLs.
import { formatSignedPercent, type PercentDisplay } from '../money/percent-format';
import { toDecimal } from '../money/decimal';
import { formatAmount } from '../money/amount-format';
import { portfolioRiskLevelText } from '../risk/risk-profile';
import { moveArrow } from './owner-rules';
import { OWNER_TEXTS } from './owner-texts';
import { FundSubtype } from '../fund/fund-codes';
import { FUND_SUBTYPE_TEXTS } from '../fund/fund-classification';
import { monthsBefore } from '../fund/nav-chart-periods';

/** Net value history rows a page (spec 02 §9). */
export const NAV_HISTORY_PAGE_SIZE = 365;
/**
 * Rows the table draws at first and adds with each 显示更多: a page of 365 rows drawn at once is over 2,000
 * nodes, past the mini programs' 1,000-node guide for a first render.
 */
export const NAV_HISTORY_ROWS_DRAWN = 60;
/** The index the NAV chart is compared with. */
export const NAV_BENCHMARK = { symbol: 'SH000300', name: '沪深300' } as const;
/** Daily closes of the benchmark to ask for: enough for 成立来 of the demo portfolios. */
export const NAV_BENCHMARK_COUNT = 1000;

export const NAV_PERIODS = [
  { key: 'm1', label: '近1月', months: 1 },
  { key: 'm3', label: '近3月', months: 3 },
  { key: 'm6', label: '近6月', months: 6 },
  { key: 'y1', label: '近1年', months: 12 },
  { key: 'all', label: '成立来', months: null },
] as const;
export type NavPeriodKey = (typeof NAV_PERIODS)[number]['key'];

export const PORTFOLIO_PAGE_URLS = {
  netvalueHistory: (id: number) => `/p/${id}/netvalue_history/`,
  positionHistory: (id: number) => `/p/${id}/position_history/`,
  tradeNotice: (id: number) => `/p/${id}/trade_notice/`,
  manage: (id: number) => `/portfolio/${id}/`,
  create: '/portfolio/create/',
  edit: (id: number) => `/portfolio/create/?portfolio_id=${id}`,
  adjust: (id: number) => `/portfolio/position_adjustments/?portfolio_id=${id}`,
  following: '/portfolio/following/',
  pandorasBox: '/portfolio/topics/pandoras_box/',
} as const;

export const PORTFOLIO_PAGE_TEXTS = {
  netvalueHistory: '历史净值',
  positionHistory: '调仓记录',
  tradeNotice: '交易须知',
  manage: '管理组合',
  adjust: '调仓',
  edit: '编辑组合',
  create: '创建组合',
  publish: '发布组合',
  columnDate: '日期',
  columnNav: '单位净值',
  columnDay: '日涨幅',
  showMoreRows: '显示更多',
  portfolioLine: '本组合',
  noAdjustments: '暂无调仓记录',
  adjustNote: '调仓说明',
  cutOff: (time: string) => `交易日${time}前提交的申请按当日净值确认，${time}后按下一交易日处理`,
  buyTimeline: (apply: string, confirm: string, income: string) => `买入：${apply}申请，${confirm}确认份额（T+1），${income}起计算收益`,
  sellTimeline: (apply: string, confirm: string, arrive: string) => `卖出：${apply}申请，${confirm}确认，预计${arrive}到账`,
  feeTitle: '费率',
  buyFee: '买入费率',
  sellFee: '卖出费率',
  advisoryFee: (ratePercent: string) => `投顾服务费：${ratePercent}%/年，按日计提`,
  minBuy: (amount: string) => `起购金额：${amount}元`,
  risk: (text: string) => `风险等级：${text}`,
  searchPlaceholder: '搜索基金代码或名称',
  weightsTotal: (total: string) => `合计${total}%`,
  estimateTitle: (label: string) => `预估净值（${label}）`,
  followingEmpty: '还没有关注的组合',
  share: '分享组合',
  viewPortfolio: '查看组合',
  notOwner: '仅组合主理人可管理该组合',
  descriptionLabel: '组合简介',
  nameLabel: '组合名称',
  amountMinBuyLabel: '起购金额（元）',
  check: '检查',
  estimate: '预估净值',
  save: '保存',
  submitAdjust: '提交调仓',
  addFund: '添加',
  remove: '移除',
  pickFunds: '选择基金',
  allTypes: '全部',
} as const;

export interface DatedValue {
  date: string;
  value: string;
}

/** The first day of a period ending on `latest`; null for 成立来 (everything). */
export function periodStart(latest: string, key: NavPeriodKey): string | null {
  const period = NAV_PERIODS.find((p) => p.key === key);
  if (!period || period.months === null) return null;
  // Clamped to the month's last day (03-31 minus one month is 02-28), as the fund charts do.
  return monthsBefore(latest, period.months);
}

/** The points of a period, oldest first. */
export function pointsOfPeriod<T extends { date: string }>(points: readonly T[], key: NavPeriodKey): T[] {
  const latest = points[points.length - 1]?.date;
  if (latest === undefined) return [];
  const start = periodStart(latest, key);
  return start === null ? [...points] : points.filter((p) => p.date >= start);
}

/** Percent change of each point from the first one (so a portfolio and its benchmark share one axis). */
export function relativeChange(points: readonly DatedValue[]): { date: string; percent: number }[] {
  const base = points[0];
  if (!base || toDecimal(base.value).eq(0)) return [];
  // A chart coordinate, not money: a plain number is what the drawing needs.
  return points.map((p) => ({ date: p.date, percent: Number(toDecimal(p.value).div(base.value).minus(1).times(100).toFixed(4)) }));
}

export interface NavChartView {
  portfolio: PercentDisplay;
  benchmark: PercentDisplay;
  /** An SVG image (data URI) of both lines: the mini programs and H5 all show it in an Image. */
  image: string;
}

const W = 320;
const H = 160;

function polyline(series: readonly { date: string; percent: number }[], dates: readonly string[], lo: number, hi: number, colour: string): string {
  const x = (date: string) => (dates.length <= 1 ? 0 : (dates.indexOf(date) / (dates.length - 1)) * W);
  const y = (v: number) => (hi === lo ? H / 2 : H - ((v - lo) / (hi - lo)) * H);
  const pts = series.filter((p) => dates.includes(p.date)).map((p) => `${x(p.date).toFixed(1)},${y(p.percent).toFixed(1)}`).join(' ');
  return `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${pts}"/>`;
}

/** The period's portfolio line (red) against the benchmark (grey) from the same start, with both returns. */
export function navChartView(portfolio: readonly DatedValue[], benchmark: readonly DatedValue[], key: NavPeriodKey): NavChartView {
  const own = pointsOfPeriod(portfolio, key);
  const start = own[0]?.date ?? '';
  const bench = benchmark.filter((b) => b.date >= start && b.date <= (own[own.length - 1]?.date ?? ''));
  const a = relativeChange(own);
  const b = relativeChange(bench);
  const dates = own.map((p) => p.date);
  const all = [...a, ...b].map((p) => p.percent);
  const lo = Math.min(0, ...all);
  const hi = Math.max(0, ...all);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${polyline(b, dates, lo, hi, '#999999')}${polyline(a, dates, lo, hi, '#e4393c')}</svg>`;
  return {
    portfolio: formatSignedPercent(a[a.length - 1]?.percent ?? null),
    benchmark: formatSignedPercent(b[b.length - 1]?.percent ?? null),
    image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
  };
}

export interface NavHistoryRow {
  date: string;
  nav: string;
  day: PercentDisplay;
}

export function navHistoryRow(point: { date: string; net_value: string; percent: string | null }): NavHistoryRow {
  return { date: point.date, nav: point.net_value, day: formatSignedPercent(point.percent) };
}

export interface AdjustmentRowView {
  key: string;
  name: string;
  /** '40.00% → 50.00%' */
  change: string;
  arrow: '↑' | '↓' | '';
  tone: 'up' | 'down' | 'flat';
}

export interface AdjustmentView {
  date: string;
  note: string;
  pending: string | null;
  rows: AdjustmentRowView[];
}

export function adjustmentView(a: { effective_from: string; effective: boolean; description: string; positions: readonly { symbol: string; name: string; old_percent: string; percent: string }[] }): AdjustmentView {
  return {
    date: a.effective_from,
    note: a.description,
    pending: a.effective ? null : OWNER_TEXTS.effectiveNextDay(a.effective_from),
    rows: a.positions.map((p) => {
      const arrow = moveArrow(p);
      return { key: p.symbol, name: p.name, change: `${p.old_percent}% → ${p.percent}%`, arrow, tone: arrow === '↑' ? 'up' : arrow === '↓' ? 'down' : 'flat' };
    }),
  };
}

const ratioPercent = (ratio: string) => toDecimal(ratio).times(100).toFixed(2);

export interface TradeNoticeView {
  lines: string[];
  fees: { name: string; buy: string; sell: string }[];
  advisoryFee: string;
  minBuy: string;
  risk: string;
  compliance: string;
  advisor: string;
}

/** The trade notice from the timetable, the fee terms and the portfolio. */
export function tradeNoticeView(
  p: { amount_min_buy: string; investment_risk: number; advisor_title?: string; user: { username: string } },
  t: { cutoff_time: string; buy: { apply_date: string; confirm_date: string; income_date: string }; sell: { apply_date: string; confirm_date: string; arrive_date: string } },
  fare: { manage_fare_ratio: string; funds: readonly { name: string; fare_ratio_buy: string; discount_rate_buy: string; fare_ratio_sell: string }[] },
): TradeNoticeView {
  return {
    lines: [
      PORTFOLIO_PAGE_TEXTS.cutOff(t.cutoff_time),
      PORTFOLIO_PAGE_TEXTS.buyTimeline(t.buy.apply_date, t.buy.confirm_date, t.buy.income_date),
      PORTFOLIO_PAGE_TEXTS.sellTimeline(t.sell.apply_date, t.sell.confirm_date, t.sell.arrive_date),
    ],
    fees: fare.funds.map((f) => ({ name: f.name, buy: `${ratioPercent(toDecimal(f.fare_ratio_buy).times(f.discount_rate_buy).toString())}%`, sell: `${ratioPercent(f.fare_ratio_sell)}%` })),
    advisoryFee: PORTFOLIO_PAGE_TEXTS.advisoryFee(ratioPercent(fare.manage_fare_ratio)),
    minBuy: PORTFOLIO_PAGE_TEXTS.minBuy(formatAmount(p.amount_min_buy)),
    risk: PORTFOLIO_PAGE_TEXTS.risk(portfolioRiskLevelText(p.investment_risk)),
    compliance: OWNER_TEXTS.compliance,
    advisor: OWNER_TEXTS.advisorLine(p.advisor_title || p.user.username),
  };
}

/** The running total of the weights being set, and whether it is exactly 100. */
export function weightsTotal(percents: readonly string[]): { text: string; exact: boolean } {
  let total = toDecimal(0);
  for (const p of percents) {
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(p.trim())) continue;
    total = total.plus(p.trim());
  }
  return { text: PORTFOLIO_PAGE_TEXTS.weightsTotal(total.toFixed(2)), exact: total.eq(100) };
}

/** The type filter of the fund picker: all, then the kinds a portfolio is built from. */
export const CANDIDATE_TYPES: readonly { value: number | null; name: string }[] = [
  { value: null, name: PORTFOLIO_PAGE_TEXTS.allTypes },
  ...[FundSubtype.Stock, FundSubtype.Mixed, FundSubtype.Bond, FundSubtype.Index, FundSubtype.Qdii, FundSubtype.Money].map((t) => ({ value: t, name: FUND_SUBTYPE_TEXTS[t] })),
];
