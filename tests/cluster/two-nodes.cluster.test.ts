// Two server nodes on one PostgreSQL database, as a deployment behind a load balancer runs them: a key
// sent to both makes one order, parallel sells on both never sell more than is held, and both nodes'
// settlement (timers and clock moves at once) confirms each order exactly once.
import pg from 'pg';
import { demoLogin, DEMO, type Session } from './api-session';
import { buyableFund, demoCardId } from './market';
import { seededPostgres, startNode, type ServerNode } from './server-node';

// Both nodes' timers tick often, so they overlap with each other and with the clock moves.
const FAST_TIMER = { SETTLEMENT_INTERVAL_MS: '300' };

let db: { url: string; drop(): Promise<void> };
let a: ServerNode;
let b: ServerNode;
let session: Session;
let fund: { id: number; symbol: string };
let cardId: number;

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Both nodes move the shared clock to the same instant at once: both run settlement for the same days. */
async function advanceOnBoth(days: number): Promise<void> {
  const now = await session.call<{ now: string }>(a.baseUrl, 'GET', '/dev/clock');
  expect(now.status).toBe(200);
  const to = new Date(Date.parse(now.body.now) + days * 86_400_000).toISOString();
  const moves = await Promise.all([a, b].map((node) => session.call(node.baseUrl, 'POST', '/dev/clock/advance', { to })));
  expect(moves.map((m) => m.status)).toEqual([200, 200]);
}

async function available(): Promise<string> {
  const info = await session.call<{ shares_enable?: string }>(a.baseUrl, 'GET', `/funds/fund/fund_info/?fund_id=${fund.id}`);
  expect(info.status).toBe(200);
  return info.body.shares_enable ?? '0';
}

beforeAll(async () => {
  db = await seededPostgres();
  // Both start at once on the seeded database (each checks the migrations and the market's day).
  [a, b] = await Promise.all([startNode({ databaseUrl: db.url, env: FAST_TIMER }), startNode({ databaseUrl: db.url, env: FAST_TIMER })]);
  session = await demoLogin(a.baseUrl);
  fund = await buyableFund(a.baseUrl);
  cardId = await demoCardId(session, a.baseUrl);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

test('a session made on one node is honoured by the other', async () => {
  const cards = await session.call<unknown[]>(b.baseUrl, 'GET', '/accounts/bank_cards/mine/');
  expect(cards.status).toBe(200);
  expect(cards.body.length).toBeGreaterThan(0);
});

test('20 keys, each sent to both nodes at once, make 20 orders with one answer per key', async () => {
  const run = `two-${Date.now()}`;
  const body = { fund_id: fund.id, bank_card_id: cardId, amount: '1000.00', is_bao: false, password: DEMO.tradePassword, confirm_risk: true };
  const before = await sql<{ n: string }>('select count(*)::text as n from trade_orders');
  const pairs = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      Promise.all([a, b].map((node) => session.call<{ id: number }>(node.baseUrl, 'POST', '/funds/buy/', body, `${run}-${i}`))),
    ),
  );
  for (const [first, second] of pairs) {
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect(second?.body.id).toBe(first?.body.id);
  }
  const after = await sql<{ n: string }>('select count(*)::text as n from trade_orders');
  expect(Number(after[0]?.n) - Number(before[0]?.n)).toBe(20);
});

test('settlement on both nodes confirms each buy exactly once', async () => {
  await advanceOnBoth(3);
  // Let both timers tick over the new day too.
  await new Promise((r) => setTimeout(r, 1500));
  // This test's buys (the demo account's plans may have placed a buy of their own on the new day).
  const pending = await sql<{ n: string }>('select count(*)::text as n from trade_orders where amount = 1000 and fixed_investment_id is null and status = 0');
  expect(pending[0]?.n).toBe('0');
  // One confirmation posting (shares in) per order: a second settlement would post again.
  const twice = await sql<{ order_id: number; n: string }>(
    `select order_id, count(*)::text as n from ledger_entries where account = 'shares' and amount > 0 and order_id is not null group by order_id having count(*) > 1`,
  );
  expect(twice).toEqual([]);
  const problems = await session.call<{ problems: string[] }>(b.baseUrl, 'GET', '/dev/reconcile');
  expect(problems.status).toBe(200);
  expect(problems.body.problems).toEqual([]);
});

test('parallel sells on both nodes never sell more than is held', async () => {
  const held = Number(await available());
  expect(held).toBeGreaterThan(0);
  // Each sell is a third of the holding: at most three of the eight can be accepted.
  const part = (Math.floor((held / 3) * 100) / 100).toFixed(2);
  const run = `sell-${Date.now()}`;
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      session.call((i % 2 === 0 ? a : b).baseUrl, 'POST', '/funds/sell/', { fund_id: fund.id, bank_card_id: cardId, shares: part, password: DEMO.tradePassword, is_bao: false, is_fast: false }, `${run}-${i}`),
    ),
  );
  const accepted = answers.filter((r) => r.status === 200).length;
  expect(accepted).toBeGreaterThan(0);
  expect(accepted).toBeLessThanOrEqual(3);
  for (const r of answers) expect(r.status).toBeLessThan(500);
  await advanceOnBoth(3);
  await new Promise((r) => setTimeout(r, 1500));
  const problems = await session.call<{ problems: string[] }>(a.baseUrl, 'GET', '/dev/reconcile');
  expect(problems.body.problems).toEqual([]);
});
