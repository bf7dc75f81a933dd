// `npm run bench:scale`: the whole market and many investors on PostgreSQL (run under with-postgres.mjs,
// which gives TEST_DATABASE_URL). Seeds with COPY (packages/server/src/db/seed/scale), then measures the
// real server in production mode with autocannon on loopback, then settlement on one and two nodes.
// Writes artifacts/scale.json. --scale=0.05 (or SCALE=0.05) for a quick run; default full scale.
// SCALE_SETTLE_ORDERS=N settles N orders per round instead of 100,000 x scale (a busy machine's bound).
// --settle-only skips the server and its reads: seed, then the settlement rounds alone.
// SCALE_PG_DIR=/work/scale-pg keeps the seeded cluster there (run this script directly, not under with-postgres)
// and reuses it while its seed stamp (scale, seed files) matches. --only=a,b measures only the reads whose name
// starts with one of those (e.g. --only='fund list,search') and skips settlement, which changes the database.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, freePort, waitForHttp } from './lib.mjs';
import { NO_FSYNC, startCluster } from './postgres-cluster.mjs';

const arg = process.argv.find((a) => a.startsWith('--scale='));
const SCALE = Number(arg ? arg.slice('--scale='.length) : (process.env.SCALE ?? 1));
const SETTLE_ONLY = process.argv.includes('--settle-only');
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const ONLY = onlyArg ? onlyArg.slice('--only='.length).split(',').map((s) => s.trim()).filter(Boolean) : null;
const PG_DIR = process.env.SCALE_PG_DIR ? path.resolve(process.env.SCALE_PG_DIR) : null;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const cluster = PG_DIR ? await startCluster(PG_DIR, NO_FSYNC) : null;
const admin = cluster?.url ?? process.env.TEST_DATABASE_URL;
if (!admin) throw new Error('run under node scripts/with-postgres.mjs (TEST_DATABASE_URL), or set SCALE_PG_DIR');
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`--scale must be in (0, 1]: ${SCALE}`);

