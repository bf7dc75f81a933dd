import { toDecimal } from '@fund/core/money';
import { ownerIncomeOfFees } from '@fund/core/wallet';
import { openDatabase, type Database } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';
import { at } from '../../testing/trading-kit';
import { reconcile } from '../ledger/ledger-repo';
import { findUserByMobileHash } from '../account/repo';
import { userMobileHash } from '../account/service';
import { DEMO_ADVISOR, seedDemoStores } from './demo-store';
import { DEMO_STORE_PORTFOLIO } from './demo-store-income';
import { seedDemoStoreMonth } from '../../engine/demo-store-month';
import { incomeMine } from './income/income-service';
import { mine } from './store-service';

const AS_OF = '2026-11-20';

describe('the demo store’s month', () => {
  let database: Database;
  let lines: string[];
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: AS_OF });
    await seedDemoStores(database.db, at(AS_OF, '16:00'));
    lines = await seedDemoStoreMonth(database.db, at(AS_OF, '16:00'));
  }, 180_000);
  afterAll(async () => {
    await database.close();
  });

  it('shows a follower, followers’ assets and income that is the owner’s share of the fees, with a clean ledger', async () => {
    const db = database.db;
    const advisor = await findUserByMobileHash(db, userMobileHash({ mobile: DEMO_ADVISOR.mobile }));
    const store = await mine(db, advisor!.id, AS_OF);
    expect(store.likes_count).toBe(1);
    expect(store.portfolios.map((p) => p.name)).toEqual([DEMO_STORE_PORTFOLIO.name]);
    expect(toDecimal(store.followers_assets).gt(DEMO_STORE_PORTFOLIO.buy)).toBe(true);

    const fares = await db.selectFrom('portfolio_fares').select(['date', 'fare']).where('portfolio_id', '=', store.portfolios[0]!.id).execute();
    // About a month: the buy confirms the next trading day and every close after it charges the fee.
    expect(fares.length).toBeGreaterThanOrEqual(15);
    const fees = fares.reduce((s, f) => s.plus(f.fare), toDecimal(0));
    const income = await incomeMine(db, advisor!.id);
    expect(income.income_total).toBe(ownerIncomeOfFees(fees).toFixed(2));
    expect(toDecimal(income.income_total).gt(0)).toBe(true);
    expect(income.income_available).toBe(income.income_total);
    expect(lines.at(-1)).toContain(`累计收入 ${income.income_total} 元`);
    expect(await reconcile(db)).toEqual({ ok: true, problems: [] });
  });

  it('is lived once: a second start adds nothing', async () => {
    const db = database.db;
    const count = async () => (await db.selectFrom('portfolio_orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    await seedDemoStores(db, at(AS_OF, '17:00'));
    expect(await seedDemoStoreMonth(db, at(AS_OF, '17:00'))).toEqual([]);
    expect(await count()).toBe(before);
    expect(await db.selectFrom('portfolios').select('id').where('name', '=', DEMO_STORE_PORTFOLIO.name).execute()).toHaveLength(1);
  });
});
