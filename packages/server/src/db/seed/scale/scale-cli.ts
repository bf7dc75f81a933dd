// The database side of `npm run bench:scale` (scripts/bench-scale.mjs runs it with tsx):
//   seed <state.json> <scale>         the demo market, then funds, NAVs, investors, holdings and past orders at scale
//   pending <state.json> <round>     one day's entrusted buys for settlement round A or B (SCALE_SETTLE_ORDERS: how many)
//   settle <day>                      this process as one settlement node: confirmDue() for the day
//   reconcile <state.json> <round>   reconcile() and each order of the round settled exactly once
// Each prints one JSON line last, which the bench reads.
import { readFileSync, writeFileSync } from 'node:fs';
import { addDays, isoWeekday } from '@fund/core/calendar';
import { systemClock } from '@fund/core/ports';
import { TradeStatus } from '@fund/core/trade';
import { sql } from 'kysely';
import { openDatabase } from '../../database';
import { seedDemoMarket } from '../seed-market';
import { confirmDue } from '../../../engine/confirm-orders';
import type { SettlementFailure } from '../../../engine/settlement-failures';
import { reconcile } from '../../../modules/ledger/ledger-repo';
import { createSession } from '../../../modules/account/auth/sessions';
import { seedScaleMarket, type ScaleMarket } from './scale-market';
import { seedPendingBuys, seedScaleInvestors, type ScaleInvestors } from './scale-investors';

const FULL = { funds: 20_000, investors: 100_000, orders: 1_000_000, pending: 100_000 };

interface State {
  scale: number;
  days: string[];
  fundIds: number[];
  symbols: string[];
  names: string[];
  investors: ScaleInvestors;
  token: string;
  pending: number;
  rounds: Record<string, { firstId: number; lastId: number; confirmDay: string }>;
}

const log = (line: string): void => console.error(`[scale] ${line}`);

function url(): string {
  const u = process.env.DATABASE_URL;
  if (!u) throw new Error('DATABASE_URL is not set');
  return u;
}

async function seed(statePath: string, scale: number): Promise<object> {
  const started = performance.now();
  const database = await openDatabase({ url: url() });
  try {
    const demo = await seedDemoMarket(database.db, { now: new Date(systemClock.now()) });
    log(`demo market: ${demo.funds} funds, ${demo.navRows} NAVs in ${demo.ms} ms`);
    const market = await seedScaleMarket(url(), Math.round(FULL.funds * scale), log);
    const investors = await seedScaleInvestors(url(), market, Math.round(FULL.investors * scale), Math.round(FULL.orders * scale), log);
    const token = await createSession(database.db, investors.heavyUserId);
    let t0 = performance.now();
    await sql`vacuum analyze`.execute(database.db);
    log(`vacuum analyze in ${Math.round(performance.now() - t0)} ms`);
    const state: State = { scale, days: market.days, fundIds: market.fundIds, symbols: market.symbols, names: market.names, investors, token, pending: Number(process.env.SCALE_SETTLE_ORDERS ?? Math.round(FULL.pending * scale)), rounds: {} };
    writeFileSync(statePath, JSON.stringify(state));
    t0 = performance.now();
    return { seconds: +((performance.now() - started) / 1000).toFixed(1), funds: Math.round(FULL.funds * scale), navDays: market.days.length, investors: investors.count, orders: Math.round(FULL.orders * scale) };
  } finally {
    await database.close();
  }
}

/** The next weekday after `day`: round B confirms a day after round A, so round A's run leaves it alone. */
function nextWeekday(day: string): string {
  let d = addDays(day, 1);
  while (isoWeekday(d) > 5) d = addDays(d, 1);
  return d;
}

async function pending(statePath: string, round: string): Promise<object> {
  const state = JSON.parse(readFileSync(statePath, 'utf8')) as State;
  const last = state.days.at(-1)!;
  const [trade, confirm] = round === 'A' ? [state.days.at(-2)!, last] : [last, nextWeekday(last)];
  const market: ScaleMarket = { days: state.days, fundIds: state.fundIds, series: new Int32Array(0), symbols: state.symbols, names: state.names };
  const t0 = performance.now();
  // The count asked for now (a kept, reused database was seeded under another run's setting).
  const orders = process.env.SCALE_SETTLE_ORDERS ? Number(process.env.SCALE_SETTLE_ORDERS) : state.pending;
  const ids = await seedPendingBuys(url(), market, state.investors, orders, trade, confirm, round);
  state.rounds[round] = { ...ids, confirmDay: confirm };
  writeFileSync(statePath, JSON.stringify(state));
  return { round, orders, tradeDate: trade, confirmDate: confirm, ms: Math.round(performance.now() - t0) };
}

async function settle(day: string): Promise<object> {
  const database = await openDatabase({ url: url() });
  try {
    const t0 = performance.now();
    const failures: SettlementFailure[] = [];
    const confirmed = await confirmDue(database.db, day, new Date(systemClock.now()), failures);
    return { confirmed, failed: failures.length, ms: Math.round(performance.now() - t0), rssMb: Math.round(process.memoryUsage().rss / 1048576) };
  } finally {
    await database.close();
  }
}

async function check(statePath: string, round: string): Promise<object> {
  const state = JSON.parse(readFileSync(statePath, 'utf8')) as State;
  const r = state.rounds[round];
  if (!r) throw new Error(`round ${round} was not seeded`);
  const database = await openDatabase({ url: url() });
  try {
    const t0 = performance.now();
    const rec = await reconcile(database.db);
    const reconcileMs = Math.round(performance.now() - t0);
    const open = await sql<{ n: number }>`select count(*)::int as n from trade_orders where id between ${r.firstId} and ${r.lastId} and status <> ${TradeStatus.TradeSucceed}`.execute(database.db);
    // Exactly once: one confirmation row of shares per order, no more, no fewer.
    const twice = await sql<{ n: number }>`select count(*)::int as n from (select o.id from trade_orders o left join ledger_entries e on e.order_id = o.id and e.account = 'shares'
      where o.id between ${r.firstId} and ${r.lastId} group by o.id having count(e.id) <> 1) x`.execute(database.db);
    return { round, reconcileMs, reconcileOk: rec.ok, problems: rec.problems.slice(0, 5), problemCount: rec.problems.length, notSettled: open.rows[0]!.n, notExactlyOnce: twice.rows[0]!.n };
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const [command, a, b] = process.argv.slice(2);
  let out: object;
  if (command === 'seed' && a) out = await seed(a, Number(b ?? '1'));
  else if (command === 'pending' && a && b) out = await pending(a, b);
  else if (command === 'settle' && a) out = await settle(a);
  else if (command === 'reconcile' && a && b) out = await check(a, b);
  else throw new Error('usage: scale-cli seed|pending|settle|reconcile ...');
  console.log(JSON.stringify(out));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
