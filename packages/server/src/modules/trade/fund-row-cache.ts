// The fund rows buys read, kept in this process beside each row's version (trading-repo's xmin). A buy's
// locking statement reads only the version; the ~60 columns are read again only when it changed, so a
// change committed by anyone (an import, a settlement, an operator's UPDATE) is seen by the next order
// with no invalidation to call. The map is bounded by the number of funds on sale.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { fundWithVersion, type FundRow } from './trading-repo';

const MAX_FUNDS = 10_000;
const rows = new Map<number, { version: string; fund: FundRow }>();

/** The fund as of `version` (read in this transaction), from memory when that is the version kept. */
export async function fundAtVersion(trx: Transaction<DB>, fundId: number, version: string): Promise<FundRow | undefined> {
  const kept = rows.get(fundId);
  if (kept?.version === version) return kept.fund;
  const row = await fundWithVersion(trx, fundId);
  if (!row) return undefined;
  const { fund_version, ...fund } = row;
  if (rows.size >= MAX_FUNDS && !rows.has(fundId)) rows.clear();
  rows.set(fundId, { version: fund_version, fund });
  return fund;
}
