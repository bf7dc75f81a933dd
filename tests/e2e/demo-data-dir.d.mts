/** The demo server's environment of the test harnesses (tests/e2e/demo-data-dir.mjs). */
export const TEST_SERVER_ENV: Readonly<Record<string, string>>;
/** Makes the seeded copy for the environment `env` now, if there is none yet. */
export function prepareSeededData(env: NodeJS.ProcessEnv): Promise<void>;
/** Fills the empty directory `into` with the seeded demo data (tests/e2e/demo-data-dir.mjs). */
export function fillWithSeededData(into: string, env: NodeJS.ProcessEnv): Promise<void>;
