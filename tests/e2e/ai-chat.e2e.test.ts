// Issue 20 in the browser: an investor with a confirmed holding and an open buy asks the assistant about
// yesterday's income, a buy's fee and when the money arrives; each answer is a card showing the figures the
// API gave, and a card leads into the app. A guest asking about their own money gets the go-login card.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, phonePage, screenshot } from './browser';
import { advanceClock, advanceUntil, newInvestor, publicGet, storeToken, type Investor } from './investor';
import { allFunds } from './research-funds';

interface CardField {
  label: string;
  value: string;
}
interface ChatCard {
  template: string;
  title: string;
  link: string | null;
  fields: CardField[];
  rows: { title: string; fields: CardField[] }[];
  go_login: { button: string; link: string } | null;
}
interface ChatAnswer {
  text: string;
  cards: ChatCard[];
}

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
}, 60000);

afterAll(async () => {
  await browser?.close();
});

/** An open fund (not the cash treasure) that a 1,000-yuan buy reaches. */
async function plainFund(): Promise<{ id: number; symbol: string; abbr_name: string }> {
  for (const f of (await allFunds()).filter((x) => x.allow_trade && x.allow_buy && x.subscription_status === 2)) {
    const intro = await publicGet<{ id: number; symbol: string; abbr_name: string; is_bao: boolean; amount_min_buy: string | null }>(`/symbols/${f.symbol}/introduction/`);
    if (!intro.is_bao && Number(intro.amount_min_buy ?? 0) <= 1000) return intro;
  }
  throw new Error('the demo market has no buyable fund');
}

async function chatPage(token: string | null): Promise<Page> {
  const page = await phonePage(browser);
  if (token !== null) await storeToken(page.context(), token);
  await page.goto(`${baseUrl()}/ai/chat/`);
  await page.locator('.ai-input-bar').waitFor({ timeout: 30000 });
  return page;
}

/** Types a question, sends it, and returns what the API answered once the page shows it. */
async function ask(page: Page, question: string): Promise<ChatAnswer> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/ai/chat/user_uttered/') && r.request().method() === 'POST', { timeout: 30000 });
  await page.locator('.ai-input input, input.ai-input').first().fill(question);
  await page.locator('.ai-send').click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as ChatAnswer;
  await page.locator('.ai-message', { hasText: question }).last().locator('.ai-disclaimer').waitFor({ timeout: 15000 });
  return answer;
}

/** Every figure of the card (its own fields and its rows') is on the screen in the answer's message. */
async function expectCardShown(page: Page, question: string, card: ChatCard): Promise<void> {
  const message = page.locator('.ai-message', { hasText: question }).last();
  const shown = (await message.locator('.ai-card', { hasText: card.title }).first().innerText()).replace(/\s+/g, ' ');
  const figures = [...card.fields, ...card.rows.flatMap((r) => r.fields)].map((f) => f.value);
  expect(figures.length).toBeGreaterThan(0);
  expect(figures.filter((v) => !shown.includes(v))).toEqual([]);
}

describe('the assistant on H5', () => {
  let api: Investor;
  let fund: { id: number; symbol: string; abbr_name: string };
  let openTradeId: number;

  beforeAll(async () => {
    api = await newInvestor();
    fund = await plainFund();
    const buy = () => api.post<{ id: number }>('/funds/buy/', { fund_id: fund.id, bank_card_id: api.bankCardId, amount: '1000.00', password: api.tradePassword, confirm_risk: true }, true);
    await buy();
    const held = async () => (await api.get<{ results: { fund: { id: number } }[] }>('/funds/fund/mine/?page_size=100')).results.some((h) => h.fund.id === fund.id);
    if (!(await advanceUntil(api, held))) throw new Error('the buy was not confirmed');
    // A day held earns a day's income; a second buy stays open for the arrival question.
    await advanceClock(api, 1);
    openTradeId = (await buy()).id;
  }, 180000);

  it('answers yesterday\'s income, a buy fee and the arrival with cards of the API\'s figures, and a card opens the app', async () => {
    const page = await chatPage(api.token);

    const income = await ask(page, '我昨天赚了多少');
    const incomeCard = income.cards.find((c) => c.template === 'income');
    expect(incomeCard).toBeDefined();
    if (incomeCard) await expectCardShown(page, '我昨天赚了多少', incomeCard);
    await screenshot(page, 'ai-chat-01-income');

    const feeQuestion = `${fund.symbol}买一万手续费多少`;
    const fee = await ask(page, feeQuestion);
    const feeCard = fee.cards.find((c) => c.template === 'fee');
    expect(feeCard).toBeDefined();
    if (feeCard) await expectCardShown(page, feeQuestion, feeCard);
    // The same fee the buy page quotes.
    const quote = await api.get<{ fee: string }>(`/funds/buy_fee/?fund_id=${fund.id}&amount=10000.00`);
    expect(feeCard?.fields.find((f) => f.label === '手续费(元)')?.value.replace(/,/g, '')).toBe(quote.fee);
    await screenshot(page, 'ai-chat-02-fee');

    const arrival = await ask(page, '我的钱什么时候到账');
    const arrivalCard = arrival.cards.find((c) => c.template === 'arrival');
    expect(arrivalCard).toBeDefined();
    if (arrivalCard) await expectCardShown(page, '我的钱什么时候到账', arrivalCard);
    const trade = await api.get<{ confirm_date: string | null }>(`/funds/trades/${openTradeId}/`);
    expect(arrivalCard?.rows.some((r) => r.fields.some((f) => f.label === '份额确认' && f.value === (trade.confirm_date ?? '--')))).toBe(true);
    await screenshot(page, 'ai-chat-03-arrival');

    // The fee card leads to the fund's buy page.
    await page.locator('.ai-message', { hasText: feeQuestion }).last().locator('.ai-card').first().click();
    await page.locator('.fund-buy-page .buy-submit').waitFor({ timeout: 30000 });
    expect(page.url()).toContain(fund.symbol);
    // The page slides in: let it settle before the picture.
    await page.waitForTimeout(800);
    await screenshot(page, 'ai-chat-04-card-opens-buy');
  });

  it('shows a guest the go-login card, which leads to login and back to the chat', async () => {
    const page = await chatPage(null);
    const answer = await ask(page, '我昨天赚了多少');
    expect(answer.cards.map((c) => c.go_login !== null)).toEqual([true]);
    const button = page.locator('.ai-go-login');
    await button.waitFor();
    expect(await button.innerText()).toBe(answer.cards[0]?.go_login?.button);
    await screenshot(page, 'ai-chat-05-guest-go-login');
    await button.click();
    await page.locator('.login-page .login-submit').waitFor({ timeout: 30000 });
    expect(decodeURIComponent(page.url())).toContain('/ai/chat/');
    await page.waitForTimeout(800);
    await screenshot(page, 'ai-chat-06-login');
  });
});
