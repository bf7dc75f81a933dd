// Settlement by one node at a time: a run first takes a lease row (one atomic UPDATE), so nodes sharing
// a database never settle the same day together; a lease left by a node that died expires. A node that
// finds the lease taken helps confirm the holder's day instead (batches claimed with SKIP LOCKED).
import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import { systemClock } from '@fund/core/ports';
import type { DB } from '../db/schema';
import { helpConfirm, runSettlement, type SettlementOptions, type SettlementReport } from './settlement';
import { releaseLeaseRow, takeLeaseRow } from './settlement-repo';

const LEASE_KEY = 'settlement_lease';
/** Longer than any run; a node that died holding the lease delays settlement by at most this. */
export const LEASE_MS = 5 * 60_000;
const NODE_ID = randomUUID();
// Leases and waits are between nodes and processes: real time, never the market's (movable) clock.
const realMs = (): number => systemClock.now();

async function takeLease(db: Kysely<DB>): Promise<boolean> {
  const until = realMs() + LEASE_MS;
  return takeLeaseRow(db, LEASE_KEY, NODE_ID, until, realMs);
}

async function releaseLease(db: Kysely<DB>): Promise<void> {
  await releaseLeaseRow(db, LEASE_KEY, NODE_ID);
}

/** Runs settlement under the lease; null when another node holds it (after helping it confirm; a timer simply tries again later). */
export async function settleUnderLease(db: Kysely<DB>, now: () => Date, options: SettlementOptions = {}): Promise<SettlementReport | null> {
  if (!(await takeLease(db))) {
    await helpConfirm(db, now(), options);
    return null;
  }
  try {
    return await runSettlement(db, now(), options);
  } finally {
    await releaseLease(db);
  }
}

/** Waits for the lease (a clock move must see its days settled before it answers), up to `waitMs`. */
export async function settleWhenFree(db: Kysely<DB>, now: () => Date, options: SettlementOptions = {}, waitMs = 60_000): Promise<SettlementReport> {
  const deadline = realMs() + waitMs;
  for (;;) {
    const report = await settleUnderLease(db, now, options);
    if (report) return report;
    if (realMs() > deadline) throw new Error('结算任务正由其他节点执行，等待超时');
    await new Promise((r) => setTimeout(r, 100));
  }
}
