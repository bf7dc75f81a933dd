import { checkStoreApplyForm } from '@fund/core/store';
import { openDatabase } from '../../db/database';
import { makeInvestor } from '../../testing/trading-kit';
import { seedDemoStores } from './demo-store';
import * as repo from './store-repo';

describe('demo stores', () => {
  it('opens the demo advisor a store and one for each portfolio owner without one, once', async () => {
    const database = await openDatabase({ memory: true });
    try {
      const db = database.db;
      const now = new Date('2026-11-23T02:00:00Z');
      const owner = await makeInvestor(db);
      const t = now.toISOString();
      const p = await db
        .insertInto('portfolios')
        .values({
          symbol: 'ZH9001', name: '自建组合', description: '', topic: 'xds', investment_risk: 101, allow_buy: true, allow_sell: true, allow_fixed: false, allow_trade: true,
          allow_positions: true, allow_performance: true, amount_min_buy: '100.00', amount_max_buy: '1000000.00', amount_min_sell: '1.00', fare_ratio_buy_min: '0', fare_ratio_buy_max: '0.015',
          fare_ratio_sell_min: '0', fare_ratio_sell_max: '0.015', discount_rate_buy: '1', discount_rate_sell: '1', manage_fare_ratio: '0.005', charge_mode: 0, div_type: 1,
          owner_user_id: owner.userId, advisor_title: '', advisor_description: '', yld_target: null, created_at: t,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await seedDemoStores(db, now);
      await seedDemoStores(db, now);
      const stores = await db.selectFrom('stores').select(['user_id', 'name', 'description', 'avatar']).orderBy('id').execute();
      expect(stores).toHaveLength(2);
      for (const s of stores) expect(checkStoreApplyForm({ name: s.name, introduction: s.description, avatar: s.avatar, qualification_no: 'S0000000000001', agreement: true })).toEqual({});
      const ownerStore = await repo.storeOfUser(db, owner.userId);
      expect((await repo.portfoliosOfStore(db, ownerStore?.id ?? 0)).map((r) => r.id)).toEqual([p.id]);
      expect((await repo.applyOfUser(db, owner.userId))?.status).toBe(1);
    } finally {
      await database.close();
    }
  }, 60_000);
});
