// The books of one user checked against each other (holdings against the ledger, money in transit,
// frozen shares, coupons), for the development reconciliation call.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { reconcile, type Reconciliation } from './ledger-repo';

export function userReconciliation(db: Kysely<DB>, userId: number): Promise<Reconciliation> {
  return reconcile(db, userId);
}
