// SQL of the support calls: notice marks, private-fund reservations, the shake's candidates, FAQ feedback
// and ad callbacks (each keyed so a repeat finds the first row).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { SubscriptionStatus } from '@fund/core/fund';
import type { DB } from '../../../db/schema';

export async function markNotice(db: Kysely<DB>, userId: number, code: string, at: string): Promise<void> {
  await db.insertInto('notice_marks').values({ user_id: userId, code, marked_at: at }).onConflict((oc) => oc.columns(['user_id', 'code']).doNothing()).execute();
}

export function noticeMarkOf(db: Kysely<DB>, userId: number, code: string) {
  return db.selectFrom('notice_marks').select('marked_at').where('user_id', '=', userId).where('code', '=', code).executeTakeFirst();
}

export function fundExists(db: Kysely<DB>, fundId: number) {
  return db.selectFrom('funds').select('id').where('id', '=', fundId).executeTakeFirst();
}

/** The reservation, and whether this call made it (false: the user had reserved the fund before). */
export async function reserve(db: Kysely<DB>, row: { user_id: number; fund_id: number; amount: string | null; mobile_enc: string | null; created_at: string }) {
  const made = await db.insertInto('private_fund_reservations').values(row).onConflict((oc) => oc.columns(['user_id', 'fund_id']).doNothing()).returning(['id', 'created_at']).executeTakeFirst();
  if (made) return { ...made, repeated: false };
  const first = await db.selectFrom('private_fund_reservations').select(['id', 'created_at']).where('user_id', '=', row.user_id).where('fund_id', '=', row.fund_id).executeTakeFirstOrThrow();
  return { ...first, repeated: true };
}

/** Funds open for buying whose risk is within `level`. */
function shakeCandidates(db: Kysely<DB>, level: number) {
  return db
    .selectFrom('funds')
    .where('allow_trade', '=', true)
    .where('is_bao', '=', false)
    .where('subscription_status', '=', SubscriptionStatus.Open)
    .where('net_value', 'is not', null)
    .where('investment_risk', '<=', level);
}

export async function countShakeCandidates(db: Kysely<DB>, level: number): Promise<number> {
  const row = await shakeCandidates(db, level).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function shakeCandidateAt(db: Kysely<DB>, level: number, offset: number) {
  return shakeCandidates(db, level).select('symbol').orderBy('id').offset(offset).limit(1).executeTakeFirst();
}

export async function insertFeedback(db: Kysely<DB>, row: { user_id: number | null; question: string; useful: boolean | null; content: string; created_at: string }): Promise<void> {
  await db.insertInto('faq_feedbacks').values(row).execute();
}

/** true the first time the channel reports the idfa; a repeat only counts the hit. */
export async function recordIdfa(db: Kysely<DB>, channel: string, idfa: string, at: string): Promise<boolean> {
  const row = await db
    .insertInto('idfa_callbacks')
    .values({ channel, idfa, first_at: at, last_at: at, hits: 1 })
    .onConflict((oc) => oc.columns(['channel', 'idfa']).doUpdateSet({ last_at: at, hits: sql<number>`idfa_callbacks.hits + 1` }))
    .returning(['hits'])
    .executeTakeFirstOrThrow();
  return Number(row.hits) === 1;
}
