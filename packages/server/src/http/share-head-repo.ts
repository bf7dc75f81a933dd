// The names a shared link's head shows: a fund's short name, a portfolio's name and its owner's share text
// (when sharing is on), a store's name.
import type { Kysely } from 'kysely';
import type { ShareSubject } from '@fund/core/navigation';
import type { DB } from '../db/schema';

export async function recordNames(db: Kysely<DB>, subject: ShareSubject): Promise<{ name: string; ownText?: string } | null> {
  if (subject.kind === 'fund') {
    const fund = await db.selectFrom('funds').select('abbr_name').where('code', '=', subject.code).executeTakeFirst();
    return fund ? { name: fund.abbr_name } : null;
  }
  if (subject.kind === 'portfolio') {
    const p = await db.selectFrom('portfolios').select(['name', 'share_enabled', 'share_desc']).where('id', '=', subject.id).executeTakeFirst();
    return p ? { name: p.name, ...(p.share_enabled ? { ownText: p.share_desc } : {}) } : null;
  }
  const store = await db.selectFrom('stores').select('name').where('id', '=', subject.id).executeTakeFirst();
  return store ? { name: store.name } : null;
}
