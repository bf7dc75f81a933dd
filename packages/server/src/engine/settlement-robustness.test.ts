// Settlement robustness: an order that cannot be confirmed is rolled back alone, marked and reported
// while the others settle; the ledger is reconciled after every run and a difference is logged; the
// timer's stop waits for a run under way.
import type { FastifyInstance } from 'fastify';
import { TradeStatus } from '@fund/core/trade';
import type { Database } from '../db/database';
import { openFundIds, openTradingWorld, TRADE_PASSWORD, at, makeInvestor, moveTo, setNav } from '../testing/trading-kit';
import { burst, hit, listenOnLoopback } from '../testing/http-attack-kit';
import { runSettlement } from './settlement';
import { startSettlementTimer } from './settlement-timer';

describe('settlement with a failing order', () => {
  let database: Database;
  let app: FastifyInstance;
  let base = '';
  let fundId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '09:00')));
    [fundId = 0] = await openFundIds(db(), 302);
    await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, fare_ratio_buy: '0', discount_rate_buy: '1', amount_min_buy: '10.00', shares_min_sell: '1.00' }).where('id', '=', fundId).execute();
    await setNav(db(), fundId, '2026-11-20', '1.0000');
    await moveTo(app, at('2026-11-20', '09:00'));
    base = await listenOnLoopback(app);
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('settles the others, marks and reports the failing one, reconciles after each run, settles it once repaired', async () => {
    const buyers = [await makeInvestor(db()), await makeInvestor(db()), await makeInvestor(db())];
    const answers = await burst(3, (i) => hit(base, buyers[i] ?? null, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: buyers[i]?.cardId, amount: '1000.00', password: TRADE_PASSWORD }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const [first, broken, last] = answers.map((a) => a.body.id as number);
    // A corrupt row: a fee above the amount would confirm negative shares, which the holdings refuse.
    await db().updateTable('trade_orders').set({ fee: '5000.00' }).where('id', '=', broken ?? 0).execute();

    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    app.clock.advance({ to: at('2026-11-23', '09:00') });
    const report = await runSettlement(db(), app.clock.instant(), { log });
    expect(report.failed).toEqual([expect.objectContaining({ kind: 'order', id: broken })]);
    const status = async (id: number | undefined) => (await db().selectFrom('trade_orders').select('status').where('id', '=', id ?? 0).executeTakeFirstOrThrow()).status;
    expect([await status(first), await status(broken), await status(last)]).toEqual([TradeStatus.TradeSucceed, TradeStatus.EntrustSucceed, TradeStatus.TradeSucceed]);
    expect(await db().selectFrom('settlement_failures').select(['kind', 'subject_id', 'attempts']).execute()).toEqual([{ kind: 'order', subject_id: broken, attempts: 1 }]);
    expect(logged).toEqual(['结算: 1 笔未能处理，已标记，下次结算重试']);
    // The unconfirmed order still holds its money in transit: the books agree.
    expect(report.reconciliation).toEqual({ ok: true, problems: [] });

    // A holding that no longer matches its ledger is logged after the next run, not kept quiet.
    const firstBuyer = buyers[0]?.userId ?? 0;
    await db().updateTable('holdings').set({ shares: '1.00' }).where('user_id', '=', firstBuyer).where('fund_id', '=', fundId).execute();
    logged.length = 0;
    const again = await runSettlement(db(), app.clock.instant(), { log });
    expect(again.failed.map((f) => f.id)).toEqual([broken]);
    expect(again.reconciliation.ok).toBe(false);
    expect(again.reconciliation.problems).toEqual([expect.stringContaining(`holding u${firstBuyer} f${fundId}`)]);
    expect(logged).toEqual(['结算: 1 笔未能处理，已标记，下次结算重试', '对账: 发现 1 处账目不符']);
    expect((await db().selectFrom('settlement_failures').select('attempts').executeTakeFirstOrThrow()).attempts).toBe(2);

    // Repaired, the order settles on the next run and its mark is cleared.
    await db().updateTable('trade_orders').set({ fee: '0.00' }).where('id', '=', broken ?? 0).execute();
    await db().updateTable('holdings').set({ shares: '1000.00' }).where('user_id', '=', firstBuyer).where('fund_id', '=', fundId).execute();
    logged.length = 0;
    const repaired = await runSettlement(db(), app.clock.instant(), { log });
    expect([repaired.confirmed, repaired.failed, repaired.reconciliation.ok, logged]).toEqual([1, [], true, []]);
    expect(await status(broken)).toBe(TradeStatus.TradeSucceed);
    expect(await db().selectFrom('settlement_failures').select('id').execute()).toEqual([]);
  });

  it('the timer stop waits for the run under way', async () => {
    app.clock.advance({ to: at('2026-11-24', '09:00') });
    const stop = startSettlementTimer(database, app.clock, 3_600_000, () => undefined);
    await stop();
    const state = await db().selectFrom('engine_state').select('value').where('key', '=', 'settlement_last_day').executeTakeFirstOrThrow();
    expect(state.value).toBe('2026-11-24');
  });
});
