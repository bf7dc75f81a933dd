/** Fills the empty directory `into` with the seeded demo data (tests/e2e/demo-data-dir.mjs). */
export function fillWithSeededData(into: string, env: NodeJS.ProcessEnv): Promise<void>;
