// Issue 19's invitation in the browser: the inviter reads their code on 邀请好友; a friend opens the share link,
// signs up with it, binds a card (identity, address, trade password, risk test) and buys; once the buy is
// confirmed the inviter's overview counts the friend as completed and shows the reward coupon.
import { SESSION_KEYS } from '@fund/core/api';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceUntil, newInvestor, publicGet, sessionOf, storeToken, type Investor } from './investor';
import { allFunds } from './research-funds';
import { bindCardAndTestRisk, freshCard, freshMobile, signup } from './signup-steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
}, 60000);

afterAll(async () => {
  await browser?.close();
});

async function invitePage(inviter: Investor): Promise<Page> {
  const page = await phonePage(browser);
  await storeToken(page.context(), inviter.token);
  await page.goto(`${baseUrl()}/promotion/invite`);
  await page.locator('.invite-code').waitFor({ timeout: 30000 });
  return page;
}

/** An open fund (not the cash treasure) whose minimum a 1,000-yuan buy meets. */
async function buyableFundId(): Promise<number> {
  for (const f of (await allFunds()).filter((x) => x.allow_trade && x.allow_buy && x.subscription_status === 2)) {
    const intro = await publicGet<{ id: number; is_bao: boolean; amount_min_buy: string | null }>(`/symbols/${f.symbol}/introduction/`);
    if (!intro.is_bao && Number(intro.amount_min_buy ?? 0) <= 1000) return intro.id;
  }
  throw new Error('the demo market has no buyable fund');
}

interface Overview {
  invited_count: number;
  completed_count: number;
  reward_total: string;
}

describe('invite a friend', () => {
  it('a friend signs up with the code, binds a card and buys; the inviter sees the friend completed and rewarded', async () => {
    const inviter = await newInvestor();
    const page = await invitePage(inviter);
    const code = (await page.locator('.invite-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await screenshot(page, 'invite-01-code');

    // The friend comes through the share link in a browser of their own.
    const friendPage = await phonePage(browser);
    const mobile = freshMobile();
    await signup(friendPage, mobile, 'invite-02', `?invite_code=${code}`);
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
    await page.reload();
    const row = page.locator('.invitee-row', { hasText: masked });
    await row.locator('.invitee-reward', { hasText: '待完成' }).waitFor({ timeout: 30000 });
    expect(await row.locator('.invitee-step.done').count()).toBe(0);
    await screenshot(page, 'invite-03-signed-up');

    await bindCardAndTestRisk(friendPage, mobile, 'invite-04', freshCard());
    await page.reload();
    await row.locator('.invitee-step.done').nth(1).waitFor({ timeout: 30000 });
    expect(await row.locator('.invitee-step.done').count()).toBe(2);

    // The friend's first buy, in their own session; confirmed on a later trading day.
    const token = await friendPage.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { data?: string }).data ?? '', SESSION_KEYS.accessToken);
    const friend = await sessionOf(token);
    const [card] = await friend.get<{ id: number }[]>('/accounts/bank_cards/mine/');
    await friend.post('/funds/buy/', { fund_id: await buyableFundId(), bank_card_id: card?.id, amount: '1000.00', password: '135790', confirm_risk: true }, true);
    const overview = () => inviter.get<Overview>('/accounts/invitations/overview/');
    expect(await advanceUntil(friend, async () => (await overview()).completed_count === 1)).toBe(true);

    await page.reload();
    await row.locator('.invitee-reward.done', { hasText: '已获20.00元券' }).waitFor({ timeout: 30000 });
    expect(await row.locator('.invitee-step.done').count()).toBe(3);
    const stats = await page.locator('.invite-stat-value').allInnerTexts();
    expect(stats).toEqual(['1', '1', '20.00']);
    expect(await overview()).toMatchObject({ invited_count: 1, completed_count: 1, reward_total: '20.00' });
    await screenshot(page, 'invite-05-rewarded');
  });
});
