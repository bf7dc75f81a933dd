// Tools over the market: a fund's figures, two funds side by side, the fee and shares of a purchase (the
// order's own fee rule), the cash treasure's yield, and funds within a risk level for advice answers.
import { AI_EMPTY, cardLink, type FundPeriod } from '@fund/core/assistant';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import { meetsRiskLevel, riskLevelText } from '@fund/core/risk';
import { purchaseShares } from '@fund/core/trade';
import { baoInfo } from '../cash-treasure/bao-service';
import { suitabilityOf } from '../risk/profile-service';
import { buyFeeQuote } from '../trade/quote-service';
import { fundFigures, fundsWithinRisk } from './assistant-repo';
import { card, field, money, percent } from './card-kit';
import type { ToolContext, ToolResult } from './tool-types';

type FundFigures = Awaited<ReturnType<typeof fundFigures>>[number];

/** The fund column of each period; the demo market keeps no year-to-date or since-inception figure. */
const PERIOD_COLUMNS: Record<FundPeriod, { column: keyof FundFigures; label: string }> = {
  week: { column: 'percent_week', label: '近1周' },
  month: { column: 'percent_month', label: '近1月' },
  month3: { column: 'percent_season', label: '近3月' },
  month6: { column: 'percent_six_month', label: '近6月' },
  year: { column: 'percent_year', label: '近1年' },
  year3: { column: 'percent_three_year', label: '近3年' },
  this_year: { column: 'percent_year', label: '近1年' },
  all: { column: 'percent_three_year', label: '近3年' },
};

function periodField(f: FundFigures, period: FundPeriod) {
  const p = PERIOD_COLUMNS[period];
  const value = f[p.column];
  return percent(p.column, p.label, typeof value === 'string' ? value : null);
}

function fundFields(f: FundFigures, period: FundPeriod | null) {
  const fields = [
    field('net_value', `单位净值(${f.tradedate ?? '--'})`, f.net_value ?? '--'),
    percent('percent_day', '日涨跌', f.percent_day),
    periodField(f, period ?? 'year'),
    field('risk', '风险等级', riskLevelText(f.investment_risk)),
  ];
  if (period !== null && period !== 'year') fields.splice(3, 0, periodField(f, 'year'));
  return fields;
}

function fundData(f: FundFigures) {
  return { symbol: f.symbol, name: f.abbr_name, net_value: f.net_value, date: f.tradedate, percent_day: f.percent_day, percent_month: f.percent_month, percent_season: f.percent_season, percent_six_month: f.percent_six_month, percent_year: f.percent_year, percent_three_year: f.percent_three_year, risk_level: f.investment_risk };
}

async function figuresOf(ctx: ToolContext, symbols: readonly string[]): Promise<FundFigures[]> {
  const rows = await fundFigures(ctx.db, symbols);
  return symbols.map((s) => rows.find((r) => r.symbol === s)).filter((r): r is FundFigures => r !== undefined);
}

export async function fundTool(ctx: ToolContext, symbols: readonly string[], period: FundPeriod | null): Promise<ToolResult> {
  const funds = await figuresOf(ctx, symbols.slice(0, 1));
  if (funds.length === 0) return { cards: [], data: { fund: null }, empty: AI_EMPTY.fund_info };
  return {
    cards: funds.map((f) => card('fund', `${f.abbr_name} ${f.symbol}`, cardLink('fund', { symbol: f.symbol }), { fields: fundFields(f, period) })),
    data: funds.map(fundData),
  };
}

export async function compareTool(ctx: ToolContext, symbols: readonly string[], period: FundPeriod | null): Promise<ToolResult> {
  const funds = await figuresOf(ctx, symbols.slice(0, 2));
  const [a, b] = funds;
  if (a === undefined || b === undefined) return { cards: [], data: { funds: funds.map(fundData) }, empty: AI_EMPTY.fund_compare };
  const rows = funds.map((f) => ({ title: f.abbr_name, subtitle: f.symbol, fields: fundFields(f, period), link: cardLink('fund', { symbol: f.symbol }) }));
  return {
    cards: [card('compare', '基金对比', cardLink('compare', {}, { symbolA: a.symbol, symbolB: b.symbol }), { rows })],
    data: funds.map(fundData),
  };
}

