// Issue 19 in the browser: a check-in on three days in a row shows the streak; coins earned from a task are
// exchanged for a fee coupon that is then spent on a fund buy; bets on the guess game are judged once the clock
// has passed their round's settle time. The clock is shared: the game rolls a round a day, so one is always
// open, and its windows are read from the API.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { CASHBACK_TRADE_STATUSES } from '@fund/core/trade';
import { advanceClock, advanceUntil, marketClock, newInvestor, publicGet, storeToken, type Investor } from './investor';
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

/** An open fund that is not the cash treasure, a level-3 investor may buy without a risk confirm, with a minimum a 1,000-yuan buy meets. */
async function plainFund(): Promise<{ id: number; symbol: string }> {
  for (const f of (await allFunds()).filter((x) => x.allow_trade && x.allow_buy && x.subscription_status === 2)) {
    const intro = await publicGet<{ id: number; is_bao: boolean; investment_risk: number; amount_min_buy: string | null }>(`/symbols/${f.symbol}/introduction/`);
    if (!intro.is_bao && intro.investment_risk <= 3 && Number(intro.amount_min_buy ?? 0) <= 1000) return { id: intro.id, symbol: f.symbol };
  }
  throw new Error('the demo market has no buyable fund');
}

interface Task {
  id: number;
  code: string;
  name: string;
  status: number;
}

describe('check-in, coins and the guess game', () => {
  it('bets coins on both sides of the guess game, sees the round judged after settlement and receives the prize', async () => {
    const api = await newInvestor();
    // The bets are paid in coins: collect the card and risk-test tasks first.
    for (const t of (await api.get<Task[]>('/coins/tasks/')).filter((x) => x.status === 1)) await api.post(`/coins/tasks/${t.id}/get_coin/`, {});
    const coins = async () => (await api.get<{ balance: number }>('/coins/balance/')).balance;
    const start = await coins();
    // The game rolls a round a day: whatever other journeys did to the shared clock, a round is open now.
    const game = await api.get<{ code: string; game_begin_at: string; campaign: { phase: string; entry_coins: number } }>('/promotion/double11/guessgame/');
    expect(game.campaign.phase).toBe('open');
    const stake = game.campaign.entry_coins;
    const page = await open(api, '/promotion/guessgame', '.campaign-options');
    // One bet on each side (the daily limit is two): one of them is right whatever the draw.
    for (const side of ['大盘上涨', '大盘下跌']) {
      await page.locator('.campaign-option', { hasText: side }).click();
      await page.locator('.campaign-button', { hasText: String(stake) }).click();
      await page.locator('.campaign-record-name', { hasText: side }).waitFor({ timeout: 15000 });
    }
    expect(await page.locator('.campaign-record-status', { hasText: '待开奖' }).count()).toBe(2);
    expect(await coins()).toBe(start - 2 * stake);
    await screenshot(page, 'campaigns-05-guess-bet');

    // Past the round's settle time the bets are judged; the next round is open meanwhile.
    const days = Math.ceil((new Date(game.game_begin_at).getTime() - new Date((await marketClock(api)).now).getTime()) / 86_400_000) + 1;
    await advanceClock(api, Math.max(1, days));
    await page.reload();
    await page.locator('.campaign-record-status', { hasText: /^猜中$/ }).waitFor({ timeout: 30000 });
    await page.locator('.campaign-record-status', { hasText: /^未猜中$/ }).waitFor();
    const bets = await api.get<{ code: string; result: number }[]>('/promotion/double11/guessgame/mine/');
    expect(bets.map((b) => b.code)).toEqual([game.code, game.code]);
    expect(bets.map((b) => b.result).sort()).toEqual([1, 2]);
    expect((await api.get<{ code: string; campaign: { phase: string } }>('/promotion/double11/guessgame/')).campaign.phase).toBe('open');

    // The right guess's prize waits in 中奖记录; receiving it pays the coins.
    const [award] = await api.get<{ coins: number; status: number }[]>('/promotion/double11/guessgame/award/');
    expect(award?.status).toBe(0);
    const prize = page.locator('.campaign-record', { hasText: `${award?.coins ?? 0}金币` });
    await prize.locator('.campaign-record-action', { hasText: '待领取' }).click();
    await prize.locator('.campaign-record-status', { hasText: '已领取' }).waitFor({ timeout: 15000 });
    expect(await coins()).toBe(start - 2 * stake + (award?.coins ?? 0));
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

  it('collects a task coins in the coin centre, exchanges them for a fee coupon and spends it on a fund buy', async () => {
    const api = await newInvestor();
    // A first buy and a plan make two more tasks collectable; the card and the risk test are done already.
    const fund = await plainFund();
    const fundId = fund.id;
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

    const coupons = await open(api, '/promotion/coupons/mine', '.coupon-tabs');
    await coupons.getByText('5元申购费率券').first().waitFor({ timeout: 30000 });
    await screenshot(coupons, 'campaigns-04-coupon-mine');

    // Spent on a fund buy: the buy screen offers it, the order carries it, it is paid back once confirmed.
    const buy = await open(api, `/s/${fund.symbol}/buy/?amount=1000`, '.fund-buy-page .buy-submit');
    await buy.getByText('手续费', { exact: false }).first().waitFor();
    await buy.locator('.coupon-picker .tc-row').click();
    await buy.locator('.coupon-option', { hasText: '5元申购费率券' }).click();
    await buy.locator('.coupon-summary', { hasText: '5元申购费率券 -5' }).waitFor();
    await buy.getByText('买入成功后返现5.00元').waitFor();
    await screenshot(buy, 'campaigns-07-buy-with-coupon');
    await buy.locator('.buy-submit').click();
    await buy.locator('.trade-password-dialog').waitFor();
    for (const digit of api.tradePassword) await buy.locator(`.tpd-key[data-key="${digit}"]`).click();
    await buy.waitForURL(/\/accounts\/funds\/trades\/\d+\//, { timeout: 30000 });
    const tradeId = Number(/\/trades\/(\d+)\//.exec(buy.url())?.[1]);
    type Trade = { status: number; amount: string; coupon_record: { amount: string } | null };
    const order = await api.get<Trade>(`/funds/trades/${tradeId}/`);
    expect(order.amount).toBe('1000.00');
    expect(order.coupon_record?.amount).toBe('5.00');
    expect(await advanceUntil(api, async () => (CASHBACK_TRADE_STATUSES as readonly number[]).includes((await api.get<Trade>(`/funds/trades/${tradeId}/`)).status))).toBe(true);
    await buy.reload();
    await buy.locator('.trade-cashback', { hasText: '返现5.00元' }).waitFor({ timeout: 30000 });
    await screenshot(buy, 'campaigns-08-trade-cashback');

    const used = await open(api, '/promotion/coupons/mine', '.coupon-tabs');
    await used.locator('.coupon-tab', { hasText: '已使用' }).click();
    await used.getByText('5元申购费率券').first().waitFor({ timeout: 30000 });
    await screenshot(used, 'campaigns-09-coupon-used');
  });

});
