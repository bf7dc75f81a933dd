// A list read for one fund (its income, trades, plans) names a fund that exists: an unknown fund id is a 404
// the page shows in words (基金不存在), not an empty list that reads as "nothing yet".
import type { Kysely } from 'kysely';
import { TRADING_MESSAGES } from '@fund/core/trade';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import { fundIdExists } from './known-fund-repo';

/** Passes when no fund is named (the list of every fund) or the named fund exists; otherwise 404 基金不存在. */
export async function requireKnownFund(db: Kysely<DB>, fundId: number | undefined): Promise<void> {
  if (fundId === undefined) return;
  if (!(await fundIdExists(db, fundId))) throw detailError(404, TRADING_MESSAGES.fundNotFound);
}

/** Private funds are not sold here, so a read for one named private fund names nothing. */
export function refuseNamedPrivateFund(fundId: number | undefined): void {
  if (fundId !== undefined) throw detailError(404, TRADING_MESSAGES.fundNotFound);
}
