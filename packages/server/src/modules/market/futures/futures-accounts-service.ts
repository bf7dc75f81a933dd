// Linked futures accounts: the user's list (default first), choosing the default, and in demo mode the
// two demo accounts each investor finds linked on first look (production links nothing by itself).
import type { Kysely } from 'kysely';
import { beijingDate } from '@fund/core/calendar';
import { FUTURES_ACCOUNT_STATUS_NAMES, FUTURES_ANSWER_TEXTS, FUTURES_INCOME_DAYS_MAX, FuturesAccountStatus, maskFuturesAccountNo } from '@fund/core/market';
import type { FuturesAccount } from '@fund/core/market';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import type { ApiError } from '../../../http/api-error';
import { demoFuturesAccounts, demoFuturesDays } from '../../../market-model/futures-demo';
import { iso } from '../../account/auth/timestamps';
import * as repo from './futures-repo';

export type AccountRow = Awaited<ReturnType<typeof repo.userAccounts>>[number];

export function accountNotFound(): ApiError {
  return detailError(404, FUTURES_ANSWER_TEXTS.accountNotFound);
}

function statusOf(value: number): FuturesAccountStatus {
  return value === FuturesAccountStatus.Frozen ? FuturesAccountStatus.Frozen : FuturesAccountStatus.Normal;
}

export function accountView(row: AccountRow): FuturesAccount {
  const status = statusOf(row.status);
  return {
    id: row.id,
    broker_name: row.broker_name,
    account_no: maskFuturesAccountNo(row.account_tail),
    is_default: row.is_default,
    status,
    status_display: FUTURES_ACCOUNT_STATUS_NAMES[status],
    linked_at: row.linked_at.toISOString(),
  };
}

/** Demo mode: an investor who never linked an account finds the demo broker's two, with their history. */
export async function ensureDemoLinks(db: Kysely<DB>, userId: number, now: Date): Promise<void> {
  if (await repo.hasAnyAccount(db, userId)) return;
  await db.transaction().execute(async (trx) => {
    const days = await repo.tradingDaysBefore(trx, beijingDate(now), FUTURES_INCOME_DAYS_MAX);
    for (const [i, plan] of demoFuturesAccounts(userId).entries()) {
      const accountId = await repo.insertAccount(trx, {
        user_id: userId,
        broker_name: plan.broker_name,
        account_tail: plan.account_tail,
        is_default: plan.is_default,
        status: FuturesAccountStatus.Normal,
        opening_balance: plan.opening_balance,
        linked_at: iso(now),
      });
      // Another request linked them first.
      if (accountId === undefined) continue;
      const instruments = await repo.instrumentIdsBySymbol(trx, plan.positions.map((p) => p.symbol));
      const idOf = new Map(instruments.map((x) => [x.symbol, x.id]));
      await repo.insertPositions(
        trx,
        plan.positions.flatMap((p) => {
          const instrumentId = idOf.get(p.symbol);
          return instrumentId === undefined ? [] : [{ account_id: accountId, instrument_id: instrumentId, direction: p.direction, lots: p.lots }];
        }),
      );
      await repo.insertAccountDays(trx, demoFuturesDays(userId * 10 + i, plan.opening_balance, days).map((d) => ({ account_id: accountId, ...d })));
    }
  });
}

export async function myAccounts(db: Kysely<DB>, userId: number): Promise<FuturesAccount[]> {
  return (await repo.userAccounts(db, userId)).map(accountView);
}

/** Makes one of the user's accounts the default; another user's account, or none, is not found. */
export async function setDefault(db: Kysely<DB>, userId: number, accountId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.lockUserAccounts(trx, userId);
    if (!(await repo.userAccount(trx, userId, accountId))) throw accountNotFound();
    await repo.setDefaultAccount(trx, userId, accountId);
  });
}

/** The account an income call is about: the one asked for (the user's own), else the default, else the first. */
export async function accountFor(db: Kysely<DB>, userId: number, accountId: number | undefined): Promise<AccountRow> {
  if (accountId !== undefined) {
    const own = await repo.userAccount(db, userId, accountId);
    if (!own) throw accountNotFound();
    return own;
  }
  const [first] = await repo.userAccounts(db, userId);
  if (!first) throw detailError(404, FUTURES_ANSWER_TEXTS.noLinkedAccount);
  return first;
}
