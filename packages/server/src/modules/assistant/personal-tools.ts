// Tools over the caller's own ledger: holdings, income, open orders' arrival, plans, risk, trades, follows.
// Each reads through the services the app's own pages use, so the assistant's figures are the app's figures.
import { AI_EMPTY, cardLink, type ChatCard } from '@fund/core/assistant';
import { toDecimal } from '@fund/core/money';
import { OPEN_TRADE_STATUSES, isBuyDirection, tradeDirectionText, tradeStatusText, type TradeStatus } from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import { SymbolType } from '@fund/core/fund';
import { FixedInvestmentStatus } from '@fund/core/plan';
import { heldFunds, myAssets } from '../assets/holdings-service';
import { myPlans } from '../plan/plan-reads';
import { myRisk } from '../risk/profile-service';
import { following } from '../research/following/following-service';
import { tradeDetail, tradeRecords } from '../trade/records-service';
import { incomeByFundOn, incomeDay } from './assistant-repo';
import { card, field, gain, money, percent } from './card-kit';
import type { ToolContext, ToolResult } from './tool-types';

const FIVE = { page: 1, page_size: 5 };

export async function holdingsTool(ctx: ToolContext, userId: number): Promise<ToolResult> {
  const assets = await myAssets(ctx.db, userId);
  const held = await heldFunds(ctx.db, userId, { page: 1, page_size: 50 });
  if (toDecimal(assets.assets_total).eq(0)) return { cards: [], data: { assets_total: '0.00' }, empty: AI_EMPTY.holdings };
  const total = toDecimal(assets.assets_total);
  const rows = held.results.map((h) => ({
    title: h.fund.abbr_name,
    subtitle: `${h.fund.symbol} · ${h.fund.investment_risk_display}`,
    fields: [
      money('worth_value', '市值(元)', h.worth_value),
      field('weight', '占比', `${toDecimal(h.worth_value).div(total).times(100).toFixed(2)}%`),
      gain('income_latest', '昨日收益(元)', h.income_latest),
      gain('income_total', '累计收益(元)', h.income_total),
    ],
    link: cardLink('holding', { id: String(h.fund.id) }),
  }));
  const health: ChatCard = card('asset_health', '持仓体检', cardLink('asset_health'), {
    fields: [
      money('assets_total', '总资产(元)', assets.assets_total),
      gain('income_latest', '昨日收益(元)', assets.income_latest),
      gain('income_total', '累计收益(元)', assets.income_total),
      money('bao_worth', '现金宝(元)', assets.bao?.worth_value ?? '0.00'),
      money('funds_worth', '基金(元)', assets.funds?.worth_value ?? '0.00'),
      field('fund_count', '持有基金(只)', String(held.results.length)),
    ],
    rows,
    note: concentrationNote(rows.map((r) => r.fields[1]?.value ?? '0%')),
  });
  return { cards: [health], data: { assets: { total: assets.assets_total, income_latest: assets.income_latest, income_total: assets.income_total, bao: assets.bao?.worth_value ?? '0.00', funds: assets.funds?.worth_value ?? '0.00' }, holdings: rows } };
}

/** One fund over half the assets is a concentration worth saying; it is a fact, not advice. */
function concentrationNote(weights: string[]): string | null {
  const top = weights.map((w) => Number.parseFloat(w)).sort((a, b) => b - a)[0];
  return top !== undefined && top > 50 ? '单只基金占比超过50%，持仓较为集中' : null;
}

export async function incomeTool(ctx: ToolContext, userId: number, date: string | null, symbols: readonly string[]): Promise<ToolResult> {
  const day = await incomeDay(ctx.db, userId, date);
  if (day === null) return { cards: [], data: { income: null }, empty: AI_EMPTY.income };
  const all = await incomeByFundOn(ctx.db, userId, day);
  const rows = all.filter((r) => symbols.length === 0 || symbols.includes(r.symbol));
  const total = rows.reduce((s, r) => s.plus(r.income), toDecimal(0));
  const list = rows.map((r) => ({
    title: r.abbr_name,
    subtitle: r.symbol,
    fields: [gain('income', '收益(元)', r.income), r.is_bao ? field('nav_change', '净值涨跌', '--') : percent('nav_change', '当日净值涨跌', r.percent)],
    link: cardLink('fund', { symbol: r.symbol }),
  }));
  // Why it moved: the fund whose income moved the total most, with its NAV change that day.
  const biggest = [...rows].sort((a, b) => toDecimal(b.income).abs().cmp(toDecimal(a.income).abs()))[0];
  const why = biggest && !biggest.is_bao && biggest.percent !== null ? `${biggest.abbr_name}当日净值${toDecimal(biggest.percent).gte(0) ? '上涨' : '下跌'}${toDecimal(biggest.percent).abs().toFixed(2)}%，带来${toDecimal(biggest.income).toFixed(2)}元收益，影响最大` : null;
  return {
    cards: [card('income', `${day} 收益`, cardLink('income'), { fields: [field('date', '日期', day), gain('income', '当日收益(元)', total)], rows: list, note: why })],
    data: { date: day, income: total.toFixed(2), funds: rows.map((r) => ({ symbol: r.symbol, name: r.abbr_name, income: toDecimal(r.income).toFixed(2), nav_change_percent: r.percent })) },
  };
}

