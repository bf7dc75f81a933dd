// The portfolio catalogue's answers (spec 02 §7): detail, recommended, detailed positions, net value
// history and chart, fee terms, timetable, topic lists and follows. Figures are as of the market's day.
import { PORTFOLIO_TRADE_TEXTS, PortfolioTopicCode } from '@fund/core/portfolio';
import { buyingTiers, fundFeeSchedule } from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import { CUT_OFF_MINUTES, beijingDate, beijingMinutes } from '@fund/core/calendar';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import { loadCalendar } from '../calendar/market-calendar';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { type PortfolioRow, portfolioById, portfolioWire, targetPositions } from './catalog-repo';
import { navWirePoints, portfolioNavSeries } from './catalog-nav';
import { followedPortfolios, fundRows, fundSellDays, moveFollowers, portfoliosList, portfoliosOfTopic, positionFunds, writeFollow } from './catalogue-repo';

const CUT_OFF_TEXT = '15:00';

export function portfolioNotFound(): Error {
  return detailError(404, PORTFOLIO_TRADE_TEXTS.missingId);
}

/** The portfolio of a path id ('/portfolio/{id}/'), or 404 with the Chinese detail. */
export async function portfolioOf(db: Kysely<DB>, idText: string | undefined): Promise<PortfolioRow> {
  const id = /^\d{1,9}$/.test(idText ?? '') ? Number(idText) : 0;
  const row = id > 0 ? await portfolioById(db, id) : undefined;
  if (!row) throw portfolioNotFound();
  return row;
}

export function detail(db: Kysely<DB>, row: PortfolioRow, day: string, viewerId: number | null): Promise<Wire.Portfolio> {
  return portfolioWire(db, row, day, viewerId);
}

/** Tradable portfolios (all with allow_trade 0), best recent year first. */
export async function recommend(db: Kysely<DB>, q: PageRequest & { allow_trade: 0 | 1 }, day: string, viewerId: number | null): Promise<Wire.Page<Wire.Portfolio>> {
  const rows = await portfoliosList(db, q.allow_trade === 1);
  const wires = await Promise.all(rows.map((r) => portfolioWire(db, r, day, viewerId)));
  const score = (p: Wire.Portfolio) => Number(p.yld ?? p.cumulative);
  wires.sort((a, b) => score(b) - score(a) || a.id - b.id);
  return toPage(q, wires.length, wires.slice(offsetOf(q), offsetOf(q) + q.page_size));
}

/** The target positions with each fund's latest figures, largest first. */
export async function detailedPositions(db: Kysely<DB>, row: PortfolioRow, day: string, q: PageRequest): Promise<Wire.PortfolioDetailedPositionsAnswer> {
  const targets = await targetPositions(db, row.id, day);
  const funds = targets.length === 0 ? [] : await positionFunds(db, targets.map((t) => t.fund_id));
  const byId = new Map(funds.map((f) => [f.id, f]));
  const rows = targets.flatMap((t) => {
    const f = byId.get(t.fund_id);
    if (!f) return [];
    return [{
      symbol: f.symbol, name: f.abbr_name, percent: t.percent, allow_trade: f.allow_trade, allow_buy: f.allow_buy, allow_sell: f.allow_sell, is_bao: f.is_bao,
      symbol_stype: f.symbol_stype, investment_risk: f.investment_risk, net_value: f.net_value, tradedate: f.tradedate, percent_day: f.percent_day, percent_year: f.percent_year, year_yld: f.year_yld,
    }];
  });
  return toPage(q, rows.length, rows.slice(offsetOf(q), offsetOf(q) + q.page_size));
}

/** Net values, newest first, a page at a time. */
export async function netvalueHistory(db: Kysely<DB>, row: PortfolioRow, day: string, q: PageRequest): Promise<Wire.Page<Wire.PortfolioNetValuePoint>> {
  const points = navWirePoints(await portfolioNavSeries(db, row.id, day)).reverse();
  return toPage(q, points.length, points.slice(offsetOf(q), offsetOf(q) + q.page_size));
}

/** The whole series, oldest first, for the chart. */
export async function netvalueDailyChart(db: Kysely<DB>, row: PortfolioRow, day: string): Promise<Wire.PortfolioNetValuePoint[]> {
  return navWirePoints(await portfolioNavSeries(db, row.id, day));
}

