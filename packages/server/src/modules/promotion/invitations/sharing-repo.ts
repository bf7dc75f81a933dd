// SQL of sharing and binding: share records, mini-program bindings, ad mobiles (deduplicated by key).
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export async function insertShare(db: Kysely<DB>, row: { user_id: number | null; code: string; channel: string; created_at: string }): Promise<void> {
  await db.insertInto('promotion_shares').values(row).execute();
}

/** Binds (or re-binds, the openid the platform gives now wins) the user under the app. */
export async function upsertBinding(db: Kysely<DB>, row: { user_id: number; appid: string; openid: string; bound_at: string }): Promise<void> {
  await db.insertInto('wx_app_bindings').values(row).onConflict((oc) => oc.columns(['user_id', 'appid']).doUpdateSet({ openid: row.openid, bound_at: row.bound_at })).execute();
}

export function bindingOf(db: Kysely<DB>, userId: number, appid: string) {
  return db.selectFrom('wx_app_bindings').select('bound_at').where('user_id', '=', userId).where('appid', '=', appid).executeTakeFirst();
}

export async function insertAdMobile(db: Kysely<DB>, row: { mobile_hash: string; channel: string; created_at: string }): Promise<void> {
  await db.insertInto('ad_external_mobiles').values(row).onConflict((oc) => oc.columns(['mobile_hash', 'channel']).doNothing()).execute();
}
