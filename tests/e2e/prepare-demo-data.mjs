// npm test's `demo data` step: seeds the demo data directory E2E, the mini-program pages and the cluster tests
// start from (demo-data-dir.mjs), beside the H5 build, so that E2E does not begin with a minute of seeding.
import { prepareSeededData, TEST_SERVER_ENV } from './demo-data-dir.mjs';

await prepareSeededData({ ...process.env, ...TEST_SERVER_ENV });
