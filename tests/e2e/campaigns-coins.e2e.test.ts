// Issue 19 in the browser: a check-in on three days in a row shows the streak; coins earned from a task are
// exchanged for a fee coupon that then sits among the user's coupons; a bet on the guess game is judged once the
// clock has passed its settle time. The clock is shared: the guess game's windows are read from the API.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceClock, marketClock, newInvestor, publicGet, storeToken, type Investor } from './investor';
import { allFunds } from './research-funds';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
}, 60000);

afterAll(async () => {
  await browser?.close();
});

async function open(api: Investor, path: string, ready: string): Promise<Page> {
  const page = await phonePage(browser);
  await storeToken(page.context(), api.token);
  await page.goto(`${baseUrl()}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 30000 });
  return page;
}

/** An open fund that is not the cash treasure, with a minimum a 1,000-yuan buy meets. */
async function plainFundId(): Promise<number> {
  for (const f of (await allFunds()).filter((x) => x.allow_trade && x.allow_buy && x.subscription_status === 2)) {
    const intro = await publicGet<{ id: number; is_bao: boolean; amount_min_buy: string | null }>(`/symbols/${f.symbol}/introduction/`);
    if (!intro.is_bao && Number(intro.amount_min_buy ?? 0) <= 1000) return intro.id;
  }
  throw new Error('the demo market has no buyable fund');
}

interface Task {
  id: number;
  code: string;
  name: string;
  status: number;
}

// The guess game comes first: the demo's bets close one market day after the server's first start, and the
// other journeys here move the shared clock. Run in a suite that has moved it already, the page must show
// betting closed instead.
describe('check-in, coins and the guess game', () => {
  it('bets coins on the guess game and sees the result after settlement', async () => {
    const api = await newInvestor();
    // The bet is paid in coins: collect the card and risk-test tasks first.
    for (const t of (await api.get<Task[]>('/coins/tasks/')).filter((x) => x.status === 1)) await api.post(`/coins/tasks/${t.id}/get_coin/`, {});
    const game = await api.get<{ bet_end_at: string; game_begin_at: string; campaign: { phase: string; entry_coins: number } }>('/promotion/double11/guessgame/');
    const page = await open(api, '/promotion/guessgame', '.campaign-options');
    if (game.campaign.phase !== 'open') {
      // Another journey has moved the shared clock past the betting window: the page must say so, and refuse bets.
      await page.locator('.campaign-button.campaign-button-off').waitFor();
      await screenshot(page, 'campaigns-05-guess-closed');
      expect(new Date((await marketClock(api)).now).getTime()).toBeGreaterThanOrEqual(new Date(game.bet_end_at).getTime());
      return;
    }
    await page.locator('.campaign-option', { hasText: '大盘上涨' }).click();
    await page.locator('.campaign-button', { hasText: String(game.campaign.entry_coins) }).click();
    await page.locator('.campaign-record-name', { hasText: '大盘上涨' }).waitFor({ timeout: 15000 });
    await page.locator('.campaign-record-status', { hasText: '待开奖' }).waitFor();
    await screenshot(page, 'campaigns-05-guess-bet');

    // Past the settle time, the bet is judged right or wrong.
    const days = Math.ceil((new Date(game.game_begin_at).getTime() - new Date((await marketClock(api)).now).getTime()) / 86_400_000) + 1;
    await advanceClock(api, Math.max(1, days));
    await page.reload();
    const judged = page.locator('.campaign-record-status', { hasText: /^(猜中|未猜中)$/ });
    await judged.first().waitFor({ timeout: 30000 });
    const [bet] = await api.get<{ result: number; result_display: string }[]>('/promotion/double11/guessgame/mine/');
    expect(bet?.result === 1 || bet?.result === 2).toBe(true);
    expect(await judged.first().innerText()).toBe(bet?.result_display);
    await screenshot(page, 'campaigns-06-guess-settled');
  });

  it('checks in on three days in a row and shows the streak', async () => {
    const api = await newInvestor();
    const page = await open(api, '/promotion/checkin', '.checkin-streak');
    for (let day = 1; day <= 3; day += 1) {
      await page.locator('.campaign-button', { hasText: '签到' }).click();
      await page.locator('.campaign-button', { hasText: '今日已签到' }).waitFor({ timeout: 15000 });
      await page.locator('.checkin-streak', { hasText: `已连续签到${day}天` }).waitFor();
      if (day < 3) {
        await advanceClock(api, 1);
        await page.reload();
        await page.locator('.campaign-button', { hasText: /^签到$/ }).waitFor({ timeout: 30000 });
      }
    }
    expect((await api.get<{ dates: string[] }>('/promotion/checkin/mine/')).dates.slice(-3)).toHaveLength(3);
    await screenshot(page, 'campaigns-01-checkin-streak');
  });

  it('collects a task coins in the coin centre and exchanges them for a fee coupon', async () => {
    const api = await newInvestor();
    // A first buy and a plan make two more tasks collectable; the card and the risk test are done already.
    const fundId = await plainFundId();
    await api.post('/funds/buy/', { fund_id: fundId, bank_card_id: api.bankCardId, amount: '1000.00', password: api.tradePassword, confirm_risk: true }, true);
    await api.post('/funds/fixed_investment/', { fund: fundId, bank_card: api.bankCardId, amount: '100.00', password: api.tradePassword, period_unit: 0, trade_date: 1 }, true);
    // The other tasks and daily check-ins (a streak pays more each day) bring the balance within 200 of a coupon.
    const balance = async () => (await api.get<{ balance: number }>('/coins/balance/')).balance;
    for (let day = 0; day < 4 && (await balance()) + 200 < 500; day += 1) {
      if (day > 0) await advanceClock(api, 1);
      await api.post('/promotion/checkin/', {});
      const tasks = await api.get<Task[]>('/coins/tasks/');
      for (const t of tasks.filter((x) => x.status === 1 && x.code !== 'first_buy')) await api.post(`/coins/tasks/${t.id}/get_coin/`, {});
    }
    const before = await balance();

    const page = await open(api, '/coins/', '.coins-balance');
    const firstBuy = page.locator('.campaign-record', { hasText: '首次买入基金 +200' });
    await firstBuy.locator('.campaign-record-action', { hasText: '领取金币' }).click();
    await firstBuy.locator('.campaign-record-status', { hasText: '已领取' }).waitFor({ timeout: 15000 });
    await page.locator('.coins-balance', { hasText: String(before + 200) }).waitFor();
    await screenshot(page, 'campaigns-02-task-collected');

    // 500 coins buy the 5-yuan coupon.
    expect(before + 200).toBeGreaterThanOrEqual(500);
    await page.locator('.coins-exchange .campaign-record', { hasText: '5元申购费率券' }).locator('.campaign-record-action').click();
    await page.locator('.taro__modal .taro-model__confirm').click();
    await page.locator('.coins-balance', { hasText: String(before + 200 - 500) }).waitFor({ timeout: 15000 });
    await screenshot(page, 'campaigns-03-exchanged');

    const coupons = await open(api, '/promotion/coupons/mine', 'body');
    await coupons.getByText('5元申购费率券').first().waitFor({ timeout: 30000 });
    await screenshot(coupons, 'campaigns-04-coupon-mine');
  });

});
