// The wallet's and store income's books checked against their records: a wallet never below zero and equal
// to its credits less its withdrawals, money in transit equal to the pending withdrawals, and store income
// equal to its accruals less what was withdrawn into the wallet. Part of the ledger's reconcile().
import { sql, type Kysely } from 'kysely';
import { WALLET_LEDGER, WalletWithdrawalStatus } from '@fund/core/wallet';
import { toDecimal } from '@fund/core/money';
import type { DB } from '../../db/schema';

export async function walletProblems(db: Kysely<DB>, userId?: number): Promise<string[]> {
  const who = (column: string) => (userId === undefined ? sql`true` : sql`${sql.ref(column)} = ${userId}`);
  const rows = await sql<{ user_id: number; wallet: string; credits: string; out: string; transit: string; pending: string; income: string; accrued: string; taken: string }>`
    with users_of as (
      select user_id from ledger_entries where account in (${WALLET_LEDGER.wallet}, ${WALLET_LEDGER.walletTransit}, ${WALLET_LEDGER.storeIncome}) and ${who('user_id')}
      union select user_id from wallet_credits where ${who('user_id')}
      union select user_id from wallet_withdrawals where ${who('user_id')}
      union select owner_user_id from store_income_accruals where ${who('owner_user_id')}
      union select user_id from store_income_withdrawals where ${who('user_id')})
    select u.user_id,
      (select coalesce(sum(amount), 0) from ledger_entries e where e.user_id = u.user_id and e.account = ${WALLET_LEDGER.wallet})::text as wallet,
      (select coalesce(sum(amount), 0) from wallet_credits c where c.user_id = u.user_id)::text as credits,
      (select coalesce(sum(amount), 0) from wallet_withdrawals w where w.user_id = u.user_id)::text as out,
      (select coalesce(sum(amount), 0) from ledger_entries e where e.user_id = u.user_id and e.account = ${WALLET_LEDGER.walletTransit})::text as transit,
      (select coalesce(sum(amount), 0) from wallet_withdrawals w where w.user_id = u.user_id and w.status = ${WalletWithdrawalStatus.Pending})::text as pending,
      (select coalesce(sum(amount), 0) from ledger_entries e where e.user_id = u.user_id and e.account = ${WALLET_LEDGER.storeIncome})::text as income,
      (select coalesce(sum(amount), 0) from store_income_accruals a where a.owner_user_id = u.user_id)::text as accrued,
      (select coalesce(sum(amount), 0) from store_income_withdrawals s where s.user_id = u.user_id)::text as taken
    from users_of u`.execute(db);
  const problems: string[] = [];
  for (const r of rows.rows) {
    const d = toDecimal;
    if (d(r.wallet).lt(0)) problems.push(`wallet u${r.user_id}: balance ${r.wallet} below zero`);
    if (!d(r.wallet).eq(d(r.credits).minus(r.out))) problems.push(`wallet u${r.user_id}: ledger ${r.wallet}, credits ${r.credits} less withdrawals ${r.out}`);
    if (!d(r.transit).eq(r.pending)) problems.push(`wallet u${r.user_id}: ${r.transit} in transit, pending withdrawals ${r.pending}`);
    if (d(r.income).lt(0)) problems.push(`store income u${r.user_id}: ${r.income} below zero`);
    if (!d(r.income).eq(d(r.accrued).minus(r.taken))) problems.push(`store income u${r.user_id}: ledger ${r.income}, accrued ${r.accrued} less withdrawn ${r.taken}`);
  }
  return problems;
}
