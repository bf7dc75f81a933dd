// True returns of the demo account (issue 24, B1, "done when"): its year of plan debits and dividends (cash
// and reinvested), lived by the engine at start, rebuilt here from its trade records and the fund's NAV
// history alone (returns-oracle.ts), must give the XIRR and TWR the holding page shows. Read-only: this journey neither
// trades nor moves the clock with the shared demo account. Other journeys move the clock, and a plan debit
// may land while it reads, so a reading counts only when the records did not change around it.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { demoSession, storeToken, type ApiSession } from './investor';
import { BONUS, PLAN_BUY, TRADE_SUCCEED, close, dailyValues, navHistory, percentText, tradeDetails, tradeList, twr, xirr, type ReturnsAnswer, type TradeDetail } from './returns-oracle';

interface Held {
  fund: { id: number; symbol: string };
}

let browser: Browser;
let demo: ApiSession;

beforeAll(async () => {
  browser = await launch();
  demo = await demoSession();
}, 120000);

afterAll(async () => {
  await browser.close();
});

const confirmed = (trades: TradeDetail[]) => trades.filter((r) => r.status === TRADE_SUCCEED);
const snapshot = async (fundId: number) => JSON.stringify((await tradeList(demo, fundId)).map((r) => [r.id, r.status]));

type Candidate = { fund: Held['fund']; trades: TradeDetail[] };

/** Each demo holding with its confirmed records (read once: which holding is which kind does not change). */
async function demoHoldings(): Promise<Candidate[]> {
  const held = (await demo.get<{ results: Held[] }>('/funds/fund/mine/?page_size=100')).results;
  return Promise.all(held.map(async (h) => ({ fund: h.fund, trades: confirmed(await tradeDetails(demo, h.fund.id)) })));
}

const isPlanBuy = (r: TradeDetail) => r.direction === PLAN_BUY;
const isCashDividend = (r: TradeDetail) => r.direction === BONUS && Number(r.shares_confirm ?? 0) === 0;
const isReinvestedDividend = (r: TradeDetail) => r.direction === BONUS && Number(r.shares_confirm ?? 0) > 0;

// The demo year buys its dividend funds outright and its plan funds only by plan, so no one holding has
// both: each kind of record is checked on the holding that has it (a plan's holding with dividends first).
const KINDS: [string, (c: Candidate) => boolean][] = [
  ['plan debits', (c) => c.trades.filter(isPlanBuy).length > 1],
  ['cash dividends', (c) => c.trades.some(isCashDividend)],
  ['reinvested dividends', (c) => c.trades.some(isReinvestedDividend)],
];

function pick(candidates: Candidate[], has: (c: Candidate) => boolean): Candidate {
  const found = candidates.filter(has).sort((a, b) => Number(b.trades.some((r) => r.direction === BONUS)) - Number(a.trades.some((r) => r.direction === BONUS)))[0];
  if (!found) throw new Error('the demo account holds no such fund');
  return found;
}

async function shownRates(page: Page, path: string): Promise<{ xirr: string | null; twr: string | null }> {
  await page.goto(`${baseUrl()}${path}`);
  const value = (key: string) => page.locator(`.true-returns-${key} .trade-info-value`);
  await value('time_weighted').waitFor({ timeout: 30000 });
  return { xirr: await value('xirr').textContent(), twr: await value('time_weighted').textContent() };
}

it.each(KINDS)("the demo holding with %s: its page shows the XIRR and TWR rebuilt from its records and the fund's NAVs", async (kind, has) => {
  const { fund } = pick(await demoHoldings(), has);
  const page = await phonePage(browser);
  await storeToken(page.context(), demo.token);

  let checked = false;
  for (let attempt = 0; attempt < 3 && !checked; attempt += 1) {
    const before = await snapshot(fund.id);
    const shown = await shownRates(page, `/accounts/funds/${fund.id}/`);
    const answer = await demo.get<ReturnsAnswer>(`/insights/returns/?period=all&fund_id=${fund.id}`);
    const trades = confirmed(await tradeDetails(demo, fund.id));
    const navs = await navHistory(fund.symbol, answer.to);
    // A debit confirmed or a day settled in between: the page and the records may disagree, so read again.
    if ((await snapshot(fund.id)) !== before || shown.twr !== percentText(answer.time_weighted ?? '') || shown.xirr !== percentText(answer.xirr ?? '')) continue;
    const points = dailyValues(trades, navs);
    expect(answer.status).toBe('ok');
    expect({ from: answer.from, to: answer.to }).toEqual({ from: points[0]!.date, to: points[points.length - 1]!.date });
    expect(close(answer.time_weighted, twr(points), 2e-6)).toBe(true);
    expect(close(answer.xirr, xirr(points), 1e-5)).toBe(true);
    checked = true;
  }
  expect(checked).toBe(true);
  await screenshot(page, `true-returns-demo-${kind.replace(/ /g, '-')}`);
}, 300000);

it("the demo plan's and held portfolio's pages show their own true returns", async () => {
  const plan = (await demo.get<{ results: { id: number }[] }>('/funds/fixed_investment/mine/?page_size=100')).results[0];
  const portfolio = (await demo.get<{ fund_portfolio: { id: number } }[]>('/funds/fund_portfolios/mine/'))[0];
  if (!plan || !portfolio) throw new Error('the demo account has no plan or no held portfolio');
  const page = await phonePage(browser);
  await storeToken(page.context(), demo.token);
  for (const [path, query, shot] of [
    [`/accounts/funds/fixed_investments/${plan.id}/`, `plan_id=${plan.id}`, 'plan'],
    [`/accounts/funds/funds_portfolios/${portfolio.fund_portfolio.id}/`, `portfolio_id=${portfolio.fund_portfolio.id}`, 'portfolio'],
  ] as const) {
    let agreed = false;
    // The clock other journeys move may settle a day between the page's reading and the test's: read again.
    for (let attempt = 0; attempt < 3 && !agreed; attempt += 1) {
      const shown = await shownRates(page, path);
      const answer = await demo.get<ReturnsAnswer>(`/insights/returns/?period=all&${query}`);
      expect(answer.status).toBe('ok');
      agreed = shown.twr === percentText(answer.time_weighted ?? '') && shown.xirr === percentText(answer.xirr ?? '');
    }
    expect(agreed).toBe(true);
    await screenshot(page, `true-returns-demo-${shot}`);
  }
}, 300000);