export async function arrivalTool(ctx: ToolContext, userId: number, symbols: readonly string[]): Promise<ToolResult> {
  const page = await tradeRecords(ctx.db, userId, { tab: 'fund' }, { page: 1, page_size: 50 });
  const open = page.results.filter((t) => OPEN_TRADE_STATUSES.includes(t.status as TradeStatus) && (symbols.length === 0 || (t.fund && symbols.includes(t.fund.symbol)))).slice(0, FIVE.page_size);
  if (open.length === 0) return { cards: [], data: { open_trades: [] }, empty: AI_EMPTY.arrival };
  const details = await Promise.all(open.map((t) => tradeDetail(ctx.db, userId, t.id, ctx.now)));
  const rows = details.map((d) => ({
    title: `${tradeDirectionText(d.direction)} ${d.fund?.abbr_name ?? ''}`,
    subtitle: tradeStatusText({ status: d.status, direction: d.direction, isBao: d.fund?.is_bao === true }),
    fields: [
      isBuyDirection(d.direction) ? money('amount', '金额(元)', d.amount) : field('shares', '份额', toDecimal(d.shares).toFixed(2)),
      field('trade_date', '交易日', d.trade_date),
      field('confirm_date', '份额确认', d.confirm_date ?? '--'),
      ...(d.remittance_date ? [field('remittance_date', '资金到账', d.remittance_date)] : []),
    ],
    link: cardLink('trade', { id: String(d.id) }),
  }));
  return {
    cards: [card('arrival', '在途交易', cardLink('trades'), { rows })],
    data: details.map((d) => ({ id: d.id, fund: d.fund?.symbol, direction: d.direction, amount: d.amount, shares: d.shares, trade_date: d.trade_date, confirm_date: d.confirm_date, remittance_date: d.remittance_date })),
  };
}

export async function plansTool(ctx: ToolContext, userId: number, symbols: readonly string[]): Promise<ToolResult> {
  const page = await myPlans(ctx.db, userId, { page: 1, page_size: 50 });
  const working = page.results.filter((p) => p.status === FixedInvestmentStatus.Working && (symbols.length === 0 || symbols.includes(p.fund.symbol)));
  const next = [...working].sort((a, b) => (a.next_date ?? '9').localeCompare(b.next_date ?? '9')).slice(0, FIVE.page_size);
  if (next.length === 0) return { cards: [], data: { plans: [] }, empty: AI_EMPTY.plan_next };
  const rows = next.map((p) => ({
    title: p.fund.abbr_name,
    subtitle: p.fund.symbol,
    fields: [field('next_date', '下次扣款', p.next_date ?? '--'), money('amount', '每期金额(元)', p.amount), money('total_amount', '累计投入(元)', p.total_amount)],
    link: cardLink('plan', { id: String(p.id) }),
  }));
  return { cards: [card('plan', '定投计划', cardLink('plans'), { rows })], data: next.map((p) => ({ id: p.id, fund: p.fund.symbol, next_date: p.next_date, amount: p.amount, total_amount: p.total_amount })) };
}

export async function riskTool(ctx: ToolContext, userId: number): Promise<ToolResult> {
  const risk = await myRisk(ctx.db, userId, ctx.now);
  if (risk.investment_risk === 0) {
    return { cards: [card('investment_risk', '风险测评', cardLink('investment_risk'), { fields: [field('status', '测评状态', risk.investment_risk_status_display)] })], data: { level: 0 }, empty: AI_EMPTY.risk_level };
  }
  return {
    cards: [
      card('investment_risk', '我的风险等级', cardLink('investment_risk'), {
        fields: [
          field('level', '风险类型', risk.investment_risk_display),
          field('status', '测评状态', risk.investment_risk_status_display),
          field('effective_to', '有效期至', risk.effective_to ?? '--'),
        ],
        note: risk.investment_risk_summary,
      }),
    ],
    data: { level: risk.investment_risk, type: risk.investment_risk_display, status: risk.investment_risk_status_display, effective_to: risk.effective_to },
  };
}

export async function tradesTool(ctx: ToolContext, userId: number, symbols: readonly string[]): Promise<ToolResult> {
  const page = await tradeRecords(ctx.db, userId, { tab: 'fund' }, { page: 1, page_size: 50 });
  const mine = page.results.filter((t) => symbols.length === 0 || (t.fund && symbols.includes(t.fund.symbol))).slice(0, FIVE.page_size);
  if (mine.length === 0) return { cards: [], data: { trades: [] }, empty: AI_EMPTY.recent_trades };
  const rows = mine.map((t: Wire.TradeRecord) => ({
    title: `${tradeDirectionText(t.direction)} ${t.fund?.abbr_name ?? ''}`,
    subtitle: `${t.apply_date.slice(0, 10)} · ${tradeStatusText({ status: t.status, direction: t.direction, isBao: t.fund?.is_bao === true })}`,
    fields: [money('amount', '金额(元)', t.amount), field('shares', '份额', toDecimal(t.shares).toFixed(2))],
    link: cardLink('trade', { id: String(t.id) }),
  }));
  return { cards: [card('trade', '最近交易', cardLink('trades'), { rows })], data: mine.map((t) => ({ id: t.id, fund: t.fund?.symbol, direction: t.direction, amount: t.amount, shares: t.shares, date: t.apply_date.slice(0, 10) })) };
}

export async function followedTool(ctx: ToolContext, userId: number): Promise<ToolResult> {
  const page = await following(ctx.db, userId, { symbol_type: String(SymbolType.Fund), page_size: FIVE.page_size });
  if (page.results.length === 0) return { cards: [], data: { followed: [] }, empty: AI_EMPTY.followed_funds };
  const rows = page.results.map((f) => ({ title: f.abbr_name, subtitle: f.symbol, fields: [percent('percent_day', '日涨跌', f.percent_day)], link: cardLink('fund', { symbol: f.symbol }) }));
  return { cards: [card('symbol_follow', '我关注的基金', cardLink('symbol_follow'), { rows })], data: page.results.map((f) => ({ symbol: f.symbol, percent_day: f.percent_day })) };
}
