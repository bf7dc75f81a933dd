// SQL of the wallet: ledger sums of its accounts, the credit and withdrawal records.
import { sql, type Kysely, type Transaction } from 'kysely';
import { WalletWithdrawalStatus } from '@fund/core/wallet';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The sum of one of the user's ledger accounts as a decimal string ('0' when empty), as a scalar subquery. */
const ledgerSumSql = (userId: number, account: string) => sql<string>`(select coalesce(sum(amount), 0)::text from ledger_entries where user_id = ${userId} and account = ${account})`;

/** The sum of one of the user's ledger accounts, as a decimal string ('0' when empty). */
export async function ledgerSum(db: Db, userId: number, account: string): Promise<string> {
  const row = await sql<{ total: string }>`select ${ledgerSumSql(userId, account)} as total`.execute(db);
  return row.rows[0]?.total ?? '0';
}

/** The wallet's balance, what is on its way to cards, and what reached them, as decimal strings: one statement. */
export async function walletSums(db: Db, userId: number, accounts: { wallet: string; transit: string }): Promise<{ available: string; frozen: string; withdrawn: string }> {
  const { rows } = await sql<{ available: string; frozen: string; withdrawn: string }>`select ${ledgerSumSql(userId, accounts.wallet)} as available, ${ledgerSumSql(userId, accounts.transit)} as frozen,
    (select coalesce(sum(amount), 0)::text from wallet_withdrawals where user_id = ${userId} and status = ${WalletWithdrawalStatus.Arrived}) as withdrawn`.execute(db);
  return rows[0] ?? { available: '0', frozen: '0', withdrawn: '0' };
}

/** Records a credit once per (kind, ref); false when it was recorded before. */
export async function insertCredit(trx: Transaction<DB>, row: { user_id: number; kind: string; ref_id: string; amount: string; created_at: string }): Promise<boolean> {
  const inserted = await trx.insertInto('wallet_credits').values(row).onConflict((oc) => oc.columns(['kind', 'ref_id']).doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

export async function insertWithdrawal(trx: Transaction<DB>, row: { user_id: number; bank_card_id: number; amount: string; arrive_date: string; created_at: string }) {
  return trx.insertInto('wallet_withdrawals').values({ ...row, status: WalletWithdrawalStatus.Pending }).returningAll().executeTakeFirstOrThrow();
}

/** Pending withdrawals due to arrive by `day`. */
export function dueWithdrawals(db: Db, day: string) {
  return db.selectFrom('wallet_withdrawals').select(['id']).where('status', '=', WalletWithdrawalStatus.Pending).where('arrive_date', '<=', day).orderBy('id').execute();
}

/** The withdrawal locked for its payout; undefined once it arrived (a second node finds it paid). */
export function lockPendingWithdrawal(trx: Transaction<DB>, id: number) {
  return trx.selectFrom('wallet_withdrawals').selectAll().where('id', '=', id).where('status', '=', WalletWithdrawalStatus.Pending).forUpdate().executeTakeFirst();
}

export async function markArrived(trx: Transaction<DB>, id: number, at: string): Promise<void> {
  await trx.updateTable('wallet_withdrawals').set({ status: WalletWithdrawalStatus.Arrived, arrived_at: at }).where('id', '=', id).execute();
}