/** The portfolio's fee terms and the fees of the funds under its target, each with the tiers its buys and sells pay (core's schedule). */
export async function fareRatio(db: Kysely<DB>, row: PortfolioRow, day: string): Promise<Wire.PortfolioFareRatioAnswer> {
  const targets = await targetPositions(db, row.id, day);
  const funds = targets.length === 0 ? [] : await fundRows(db, targets.map((t) => t.fund_id));
  const byId = new Map(funds.map((f) => [f.id, f]));
  return {
    fare_ratio_buy_min: row.fare_ratio_buy_min,
    fare_ratio_buy_max: row.fare_ratio_buy_max,
    fare_ratio_sell_min: row.fare_ratio_sell_min,
    fare_ratio_sell_max: row.fare_ratio_sell_max,
    discount_rate_buy: row.discount_rate_buy,
    discount_rate_sell: row.discount_rate_sell,
    manage_fare_ratio: row.manage_fare_ratio,
    funds: targets.flatMap((t) => {
      const f = byId.get(t.fund_id);
      if (!f) return [];
      const schedule = fundFeeSchedule(f);
      return [{
        symbol: f.symbol, name: f.abbr_name, percent: t.percent, fare_ratio_buy: f.fare_ratio_buy, discount_rate_buy: f.discount_rate_buy, fare_ratio_sell: f.fare_ratio_sell, discount_rate_sell: f.discount_rate_sell,
        buy: buyingTiers(schedule), sell: schedule.sell,
      }];
    }),
  };
}

/**
 * When an order placed now is applied, confirmed and paid: the trade date is today before 15:00 on a
 * trading day, else the next one; confirmation follows a trading day later; a sale arrives after the
 * slowest fund under the target (the cash treasure is not slower than T+1).
 */
export async function timetable(db: Kysely<DB>, row: PortfolioRow, now: Date): Promise<Wire.PortfolioTimetableAnswer> {
  const today = beijingDate(now);
  const calendar = await loadCalendar(db, today);
  const apply = calendar.isTradingDay(today) && beijingMinutes(now) < CUT_OFF_MINUTES ? today : calendar.nextTradingDay(today);
  const confirm = calendar.addTradingDays(apply, 1);
  const targets = await targetPositions(db, row.id, today);
  const funds = targets.length === 0 ? [] : await fundSellDays(db, targets.map((t) => t.fund_id));
  const tDaysSell = Math.max(1, ...funds.map((f) => f.t_days_sell));
  return {
    buy: { apply_date: apply, confirm_date: confirm, income_date: calendar.addTradingDays(confirm, 1) },
    sell: { apply_date: apply, confirm_date: confirm, arrive_date: calendar.addTradingDays(confirm, tDaysSell) },
    t_days_sell: tDaysSell,
    cutoff_time: CUT_OFF_TEXT,
  };
}

/** The portfolios of a topic ('xds', 'pandoras_box'); an unknown code has none. */
export async function topic(db: Kysely<DB>, code: string, day: string, viewerId: number | null): Promise<Wire.PortfolioTopicsAnswer> {
  const known = (Object.values(PortfolioTopicCode) as string[]).includes(code);
  const rows = known ? await portfoliosOfTopic(db, code) : [];
  const portfolios = await Promise.all(rows.map((r) => portfolioWire(db, r, day, viewerId)));
  // The contract's open object cannot hold typed portfolios without this cast (Portfolio has no index signature).
  return { code, portfolios };
}

/** Follows or unfollows; followers_count moves only when the follow set changed. */
export async function setFollow(db: Kysely<DB>, userId: number, row: PortfolioRow, follow: boolean, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const n = await writeFollow(trx, userId, row.id, follow, now);
    if (n > 0) {
      await moveFollowers(trx, row.id, follow);
    }
  });
}

/** The user's followed portfolios, latest first (a guest follows none here; the client keeps theirs). */
export async function following(db: Kysely<DB>, userId: number | null, q: PageRequest, day: string): Promise<Wire.Page<Wire.Portfolio>> {
  if (userId === null) return toPage(q, 0, []);
  const rows = await followedPortfolios(db, userId);
  const page = rows.slice(offsetOf(q), offsetOf(q) + q.page_size);
  return toPage(q, rows.length, await Promise.all(page.map((r) => portfolioWire(db, r, day, userId))));
}