const started = performance.now();
// One field key for the seed (it encrypts card numbers) and the server (it reads them); kept with a kept cluster.
const keyPath = PG_DIR && path.join(PG_DIR, 'field-key');
const FIELD_KEY = keyPath && existsSync(keyPath) ? readFileSync(keyPath, 'utf8').trim() : randomBytes(32).toString('hex');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'fund-scale-'));
const statePath = path.join(PG_DIR ?? tmp, 'state.json');
const stampPath = PG_DIR && path.join(PG_DIR, 'seed-stamp');
const loads = { start: os.loadavg().map((l) => +l.toFixed(2)) };
const log = (line) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s] ${line}`);

async function query(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** What the seeded database depends on: the scale and the seed's code (a changed seed reseeds). */
function seedStamp() {
  const hash = createHash('sha256').update(String(SCALE));
  const dir = path.join(ROOT, 'packages/server/src/db/seed/scale');
  for (const f of readdirSync(dir).sort()) hash.update(f).update(readFileSync(path.join(dir, f)));
  return hash.digest('hex').slice(0, 16);
}
const reuse = Boolean(stampPath && existsSync(stampPath) && readFileSync(stampPath, 'utf8').trim() === seedStamp() && existsSync(statePath)
  && (await query(admin, `select 1 from pg_database where datname = 'scale'`)).length === 1);
if (!reuse) {
  if (stampPath) rmSync(stampPath, { force: true });
  await query(admin, 'drop database if exists scale');
  await query(admin, 'create database scale');
}
const dbUrl = Object.assign(new URL(admin), { pathname: '/scale' }).toString();

/** Runs the database CLI (tsx); resolves to its last JSON line. */
function cli(...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/db/seed/scale/scale-cli.ts', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: dbUrl, FIELD_KEY }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`scale-cli ${args.join(' ')} exited with ${code}`))));
  });
}

/** The real server, production mode, on the scale database; no demo data on top (ALLOW_SIMULATORS: the simulated bank and feed). */
async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', FUND_MODE: 'production', ALLOW_SIMULATORS: '1', DATABASE_URL: dbUrl,
      FIELD_KEY, LOG_LEVEL: 'warn', STATIC_DIR: '', SETTLEMENT_INTERVAL_MS: '86400000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  if (!(await waitForHttp(`${base}/api/v1/health`, 300000))) throw new Error('the server did not start');
  return { base, pid: child.pid, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
}

function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : null;
}

/** autocannon at 50 connections: cached (one URL, warmed) or uncached (a new query string per request). */
async function measure(base, pathAndQuery, { cached, headers = {}, vary }) {
  let n = 0;
  const sep = pathAndQuery.includes('?') ? '&' : '?';
  // `vary(n)`: the n-th request's own URL (a different fund each time), so the database is really read.
  const next = vary ?? (() => `${pathAndQuery}${sep}nocache=${n}`);
  const requests = cached ? undefined : [{ setupRequest: (req) => ({ ...req, path: next((n += 1)) }) }];
  if (cached) await autocannon({ url: `${base}${pathAndQuery}`, connections: 1, amount: 5, headers });
  const r = await autocannon({ url: `${base}${pathAndQuery}`, connections: CONNECTIONS, duration: SECONDS, headers, requests });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, failures: r.non2xx + r.errors + r.timeouts };
}

/** The reads at 50 connections against the real server (which it starts and stops). */
async function measureReads(state) {
  const server = await startServer();
  // The first settlement tick at start closes the last trading day (every holding's income): wait for it.
  for (let i = 0; i < 600 && (await query(dbUrl, `select 1 from engine_state where key = 'settlement_last_day'`)).length === 0; i += 1) await new Promise((r) => setTimeout(r, 500));
  log('server up, first settlement tick done');
  const mid = Math.floor(state.symbols.length / 2);
  const symbol = state.symbols[mid];
  // A name fragment many funds share (their theme), and one exact code.
  const fragment = state.names[mid].slice(2, 5);
  const sorts = ['percent_day', 'percent_week', 'percent_month', 'percent_season', 'percent_six_month', 'percent_year', 'percent_two_year', 'percent_three_year', 'net_value', 'year_yld', 'tenthou_unit_incm', 'total_capital', 'estab_date'];
  const targets = {};
  for (const sort of sorts) for (const page of [1, 200]) targets[`fund list -${sort} page ${page}`] = `/api/v1/symbols/funds/?sort=-${sort}&page=${page}&page_size=20`;
  targets['search by code'] = `/api/v1/search/symbols/?q=${state.symbols[mid]}&symbol_type=3&page=1&page_size=20`;
  targets[`search by name fragment (${fragment})`] = `/api/v1/search/symbols/?q=${encodeURIComponent(fragment)}&symbol_type=3&page=1&page_size=20`;
  targets['fund detail'] = `/api/v1/symbols/${symbol}/introduction/`;
  targets['NAV history (365 rows)'] = `/api/v1/symbols/${symbol}/net_history/?page=1&page_size=365`;
  // Uncached detail and history of a different fund each request (a prime stride through all of them).
  const nth = (k) => state.symbols[(k * 7919) % state.symbols.length];
  const varied = {
    'fund detail': (k) => `/api/v1/symbols/${nth(k)}/introduction/?nocache=${k}`,
    'NAV history (365 rows)': (k) => `/api/v1/symbols/${nth(k)}/net_history/?page=1&page_size=365&nocache=${k}`,
  };
  result.reads = {};
  const wanted = (name) => !ONLY || ONLY.some((o) => name.startsWith(o));
  for (const [name, url] of Object.entries(targets)) {
    if (!wanted(name)) continue;
    result.reads[name] = { cached: await measure(server.base, url, { cached: true }), uncached: await measure(server.base, url, { cached: false }) };
    if (varied[name]) {
      result.reads[name].uncachedEachFund = await measure(server.base, url, { cached: false, vary: varied[name] });
      log(`${name}, a different fund each request: uncached p50 ${result.reads[name].uncachedEachFund.p50} p99 ${result.reads[name].uncachedEachFund.p99} ms`);
    }
    log(`${name}: failures ${result.reads[name].cached.failures + result.reads[name].uncached.failures}; cached p50 ${result.reads[name].cached.p50} p99 ${result.reads[name].cached.p99}; uncached p50 ${result.reads[name].uncached.p50} p99 ${result.reads[name].uncached.p99} ms`);
  }
  const auth = { authorization: `Token ${state.token}` };
  for (const [name, url] of Object.entries({ 'my assets (500 orders)': '/api/v1/funds/assets/mine/', 'trade records (500 orders)': '/api/v1/funds/trades/?page=1&page_size=20' })) {
    if (!wanted(name)) continue;
    result.reads[name] = { uncached: await measure(server.base, url, { cached: true, headers: auth }) };
    log(`${name}: p50 ${result.reads[name].uncached.p50} p99 ${result.reads[name].uncached.p99} ms, ${result.reads[name].uncached.failures} failures`);
  }
  result.serverRssMb = { afterReads: rssMb(server.pid) };
  loads.afterReads = os.loadavg().map((l) => +l.toFixed(2));
  // Settlement runs in nodes of its own (scale-cli settle): the server's timer would settle the same orders.
  await server.stop();
}

const result = { scale: SCALE, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memGb: Math.round(os.totalmem() / 2 ** 30) }, connections: CONNECTIONS, secondsPerTarget: SECONDS };
try {
  if (reuse) {
    result.seed = { reused: PG_DIR };
    log(`reusing the seeded database in ${PG_DIR}`);
  } else {
    log(`seeding at scale ${SCALE}`);
    if (keyPath) writeFileSync(keyPath, FIELD_KEY);
    result.seed = await cli('seed', statePath, String(SCALE));
    if (stampPath) writeFileSync(stampPath, seedStamp());
    log(`seeded: ${JSON.stringify(result.seed)}`);
  }
  if (!SETTLE_ONLY) await measureReads(JSON.parse(readFileSync(statePath, 'utf8')));
  if (!ONLY) await settleRounds();
  result.database = {
    sizeMb: Math.round(Number((await query(dbUrl, `select pg_database_size('scale') as b`))[0].b) / 2 ** 20),
    tables: (await query(dbUrl, `select relname as table, n_live_tup::bigint as rows, round(pg_total_relation_size(relid) / 1048576.0) as mb from pg_stat_user_tables order by pg_total_relation_size(relid) desc limit 6`)).map((r) => ({ table: r.table, rows: Number(r.rows), mb: Number(r.mb) })),
  };
} finally {
  rmSync(tmp, { recursive: true, force: true });
  await cluster?.stop();
}

/** Settlement of one day's orders on one node, then on two; it adds and settles orders, so a kept database is reseeded next time. */
async function settleRounds() {
  if (stampPath) rmSync(stampPath, { force: true });
  result.settlement = {};
  result.settlement.seedA = await cli('pending', statePath, 'A');
  log(`round A: ${JSON.stringify(result.settlement.seedA)}`);
  loads.beforeOneNode = os.loadavg().map((l) => +l.toFixed(2));
  let t0 = performance.now();
  const one = await cli('settle', result.settlement.seedA.confirmDate);
  result.settlement.oneNode = { wallMs: Math.round(performance.now() - t0), nodes: [one] };
  log(`one node: ${JSON.stringify(result.settlement.oneNode)}`);
  result.settlement.afterOneNode = await cli('reconcile', statePath, 'A');
  log(`reconciled: ${JSON.stringify(result.settlement.afterOneNode)}`);
  result.settlement.seedB = await cli('pending', statePath, 'B');
  loads.beforeTwoNodes = os.loadavg().map((l) => +l.toFixed(2));
  t0 = performance.now();
  const two = await Promise.all([cli('settle', result.settlement.seedB.confirmDate), cli('settle', result.settlement.seedB.confirmDate)]);
  result.settlement.twoNodes = { wallMs: Math.round(performance.now() - t0), nodes: two };
  log(`two nodes: ${JSON.stringify(result.settlement.twoNodes)}`);
  result.settlement.afterTwoNodes = await cli('reconcile', statePath, 'B');
  log(`reconciled: ${JSON.stringify(result.settlement.afterTwoNodes)}`);
  loads.afterSettlement = os.loadavg().map((l) => +l.toFixed(2));
}
result.loadAverage = loads;
result.totalSeconds = Math.round((performance.now() - started) / 1000);
mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
// A subset of the reads goes to its own file: artifacts/scale.json is the full run's.
const out = SETTLE_ONLY ? 'scale-settle.json' : ONLY ? 'scale-only.json' : 'scale.json';
writeFileSync(path.join(ROOT, 'artifacts', out), JSON.stringify(result, null, 2));
log(`wrote artifacts/${out} (${result.totalSeconds} s; load average ${loads.start.join(' ')} at start)`);
