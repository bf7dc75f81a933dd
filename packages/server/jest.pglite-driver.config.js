// The server suite's second run, on PGlite (the embedded engine `npm start` uses by default). The whole suite
// runs on PostgreSQL (jest.config.js under scripts/with-postgres.mjs). PGlite is PostgreSQL's own engine
// compiled to WASM, so a query, a constraint or a validator answers the same on both; what the two can
// disagree on is the driver around it: one session that runs one transaction at a time (so parallel
// requests queue instead of racing for row locks), its type parsers, its data directory on disk and our
// test templates' file images. This run takes the files whose subject is exactly that, plus the demo life
// that `npm start` seeds; every E2E journey also runs against PGlite (tests/e2e starts `npm start`).
const base = require('./jest.config.js');

const DRIVER_FILES = [
  // Its data directory, templates, migrations on disk and time-outs; statements prepared in its session.
  'db/pglite-prepared', 'db/copy-rows', 'db/fresh-data-dir', 'db/data-dir-lock', 'db/database-timeouts', 'db/test-templates/templated-database',
  'http/database-refusal', 'app', 'production-mode',
  // Parallel requests and transactions: limits, idempotency, locks and batches on one session.
  'engine/concurrency', 'engine/confirm-batch', 'engine/settlement-robustness', 'engine/trading-lives',
  'modules/limits-under-attack', 'modules/trade/idempotency-lives', 'modules/account/trade-password/trade-password',
  'modules/promotion/campaigns/campaigns-under-attack', 'modules/promotion/activities/receive-under-attack',
  'modules/wallet/wallet-under-attack', 'modules/promotion/coupon-lives', 'modules/portfolio/coupon-lives',
  'modules/promotion/invitations/invite-chain',
  // Answers whose JSON text the database builds (its text output of dates and decimals).
  'modules/fund/nav-history-text',
  // What `npm start` seeds on a new data directory.
  'engine/demo-life/demo-life',
];

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  displayName: 'server (PGlite driver)',
  testRegex: [`/src/(${DRIVER_FILES.join('|')})\\.test\\.ts$`],
};
