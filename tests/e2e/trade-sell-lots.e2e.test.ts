// The cheapest way to sell (issue 24, B5), as an investor sees it: a lot confirmed a few days ago pays
// 1.5% when sold; the sell page shows that lot's line (its date, shares, days held, rate and fee) and the
// day the fee drops, and the lines add up to the fee the server charges.
import type { Browser } from 'playwright-core';
import { addDays } from '@fund/core/calendar';
import { toDecimal } from '@fund/core/money';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceClock, advanceUntil, newInvestor, storeToken, type Investor } from './investor';
import { plannableFund, type FundIntro } from './plannable-fund';
import { heldShares } from './holdings';

interface SellQuote {
  fee: string;
  fee_drop: { date: string; fee: string; saving: string } | null;
  sell_lots: { since: string | null; days: number; shares: string; fare_ratio: string; fee: string }[];
}

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

it('a young lot shows its 1.5% line and the day the fee drops, summing to the fee charged', async () => {
  await api.post('/funds/buy/', { fund_id: fund.id, bank_card_id: api.bankCardId, amount: '2000.00', password: api.tradePassword }, true);
  const held = () => heldShares(api, fund.id);
  expect(await advanceUntil(api, async () => (await held()) > 0, 8)).toBe(true);
  // Sell half of the one lot. Let it age to 4–6 days: a day at a time, the trade date can jump a weekend
  // (3 days) at most, so it never reaches 7.
  const shares = toDecimal(await held()).div(2).round(2, 0).toFixed(2);
  const quoteNow = () => api.get<SellQuote>(`/funds/sell_fee/?fund_id=${fund.id}&shares=${shares}&bank_card_id=${api.bankCardId}`);
  let quote = await quoteNow();
  for (let day = 0; day < 8 && (quote.sell_lots[0]?.days ?? 0) < 4; day += 1) {
    await advanceClock(api, 1);
    quote = await quoteNow();
  }
  const [lot] = quote.sell_lots;
  expect(quote.sell_lots).toHaveLength(1);
  expect(lot && lot.days >= 4 && lot.days < 7 && lot.since !== null).toBe(true);
  expect(lot?.fare_ratio).toBe('0.015000');
  expect(lot?.fee).toBe(quote.fee);
  expect(quote.fee_drop?.date).toBe(addDays(lot?.since ?? '', 7));

  const page = await phonePage(browser);
  await storeToken(page.context(), api.token);
  await page.goto(`${baseUrl()}/s/${fund.symbol}/sell/`);
  const input = page.locator('.sell-shares input, input.sell-shares').first();
  await input.waitFor({ timeout: 30000 });
  await input.fill(shares);
  await page.getByText('按持有时间逐笔计费（先进先出）').waitFor({ timeout: 30000 });
  await page.locator('.fee-quote-lot-row', { hasText: `${lot?.since}确认的${shares}份，已持有${lot?.days}天，费率1.50%，手续费${quote.fee}元` }).waitFor();
  await page.getByText(`${quote.fee_drop?.date}起卖出，手续费降至`, { exact: false }).waitFor();
  await page.getByText(`手续费${quote.fee}元`, { exact: true }).waitFor();
  await screenshot(page, 'trade-sell-lots-01-young-lot');
}, 240000);
