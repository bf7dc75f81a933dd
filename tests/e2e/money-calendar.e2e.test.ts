// The money calendar as a fresh investor sees it (issue 24, B3): a weekly plan made through the API shows its
// next debit on my assets' 资金日历 page, on the day core's plan schedule gives from the market clock (the
// first Tuesday after today; no exchange holiday falls on a Tuesday in the demo's weeks), and opens the plan.
import type { Browser } from 'playwright-core';
import { addDays, weekdayCalendar } from '@fund/core/calendar';
import { FixedInvestmentPeriodUnit, nextDeductionDate } from '@fund/core/plan';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { marketClock, newInvestor, storeToken } from './investor';
import { plannableFund, type FundIntro } from './plannable-fund';

let browser: Browser;
let fund: FundIntro;

beforeAll(async () => {
  browser = await launch();
  fund = await plannableFund();
}, 120000);

afterAll(async () => {
  await browser.close();
});

it('lists a new weekly plan’s next debit on the right trading day and opens the plan', async () => {
  const api = await newInvestor();
  const amount = fund.amount_fixed_min === null || Number(fund.amount_fixed_min) < 100 ? '100.00' : fund.amount_fixed_min;
  const before = (await marketClock(api)).date;
  const plan = await api.post<{ id: number; next_date: string }>('/funds/fixed_investment/', {
    fund: fund.id, bank_card: api.bankCardId, amount, password: api.tradePassword, period_unit: FixedInvestmentPeriodUnit.Weekly, trade_date: 2,
  }, true);
  // The plan's first debit is the first Tuesday after its day. The clock is shared: another journey may move
  // it while the plan is made, so either side of that is right.
  const today = (await marketClock(api)).date;
  const firstTuesdayAfter = (day: string) => nextDeductionDate({ periodUnit: FixedInvestmentPeriodUnit.Weekly, tradeDay: 2, from: addDays(day, 1), calendar: weekdayCalendar() });
  expect([firstTuesdayAfter(before), firstTuesdayAfter(today)]).toContain(plan.next_date);
  const expected = plan.next_date;

  const page = await phonePage(browser);
  await storeToken(page.context(), api.token);
  await page.goto(`${baseUrl()}/accounts/my_assets/`);
  // A first visit shows the page's guide over it.
  await page.locator('.guide-overlay').waitFor();
  await page.getByText('我知道了').click();
  await page.getByText('资金日历 ›').click();
  await page.locator('.money-calendar-page').waitFor();
  // The debit may fall in next month: move there when it does.
  if (expected.slice(0, 7) !== today.slice(0, 7)) await page.getByText('下月 ›').click();
  // Every Tuesday to come is listed, in date order: the first is the next debit.
  const entry = page.locator('.calendar-plan-debit', { hasText: fund.abbr_name }).first();
  await entry.waitFor();
  expect(await entry.innerText()).toContain(expected.slice(5));
  await screenshot(page, 'money-calendar-01-plan-debit');
  await entry.click();
  await page.waitForURL(new RegExp(`/accounts/funds/fixed_investments/${plan.id}/$`));
}, 120000);