export async function buyFeeTool(ctx: ToolContext, symbols: readonly string[], amount: string | null): Promise<ToolResult> {
  const [fund] = await figuresOf(ctx, symbols.slice(0, 1));
  if (fund === undefined || amount === null) return { cards: [], data: { fund: fund?.symbol ?? null, amount }, empty: AI_EMPTY.buy_fee };
  const quote = await buyFeeQuote(ctx.db, { fund_id: fund.id, amount }, ctx.now);
  const net = toDecimal(amount).minus(quote.fee);
  const nav = fund.net_value ?? '1.0000';
  const shares = purchaseShares(net, nav);
  const notes: string[] = [];
  if (toDecimal(amount).lt(quote.amount_min)) notes.push(`该基金起购金额为${quote.amount_min}元`);
  if (ctx.userId !== null) {
    const { userLevel } = await suitabilityOf(ctx.db, ctx.userId, ctx.now);
    if (!meetsRiskLevel(userLevel, fund.investment_risk)) notes.push(`该基金为${riskLevelText(fund.investment_risk)}，高于您的风险承受能力`);
  }
  notes.push(`份额按最新净值${nav}估算，以确认日净值为准`);
  return {
    cards: [
      card('fee', `买入 ${fund.abbr_name}`, cardLink('fee', { symbol: fund.symbol }, { amount }), {
        fields: [
          money('amount', '买入金额(元)', amount),
          money('fee', '手续费(元)', quote.fee),
          field('fare_ratio', '费率', `${toDecimal(quote.fare_ratio_buy).times(toDecimal(quote.discount_rate_buy)).times(100).toFixed(2)}%`),
          money('net', '净申购金额(元)', net),
          field('shares', '预计份额', shares.toFixed(2)),
          field('confirm_at', '份额确认日', quote.confirm_at),
        ],
        note: notes.join('；'),
      }),
    ],
    data: { fund: fund.symbol, amount, fee: quote.fee, saved_fee: quote.saved_fee, net: net.toFixed(2), nav, shares: shares.toFixed(2), confirm_at: quote.confirm_at, amount_min: quote.amount_min },
  };
}

export async function baoTool(ctx: ToolContext, amount: string | null): Promise<ToolResult> {
  const info = await baoInfo(ctx.db, ctx.userId);
  const fields = [percent('year_yld', '七日年化', info.year_yld), field('tenthou_unit_incm', '万份收益(元)', info.tenthou_unit_incm), field('date', '日期', info.fund.tradedate)];
  const data: Record<string, string | null> = { year_yld: info.year_yld, tenthou_unit_incm: info.tenthou_unit_incm, date: info.fund.tradedate };
  if (ctx.userId !== null) {
    fields.push(money('worth_value', '我的现金宝(元)', info.worth_value));
    data.worth_value = info.worth_value;
  }
  let note: string | null = null;
  if (amount !== null) {
    // The last day's income per 10,000 shares applied to the amount: a past figure, not a promise.
    const day = roundHalfUp(toDecimal(info.tenthou_unit_incm).times(amount).div(10000), 2).toFixed(2);
    fields.push(field('estimate', `${amount}元按最近万份收益一天约(元)`, day));
    data.estimate = day;
    note = '按最近一日万份收益估算，不代表未来收益';
  }
  return { cards: [card('bao', info.fund.abbr_name, cardLink('bao'), { fields, note })], data };
}

/** Funds at or below the caller's level: an advice answer shows nothing above it. */
export async function withinRiskTool(ctx: ToolContext, userLevel: number): Promise<ToolResult> {
  const funds = await fundsWithinRisk(ctx.db, userLevel, 5);
  const rows = funds.map((f) => ({ title: f.abbr_name, subtitle: `${f.symbol} · ${riskLevelText(f.investment_risk)}`, fields: [percent('percent_year', '近1年', f.percent_year)], link: cardLink('fund', { symbol: f.symbol }) }));
  return {
    cards: [card('symbol_follow', `${riskLevelText(userLevel)}及以下的基金`, cardLink('symbol_follow'), { rows, note: '按近1年涨跌排列，过往业绩不预示未来表现' })],
    data: funds.map((f) => ({ symbol: f.symbol, risk_level: f.investment_risk, percent_year: f.percent_year })),
  };
}

