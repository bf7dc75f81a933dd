// True returns (issue 24, B1) checked against a second, independent computation: a fresh investor buys a
// fund twice and sells part of it as the clock moves; this test then rebuilds the holding's daily values
// from what any caller can read (its trade records and the fund's published NAVs) and computes TWR and XIRR
// itself, in floating point, with its own solver (returns-oracle.ts). The server's answer and the holding page must agree.
import type { Browser } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceClock, advanceUntil, marketClock, newInvestor, storeToken, type Investor } from './investor';
import { BUY, SELL, TRADE_SUCCEED, close, dailyValues, navHistory, percentText, tradeDetails, tradeList, twr, xirr, type ReturnsAnswer } from './returns-oracle';
import { plannableFund, type FundIntro } from './plannable-fund';
import { heldShares } from './holdings';

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

const allConfirmed = async () => (await tradeList(api, fund.id)).every((r) => r.status === TRADE_SUCCEED);
const held = () => heldShares(api, fund.id);

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
  const trades = (await tradeDetails(api, fund.id)).filter((r) => r.status === TRADE_SUCCEED);
  expect(trades.filter((r) => r.direction === BUY)).toHaveLength(2);
  expect(trades.filter((r) => r.direction === SELL)).toHaveLength(1);
  const points = dailyValues(trades, await navHistory(fund.symbol, today));
  const last = points[points.length - 1]!;
  const mine = { twr: twr(points), xirr: xirr(points) };

  const answer = await api.get<ReturnsAnswer>(`/insights/returns/?period=all&fund_id=${fund.id}`);
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
