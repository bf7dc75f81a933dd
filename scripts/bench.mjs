// `npm run bench`: loopback-only, bounded load on the reference server beside a Fastify hello world.
// autocannon reports requests per second and p50/p99 latency at 50 connections, sending Accept-Encoding as
// every browser and wx.request does (one row without it, for comparison); writes artifacts/bench.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort, waitForHttp } from './lib.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

function start(args, env) {
  return spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

// What browsers and wx.request send: every client of the API takes compressed answers.
const CLIENT_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** CPU seconds (user + system) a process has used so far, from /proc (Linux), or null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * autocannon (a real load generator, not http.get in this loop) for `seconds` s over `connections` sockets;
 * with the serving process's CPU per answer, which a busy shared machine disturbs less than the rate.
 */
async function load(url, seconds, connections, pid, headers = CLIENT_HEADERS) {
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({ url, connections, duration: seconds, headers });
  const cpuAfter = cpuSeconds(pid);
  const cpuUsPerRequest = cpuBefore === null || cpuAfter === null || r.requests.total === 0 ? null : Math.round(((cpuAfter - cpuBefore) * 1e6) / r.requests.total);
  return { requests: r.requests.total, failures: r.non2xx + r.errors + r.timeouts, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, cpuUsPerRequest };
}

/** Demo-account buys of 10.00 yuan, each with its own Idempotency-Key, over 10 connections. */
async function benchBuys(apiBase) {
  const BUYS = Number(process.env.BENCH_BUYS ?? 200);
  const json = async (res) => ({ status: res.status, body: await res.json() });
  const { body: csrf } = await json(await fetch(`${apiBase}/api/v1/accounts/csrftoken/`));
  const base = { 'content-type': 'application/json', 'x-csrftoken': csrf.csrftoken };
  const login = await json(await fetch(`${apiBase}/api/v1/accounts/login/`, { method: 'POST', headers: base, body: JSON.stringify({ mobile: '13800000000', password: 'demo1234' }) }));
  const headers = { ...base, authorization: `Token ${login.body.token.access_token}` };
  const cards = (await json(await fetch(`${apiBase}/api/v1/accounts/bank_cards/mine/`, { headers }))).body;
  const card = (Array.isArray(cards) ? cards : cards.results)[0];
  // A tradable fund the demo investor (level 3) may buy without a risk confirmation.
  const funds = (await json(await fetch(`${apiBase}/api/v1/symbols/funds/?type=302&page_size=50`))).body.results;
  const buyOnce = (fund, n) =>
    fetch(`${apiBase}/api/v1/funds/buy/`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `bench-${process.pid}-${n}` },
      body: JSON.stringify({ fund_id: fund.id, bank_card_id: card.id, amount: '10.00', password: '123456' }),
    });
  let fund = null;
  for (const f of funds) {
    if ((await buyOnce(f, `probe-${f.id}`)).status === 200) {
      fund = f;
      break;
    }
  }
  if (!fund) throw new Error('no fund the demo account can buy');
  let next = 0;
  let failures = 0;
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < BUYS) {
        next += 1;
        const t0 = performance.now();
        const res = await buyOnce(fund, next);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { requests: latencies.length, failures, rps: Math.round(latencies.length / seconds), p50: +at(0.5).toFixed(2), p99: +at(0.99).toFixed(2) };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fund-mini-bench-'));
const apiPort = await freePort();
const helloPort = await freePort();
// NODE_ENV=production as deployed, with the demo market and account to trade on (FUND_MODE=demo).
const api = start(['--import', 'tsx', 'packages/server/src/main.ts'], {
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  FUND_MODE: 'demo',
  LOG_LEVEL: 'warn',
  FIELD_KEY: randomBytes(32).toString('hex'),
});
const apiExited = new Promise((resolve) => api.once('exit', (code) => resolve(`the server exited with code ${code}`)));
const hello = start(['scripts/bench-hello.mjs'], { PORT: String(helloPort) });

const results = {};
// The machine may be shared: the load average beside the figures says how far to trust them.
const loadBefore = os.loadavg().map((l) => +l.toFixed(2));
try {
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const up = await Promise.race([waitForHttp(`${apiBase}/api/v1/health`, 120000).then((ok) => (ok ? 'up' : 'no answer in 120 s')), apiExited]);
  if (up !== 'up') throw new Error(`the server did not start: ${up}`);
  if (!(await waitForHttp(`http://127.0.0.1:${helloPort}/hello`, 30000))) throw new Error('the hello world did not start');
  const list = `${apiBase}/api/v1/symbols/funds/?page=1&page_size=20`;
  const targets = [
    { name: 'fastify hello world', url: `http://127.0.0.1:${helloPort}/hello`, pid: hello.pid },
    { name: 'fund list page 1', url: list, pid: api.pid },
    { name: 'fund list, bond type', url: `${apiBase}/api/v1/symbols/funds/?type=302&sort=-percent_month`, pid: api.pid },
    // For comparison: a client that takes no compression gets the 15 KB of JSON as it is.
    { name: 'fund list, uncompressed', url: list, pid: api.pid, headers: {} },
  ];
  for (const { name, url, pid, headers } of targets) {
    await load(url, 2, CONNECTIONS, pid, headers);
    results[name] = await load(url, DURATION, CONNECTIONS, pid, headers);
  }
  results['buy orders (demo account)'] = await benchBuys(apiBase);
} finally {
  api.kill('SIGTERM');
  hello.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

const loadAfter = os.loadavg().map((l) => +l.toFixed(2));
console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each (after 2 s warm-up), loopback; load average ${loadBefore.join(' ')} -> ${loadAfter.join(' ')} on ${os.cpus().length} cores`);
for (const [name, r] of Object.entries(results)) {
  const cpu = r.cpuUsPerRequest === undefined || r.cpuUsPerRequest === null ? '' : `  server CPU ${String(r.cpuUsPerRequest).padStart(5)} µs/answer`;
  console.log(`${name.padEnd(26)} ${String(r.rps).padStart(6)} req/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  failures ${r.failures}${cpu}`);
}
const baseline = results['fastify hello world'];
const list = results['fund list page 1'];
const buys = results['buy orders (demo account)'];
// Issue 22's goals: the cached fund list at half the hello world's rate with p99 <= 10 ms; 300 buys a second.
const goals = {
  fundListRatio: { goal: 0.5, value: baseline && list ? +(list.rps / baseline.rps).toFixed(2) : null },
  fundListP99Ms: { goal: 10, value: list?.p99 ?? null },
  buysPerSecond: { goal: 300, value: buys?.rps ?? null },
};
const met = (name, g, atMost = false) => console.log(`${name}: ${g.value} (goal ${atMost ? '<=' : '>='} ${g.goal}) ${g.value !== null && (atMost ? g.value <= g.goal : g.value >= g.goal) ? 'met' : 'NOT met'}`);
met('fund list / hello world req/s', goals.fundListRatio);
met('fund list p99 ms', goals.fundListP99Ms, true);
met('buys per second', goals.buysPerSecond);
mkdirSync(path.join(ROOT, 'artifacts'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'artifacts', 'bench.json'),
  JSON.stringify({ tool: 'autocannon', connections: CONNECTIONS, seconds: DURATION, loadAverage: { before: loadBefore, after: loadAfter }, results, goals }, null, 2),
);
