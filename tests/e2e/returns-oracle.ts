// The true-returns oracle of the E2E tests: a second, independent computation of a holding's daily values,
// TWR and XIRR from what any caller can read (its trade records and the fund's published NAVs), in floating
// point with its own solver, sharing nothing with the code it checks.
import { formatSignedPercent, toDecimal } from '@fund/core/money';
import type { ApiSession } from './investor';
import { publicGet } from './investor';

export interface TradeDetail {
  id: number;
  direction: number;
  status: number;
  trade_date: string;
  amount: string;
  amount_confirm: string | null;
  shares_confirm: string | null;
}

export interface ReturnsAnswer {
  status: string;
  from: string;
  to: string;
  xirr: string | null;
  money_weighted: string | null;
  time_weighted: string | null;
}

export interface DailyPoint {
  date: string;
  value: number;
  flow: number;
}

// Wire codes (spec 03 §4), spelled out here so the oracle shares nothing with the code it checks.
export const BUY = 0;
export const SELL = 1;
export const BONUS = 4;
export const PLAN_BUY = 5;
export const TRADE_SUCCEED = 1;
const DAY_MS = 86400000;

interface Paged<T> {
  total_page?: number;
  results: T[];
}

/** Every page of a list call (`path` has no page parameters). */
async function allPages<T>(get: (path: string) => Promise<Paged<T>>, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&page_size=100`);
    out.push(...answer.results);
    if (answer.results.length === 0 || page >= (answer.total_page ?? 1)) return out;
  }
}

/** The fund's trade records, as listed (id and status). */
export const tradeList = (api: ApiSession, fundId: number) => allPages<{ id: number; status: number }>((p) => api.get(p), `/funds/trades/?fund_id=${fundId}`);

/** Each record's detail: the list leaves out the trade date. */
export async function tradeDetails(api: ApiSession, fundId: number): Promise<TradeDetail[]> {
  return Promise.all((await tradeList(api, fundId)).map((r) => api.get<TradeDetail>(`/funds/trades/${r.id}/`)));
}

/** The fund's published NAVs up to `to`, oldest first. */
export async function navHistory(symbol: string, to: string): Promise<{ date: string; nav: number }[]> {
  const rows = await allPages<{ date: string; net_value: string }>((p) => publicGet(p), `/symbols/${symbol}/net_history/`);
  return rows.map((n) => ({ date: n.date, nav: Number(n.net_value) })).filter((n) => n.date <= to).sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Daily closes from the first trade date: shares (from trade records) × NAV, and the day's money in. */
export function dailyValues(trades: TradeDetail[], navs: { date: string; nav: number }[]): DailyPoint[] {
  const moves = trades.map((r) => {
    const shares = Number(r.shares_confirm ?? 0);
    if (r.direction === SELL) return { date: r.trade_date, shares: -shares, flow: -Number(r.amount_confirm) };
    if (r.direction === BONUS) return { date: r.trade_date, shares, flow: shares === 0 ? -Number(r.amount_confirm) : 0 };
    return { date: r.trade_date, shares, flow: Number(r.amount) };
  });
  const first = moves.map((m) => m.date).sort()[0] ?? '';
  let shares = 0;
  const points = [];
  for (const { date, nav } of navs.filter((n) => n.date >= first)) {
    // A movement dated on a day without a NAV counts on the next NAV day.
    let flow = 0;
    for (const m of moves.filter((x) => x.date <= date)) {
      shares += m.shares;
      flow += m.flow;
      m.date = '9999-12-31';
    }
    const value = shares * nav;
    if (value > 0 || flow !== 0) points.push({ date, value, flow });
  }
  return points;
}

export function twr(points: DailyPoint[]): number {
  let growth = 1;
  for (let i = 1; i < points.length; i += 1) if (points[i - 1]!.value > 0) growth *= (points[i]!.value - points[i]!.flow) / points[i - 1]!.value;
  return growth - 1;
}

/** The yearly rate at which the flows (money in negative, the last value positive) are worth nothing today: bisection. */
function solveXirr(flows: { date: string; amount: number }[]): number {
  const t0 = Date.parse(flows[0]!.date);
  const npv = (r: number) => flows.reduce((s, f) => s + f.amount / Math.pow(1 + r, (Date.parse(f.date) - t0) / DAY_MS / 365), 0);
  let lo = -0.999999;
  let hi = 1e9;
  for (let i = 0; i < 400; i += 1) {
    const mid = lo + (hi - lo) / 2 > 1 ? Math.sqrt((1 + lo) * (1 + hi)) - 1 : (lo + hi) / 2;
    if (npv(lo) * npv(mid) <= 0) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

/** XIRR of the daily points: each day's flow as money in, the last close as money out. */
export function xirr(points: DailyPoint[]): number {
  const last = points[points.length - 1]!;
  return solveXirr([...points.filter((p) => p.flow !== 0).map((p) => ({ date: p.date, amount: -p.flow })), { date: last.date, amount: last.value }]);
}

export const close = (server: string | null, mine: number, tolerance: number) => server !== null && Math.abs(Number(server) - mine) <= tolerance * Math.max(1, Math.abs(mine));
/** The screen's rounding of the server's ratio (the figures themselves are what the tests check). */
export const percentText = (ratio: string) => formatSignedPercent(toDecimal(ratio).times(100)).text;
