// Subscribe messages (issue 24, B3): a plan debiting tomorrow sends its owner exactly one message however
// often the sender runs; the simulator's record is readable at the development endpoint; a user without
// consent gets none; production without an adapter refuses consent (fail closed) rather than pretend.
import type { FastifyInstance } from 'fastify';
import { addDays } from '@fund/core/calendar';
import { FundSubtype } from '@fund/core/fund';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { subscribePortOf } from './subscribe-port';
import type { SubscribeMessage, SubscribeMessagePort } from '../../ports/subscribe-messages';
import { TRADE_PASSWORD, at, makeInvestor, openFundIds, openTradingWorld, request, type Investor } from '../../testing/trading-kit';
import { sendDueSubscribeMessages } from './subscribe-sender';

let database: Database;
let app: FastifyInstance;
let me: Investor;
let quiet: Investor;
let debitDate = '';
const sent: SubscribeMessage[] = [];
const recording: SubscribeMessagePort = { adapterName: '记录用适配器', simulator: false, send: async (m) => void sent.push(m) };

beforeAll(async () => {
  ({ database, app } = await openTradingWorld(at('2026-11-20', '10:00'), { mode: 'demo' }));
  const [fundId] = (await openFundIds(database.db, FundSubtype.Mixed, 1, { fixed: true })) as [number];
  me = await makeInvestor(database.db);
  quiet = await makeInvestor(database.db);
  for (const who of [me, quiet]) {
    const plan = await request(app, who, 'POST', '/funds/fixed_investment/', { fund: fundId, bank_card: who.cardId, amount: '500.00', password: TRADE_PASSWORD, period_unit: 0, trade_date: 8 });
    expect(plan.statusCode).toBe(200);
  }
  debitDate = (await database.db.selectFrom('fixed_investments').select('next_date').where('user_id', '=', me.userId).executeTakeFirstOrThrow()).next_date!;
  const consent = await request(app, me, 'POST', '/insights/subscribe_messages/', { topics: ['plan-debit-tomorrow', 'order-confirmed'] });
  expect(consent.json()).toEqual({ topics: ['order-confirmed', 'plan-debit-tomorrow'] });
}, 480000);

afterAll(async () => {
  await app.close();
  await database.close();
});

it('the day before a plan debit, its owner gets exactly one message, however often the sender runs', async () => {
  const dayBefore = at(addDays(debitDate, -1), '09:00');
  expect(await sendDueSubscribeMessages(database.db, recording, at(addDays(debitDate, -2), '09:00'))).toBe(0);
  expect(await sendDueSubscribeMessages(database.db, recording, dayBefore)).toBe(1);
  expect(await sendDueSubscribeMessages(database.db, recording, dayBefore)).toBe(0);
  expect(await sendDueSubscribeMessages(database.db, recording, at(addDays(debitDate, -1), '20:00'))).toBe(0);
  expect(sent).toEqual([expect.objectContaining({ userId: me.userId, topic: 'plan-debit-tomorrow', title: '定投扣款提醒' })]);
  // The user who did not subscribe has the same plan and gets nothing.
  expect(sent.some((m) => m.userId === quiet.userId)).toBe(false);
});

it('demo runs on the simulator, and what was sent to the caller is listed at the development endpoint', async () => {
  expect(subscribePortOf(database)?.simulator).toBe(true);
  const other = await makeInvestor(database.db);
  const list = await request(app, other, 'GET', '/insights/subscribe_messages/sent/');
  expect(list.json()).toEqual({ results: [] });
  const mine = (await request(app, me, 'GET', '/insights/subscribe_messages/sent/')).json();
  expect(mine.results).toEqual([expect.objectContaining({ topic: 'plan-debit-tomorrow', title: '定投扣款提醒', page: expect.stringMatching(/^\/accounts\/funds\/fixed_investments\/\d+\/$/) })]);
});

it('production without an adapter takes no consent and serves no development list', async () => {
  const prod = await buildApp({ db: database, mode: 'production', allowSimulators: true });
  try {
    expect(subscribePortOf(database)).toBeNull();
    const refused = await request(prod, me, 'POST', '/insights/subscribe_messages/', { topics: ['order-confirmed'] });
    expect(refused.statusCode).toBe(503);
    expect((await request(prod, me, 'GET', '/insights/subscribe_messages/sent/')).statusCode).toBe(404);
  } finally {
    await prod.close();
  }
});
