// Starts the server: `node --import tsx packages/server/src/main.ts` (npm start runs it after building H5).
// First: the database starts opening while the modules below load.
import './early-open';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { DataDirBusyError } from './db/data-dir-lock';
import { closeDemoAccount, DEMO_ACCOUNT, DEMO_CAUTIOUS_ACCOUNT, seedDemoAccount } from './modules/account/demo-account';
import { hashDemoPasswordsAhead } from './modules/account/demo-passwords';
import { seedDemoLife } from './engine/demo-life/demo-life';
import { DEMO_ADVISOR, seedDemoStores } from './modules/store/demo-store';
import { seedDemoStoreMonth } from './engine/demo-store-month';
import { seedDemoCampaigns } from './modules/promotion/campaigns/demo-campaigns';
import { seedCouponActivities } from './modules/promotion/activities/demo-activities';
import { PortsRefused } from './ports/choose-ports';
import { ServerClock } from './clock/server-clock';
import { MODE_LABELS } from './server-mode';
import { engineOf } from './engine/engine-registry';
import { startSettlementTimer, type StopSettlementTimer } from './engine/settlement-timer';
import { isPortFree } from './port-check';

/** How long shutdown may wait for requests and a settlement run under way before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

function portInUseMessage(port: number): string {
  return `端口 ${port} 已被占用，请用 PORT=<其他端口> npm start 换一个端口`;
}

function isAddressInUse(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'EADDRINUSE';
}

/** `--prepare-only` (npm start, while the H5 build runs): make and seed the database, then end. */
const prepareOnly = process.argv.includes('--prepare-only');

async function main(): Promise<void> {
  const started = performance.now();
  let config;
  try {
    config = readConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  if (!(await isPortFree(config.port, config.host))) {
    console.error(portInUseMessage(config.port));
    process.exit(1);
  }

  const clock = new ServerClock();
  let database: Database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // Filled once the app is built; the signal handlers may run before that.
  const running: { app?: FastifyInstance; stopSettlement?: StopSettlementTimer } = {};
  let stopping = false;
  const stop = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    // A hung request or settlement run must not keep the process alive forever.
    setTimeout(() => {
      console.error(`关闭超时（${SHUTDOWN_TIMEOUT_MS / 1000} 秒），强制退出`);
      process.exit(code === 0 ? 1 : code);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      // Settlement first: a run under way finishes its transaction before the database closes.
      await running.stopSettlement?.();
      await running.app?.close();
    } finally {
      await database.close();
      process.exit(code);
    }
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));

  let app: FastifyInstance;
  try {
    app = await buildApp({
      db: database,
      staticDir: prepareOnly ? undefined : config.staticDir,
      logger: true,
      logLevel: config.logLevel,
      clock,
      mode: config.mode,
      allowSimulators: config.allowSimulators,
      trustProxy: config.trustProxy,
      rateLimit: config.rateLimit,
      // Seeding only: the routes are never served.
      portsOnly: prepareOnly,
    });
  } catch (err) {
    if (err instanceof PortsRefused) {
      console.error(err.message);
      await stop(1);
      return;
    }
    throw err;
  }
  running.app = app;
  // A new database: the demo users' password hashes are made on libuv's pool while the market is seeded,
  // the demo store's follower's (a dev investor with the demo password) too.
  if (config.mode === 'demo') await hashDemoPasswordsAhead(database.db, [DEMO_ACCOUNT, DEMO_CAUTIOUS_ACCOUNT, DEMO_ADVISOR], [{ password: DEMO_ACCOUNT.password }]);
  // First start on a new database: the market feed fills it (the demo market: skipped in a millisecond once there).
  const prepared = await app.ports.marketFeed.prepare(database, app.clock.instant());
  if (prepared !== null) console.log(prepared);
  if (config.mode === 'demo') {
    // Demo data of each area, around the demo clock: the demo account, stores, coupon activities, campaigns.
    const now = app.clock.instant();
    for (const line of await seedDemoAccount(database.db, now)) console.log(line);
    for (const line of await seedDemoLife(database.db, DEMO_ACCOUNT.mobile, now)) console.log(line);
    for (const line of await seedDemoStores(database.db, now)) console.log(line);
    for (const line of await seedDemoStoreMonth(database.db, now)) console.log(line);
    for (const line of await seedCouponActivities(database.db, now)) console.log(line);
    await seedDemoCampaigns(database.db, now);
  } else await closeDemoAccount(database.db);
  if (prepareOnly) {
    console.log(`数据已就绪，用时 ${Math.round(performance.now() - started)} ms`);
    await stop(0);
    return;
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if (isAddressInUse(err)) {
      // Taken between the check above and now.
      console.error(portInUseMessage(config.port));
      await stop(1);
      return;
    }
    throw err;
  }
  // The demo market lives on: days published after its seeded history move (tests keep them flat).
  engineOf(database).marketMoves = app.ports.marketFeed.movesPublishedDays;
  // Production's NAVs come only from imports: settlement publishes none and waits for them.
  engineOf(database).navsImported = app.ports.marketFeed.importsOnly;
  // Every node of one database moves one market clock.
  engineOf(database).sharedClock = true;
  const interval = config.settlementIntervalMs;
  if (interval !== null) running.stopSettlement = startSettlementTimer(database, app.clock, interval, (message, detail) => app.log.error(detail, message));
  // The first line is the one people (and scripts) look for; keep it exactly this shape.
  console.log(`服务已启动: http://localhost:${config.port}`);
  console.log(`运行模式: ${MODE_LABELS[config.mode]}；监听 ${config.host}:${config.port}`);
  const simulated = Object.values(app.ports).filter((p) => p.simulator).map((p) => p.adapterName);
  if (simulated.length > 0) console.log(`外部系统使用模拟器: ${simulated.join('、')}`);
  const site = config.staticDir ? `H5: ${config.staticDir}` : '未找到 dist/h5，只提供 /api/v1';
  console.log(`数据库: ${database.kind}；${site}；启动用时 ${Math.round(performance.now() - started)} ms`);
}

main().catch((err: unknown) => {
  console.error('服务启动失败:', err);
  process.exit(1);
});
