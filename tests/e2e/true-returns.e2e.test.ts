// True returns (issue 24, B1) checked against a second, independent computation: a fresh investor buys a
// fund twice and sells part of it as the clock moves; this test then rebuilds the holding's daily values
// from what any caller can read (its trade records and the fund's published NAVs) and computes TWR and XIRR
// itself, in floating point, with its own solver. The server's answer and the holding page must agree.
import type { Browser } from 'playwright-core';
import { formatSignedPercent, toDecimal } from '@fund/core/money';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceClock, advanceUntil, marketClock, newInvestor, publicGet, storeToken, type Investor } from './investor';
import { plannableFund, type FundIntro } from './plannable-fund';
import { heldShares } from './holdings';

interface Record {
  id: number;
  direction: number;
  status: number;
  trade_date: string;
  amount: string;
  amount_confirm: string | null;
  shares_confirm: string | null;
}

interface Returns {
  status: string;
  from: string;
  to: string;
  xirr: string | null;
  money_weighted: string | null;
  time_weighted: string | null;
}

// Wire codes (spec 03 §4), spelled out here so the oracle shares nothing with the code it checks.
const BUY = 0;
const SELL = 1;
const BONUS = 4;
const TRADE_SUCCEED = 1;
const DAY_MS = 86400000;

let browser: Browser;
let api: Investor;
let fund: FundIntro;

beforeAll(async () => {
  browser = await launch();
  api = await newInvestor();
  fund = await plannableFund();
}, 120000);

afterAll(async () => {
  await browser.close();
});

const list = async () => (await api.get<{ results: { id: number; status: number }[] }>(`/funds/trades/?fund_id=${fund.id}&page_size=100`)).results;
const allConfirmed = async () => (await list()).every((r) => r.status === TRADE_SUCCEED);
/** Each record's detail: the list leaves out the trade date. */
const records = async () => Promise.all((await list()).map((r) => api.get<Record>(`/funds/trades/${r.id}/`)));
const held = () => heldShares(api, fund.id);

/** Daily closes from the first trade date: shares (from trade records) × NAV, and the day's money in. */
function dailyValues(trades: Record[], navs: { date: string; nav: number }[]): { date: string; value: number; flow: number }[] {
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

function twr(points: { value: number; flow: number }[]): number {
  let growth = 1;
  for (let i = 1; i < points.length; i += 1) if (points[i - 1]!.value > 0) growth *= (points[i]!.value - points[i]!.flow) / points[i - 1]!.value;
  return growth - 1;
}

/** The yearly rate at which the flows (money in negative, the last value positive) are worth nothing today: bisection. */
function xirr(flows: { date: string; amount: number }[]): number {
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

const close = (server: string | null, mine: number, tolerance: number) => server !== null && Math.abs(Number(server) - mine) <= tolerance * Math.max(1, Math.abs(mine));
// The screen's rounding of the server's ratio (the figures themselves are what this test checks).
const percentText = (ratio: string) => formatSignedPercent(toDecimal(ratio).times(100)).text;

it('the holding page shows TWR and XIRR equal to the ones rebuilt from the records and NAVs', async () => {
  const buy = (amount: string) => api.post('/funds/buy/', { fund_id: fund.id, bank_card_id: api.bankCardId, amount, password: api.tradePassword }, true);
  await buy('3000.00');
  expect(await advanceUntil(api, async () => (await held()) > 0, 8)).toBe(true);
  await advanceClock(api, 2);
  await buy('1000.00');
  expect(await advanceUntil(api, allConfirmed, 8)).toBe(true);
  await advanceClock(api, 1);
  const part = (Math.floor((await held()) * 30) / 100).toFixed(2);
  await api.post('/funds/sell/', { fund_id: fund.id, bank_card_id: api.bankCardId, shares: part, password: api.tradePassword, is_bao: false, is_fast: false }, true);
  expect(await advanceUntil(api, allConfirmed, 8)).toBe(true);
  await advanceClock(api, 2);

  const today = (await marketClock(api)).date;
  const trades = (await records()).filter((r) => r.status === TRADE_SUCCEED);
  expect(trades.filter((r) => r.direction === BUY)).toHaveLength(2);
  expect(trades.filter((r) => r.direction === SELL)).toHaveLength(1);
  const history = await publicGet<{ results: { date: string; net_value: string }[] }>(`/symbols/${fund.symbol}/net_history/?page=1&page_size=120`);
  const navs = history.results.map((n) => ({ date: n.date, nav: Number(n.net_value) })).filter((n) => n.date <= today).sort((a, b) => (a.date < b.date ? -1 : 1));
  const points = dailyValues(trades, navs);
  const last = points[points.length - 1]!;
  const flows = [...points.filter((p) => p.flow !== 0).map((p) => ({ date: p.date, amount: -p.flow })), { date: last.date, amount: last.value }];
  const mine = { twr: twr(points), xirr: xirr(flows) };

  const answer = await api.get<Returns>(`/insights/returns/?period=all&fund_id=${fund.id}`);
  expect(answer.status).toBe('ok');
  expect({ from: answer.from, to: answer.to }).toEqual({ from: points[0]!.date, to: last.date });
  expect(close(answer.time_weighted, mine.twr, 2e-6)).toBe(true);
  expect(close(answer.xirr, mine.xirr, 1e-5)).toBe(true);

  const page = await phonePage(browser);
  await storeToken(page.context(), api.token);
  await page.goto(`${baseUrl()}/accounts/funds/${fund.id}/`);
  const value = (key: string) => page.locator(`.true-returns-${key} .trade-info-value`);
  await value('time_weighted').waitFor({ timeout: 30000 });
  await expect(value('time_weighted').textContent()).resolves.toBe(percentText(answer.time_weighted ?? ''));
  await expect(value('xirr').textContent()).resolves.toBe(percentText(answer.xirr ?? ''));
  await page.getByText(`${points[0]!.date}`, { exact: false }).first().waitFor();
  await screenshot(page, 'true-returns-01-holding');
}, 300000);
