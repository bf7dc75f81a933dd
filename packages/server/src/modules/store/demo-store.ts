// Demo mode: an approved store to visit at once. A demo advisor (its own account, so the demo investor can
// still apply) runs 演示主理人小店; every portfolio owner the data already has (owner-made portfolios) gets an
// approved store too, so their portfolios show on a store page.
import type { Kysely } from 'kysely';
import { StoreApplyStatus } from '@fund/core/store';
import type { DB } from '../../db/schema';
import { iso } from '../account/auth/timestamps';
import { avatarUrls } from '../account/avatar/avatar-store';
import { findUserByMobileHash, updateUser } from '../account/repo';
import { createUser, userMobileHash } from '../account/service';
import { demoPasswordHash } from '../account/demo-passwords';
import * as repo from './store-repo';

export const DEMO_ADVISOR = { mobile: '13800000001', password: 'demo1234', username: '演示主理人' } as const;

const DEMO_FORM: repo.ApplyFields = {
  name: '演示主理人小店',
  introduction: '演示用的主理人小店：专注均衡配置的基金组合，定期复盘调仓。',
  avatar: avatarUrls(null).avatar_md,
  qualification_no: 'S0000000000001',
};

async function openStore(db: Kysely<DB>, userId: number, form: repo.ApplyFields, now: Date): Promise<void> {
  if (await repo.storeOfUser(db, userId)) return;
  await db.transaction().execute(async (trx) => {
    await repo.upsertApply(trx, userId, form, StoreApplyStatus.InReview, iso(now));
    const apply = await repo.applyOfUser(trx, userId);
    if (apply) await repo.setReview(trx, apply.id, StoreApplyStatus.Success, null, null, iso(now));
    await repo.insertStore(trx, userId, form, iso(now));
  });
}

/** Creates what is missing; returns the lines to print. */
export async function seedDemoStores(db: Kysely<DB>, now: Date): Promise<string[]> {
  const found = await findUserByMobileHash(db, userMobileHash({ mobile: DEMO_ADVISOR.mobile }));
  const advisorId = found?.id ?? (await createUser(db, { mobile: DEMO_ADVISOR.mobile, password: DEMO_ADVISOR.password, passwordHash: await demoPasswordHash(DEMO_ADVISOR) }, now));
  if (!found) await updateUser(db, advisorId, { username: DEMO_ADVISOR.username, username_set: true });
  await openStore(db, advisorId, DEMO_FORM, now);
  for (const ownerId of await repo.portfolioOwnersWithoutStore(db)) {
    const owner = await repo.userBrief(db, ownerId);
    await openStore(db, ownerId, { ...DEMO_FORM, name: `${owner.username}的小店`.slice(0, 20) }, now);
  }
  return [`演示主理人: ${DEMO_ADVISOR.mobile} / ${DEMO_ADVISOR.password}（小店已开通）`];
}
