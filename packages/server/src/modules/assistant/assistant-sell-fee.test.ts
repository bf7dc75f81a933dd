// The assistant's sell-fee answer (issue 24, B5) over one investor's ledger: shares confirmed 3 days ago
// pay 1.5% if sold now; the answer names that fee lot by lot, the date it drops to the fund's rate and what
// waiting saves, all equal to the sell page's quote, with the AI label and no product to buy.
import type { FastifyInstance } from 'fastify';
import { AI_EMPTY, AI_GO_LOGIN, type ChatAnswer, type ChatCard } from '@fund/core/assistant';
import { addDays } from '@fund/core/calendar';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import type { Database } from '../../db/database';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, openTradingWorld, request, type Investor } from '../../testing/trading-kit';
import { askAssistant } from '../../testing/assistant-kit';

let database: Database;
let app: FastifyInstance;
let me: Investor;
let fund: { id: number; symbol: string };
const db = () => database.db;

beforeAll(async () => {
  ({ database, app } = await openTradingWorld(at('2026-11-16', '10:00')));
  fund = await db().selectFrom('funds').select(['id', 'symbol']).where('is_bao', '=', false).where('symbol_stype', '=', 301).where('allow_buy', '=', true).where('allow_sell', '=', true)
    .where('subscription_status', '=', 2).where('investment_risk', '<=', 3).where('net_value', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  await db().updateTable('funds').set({ fare_ratio_sell: '0.005000', discount_rate_sell: '1.0000' }).where('id', '=', fund.id).execute();
  me = await makeInvestor(db(), 3);
  expect((await request(app, me, 'POST', '/funds/buy/', { fund_id: fund.id, bank_card_id: me.cardId, amount: '10000.00', password: TRADE_PASSWORD })).statusCode).toBe(200);
  // Confirmed on the 17th: on the 20th it has been held 3 days, under the 7 that end the 1.5%.
  await moveTo(app, at('2026-11-20', '10:00'));
}, 480000);

afterAll(async () => {
  await app.close();
  await database.close();
});

const ask = (who: Investor | null, text: string): Promise<ChatAnswer> => askAssistant(app, who, text);
const fieldsOf = (fields: ChatCard['fields'] | undefined) => Object.fromEntries((fields ?? []).map((f) => [f.key, f.value]));

it('现在卖出…划算吗: the fee now lot by lot, the day it drops and the saving, as the sell page quotes them', async () => {
  const order = await db().selectFrom('trade_orders').select(['confirm_date', 'shares_confirm']).where('user_id', '=', me.userId).where('fund_id', '=', fund.id).executeTakeFirstOrThrow();
  const nav = (await db().selectFrom('funds').select('net_value').where('id', '=', fund.id).executeTakeFirstOrThrow()).net_value!;
  const shares = toDecimal(order.shares_confirm!).toFixed(2);
  // Worked out here: 1.5% of what the shares are worth now; from the 7th day held, 0.5%.
  const worth = toDecimal(shares).times(nav);
  const now = roundHalfUp(worth.times('0.015'), 2);
  const later = roundHalfUp(worth.times('0.005'), 2);
  const a = await ask(me, `现在卖出${fund.symbol}划算吗`);
  expect(a.intent).toBe('sell_fee');
  expect(a.cards).toHaveLength(1);
  const c = a.cards[0]!;
  expect(c.template).toBe('fee');
  expect(c.link).toBe(`/s/${fund.symbol}/sell/`);
  const dropDate = addDays(order.confirm_date, 7);
  expect(fieldsOf(c.fields)).toEqual({ shares, fee: now.toFixed(2), drop_date: dropDate, drop_fee: later.toFixed(2), saving: now.minus(later).toFixed(2) });
  expect(c.rows.map((r) => [r.title, r.subtitle, fieldsOf(r.fields)])).toEqual([[`${order.confirm_date}确认`, '已持有3天', { shares, fare_ratio: '1.50%', fee: now.toFixed(2) }]]);
  expect(c.note).toContain(`${dropDate}起卖出同样份额`);
  // The same figures as the sell page's quote.
  const quote = (await request(app, me, 'GET', `/funds/sell_fee/?fund_id=${fund.id}&shares=${shares}&bank_card_id=${me.cardId}`)).json();
  expect({ fee: quote.fee, drop: quote.fee_drop }).toEqual({ fee: now.toFixed(2), drop: { date: dropDate, fee: later.toFixed(2), saving: now.minus(later).toFixed(2) } });
  // A fee answer, not a product pitch: nothing links to a buy page.
  expect([c.link, ...c.rows.map((r) => r.link)].filter((l) => l !== null && l.includes('/buy'))).toEqual([]);
});

it('什么时候卖手续费最低 without a fund answers for the funds held', async () => {
  const a = await ask(me, '什么时候卖手续费最低');
  expect(a.intent).toBe('sell_fee');
  expect(a.cards.map((c) => c.link)).toEqual([`/s/${fund.symbol}/sell/`]);
});

it('a guest is asked to log in; an investor holding nothing is told so', async () => {
  const guest = await ask(null, '什么时候卖手续费最低');
  expect(guest.cards[0]?.go_login?.text).toBe(AI_GO_LOGIN);
  expect(guest.cards[0]?.fields).toEqual([]);
  const other = await makeInvestor(db(), 3);
  const empty = await ask(other, `现在卖出${fund.symbol}划算吗`);
  expect([empty.text, empty.cards]).toEqual([AI_EMPTY.sell_fee, []]);
});
