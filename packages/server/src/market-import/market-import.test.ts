// The market import on the sample file, and a production server that serves only imported NAVs.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { TradeStatus } from '@fund/core/trade';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { runSettlement } from '../engine/settlement';
import { at, makeInvestor, request } from '../testing/trading-kit';
import { ImportRefused, importMarket } from './import-market';

const SAMPLE = fs.readFileSync(path.join(__dirname, 'sample', 'market-sample.jsonl'), 'utf8');
const KEY = 'a-production-like-secret-of-enough-length-0123456789';
const NOW = at('2026-11-23', '09:00');

/** Everything an import writes, as text: equal snapshots mean the import changed nothing. */
async function snapshot(database: Database): Promise<string> {
  const q = async (text: string) => JSON.stringify((await sql.raw(text).execute(database.db)).rows);
  return [
    await q(`select n.fund_id, n.date::text, n.net_value::text, n.net_cumulative::text, n.percent::text, n.year_yld::text, n.tenthou_unit_incm::text from fund_navs n join funds f on f.id = n.fund_id where f.code like '9%' order by n.fund_id, n.date`),
    await q(`select code, abbr_name, symbol_stype, company_id, investment_risk, fare_ratio_buy::text, net_value::text, tradedate::text, percent_week::text from funds where code like '9%' order by code`),
    await q(`select d.fund_id, d.record_date::text, d.ex_date::text, d.per_share::text from fund_dividends d join funds f on f.id = d.fund_id where f.code like '9%' order by 1, 2`),
    await q(`select m.fund_id, m.manager_id, m.end_date::text from fund_managers m join funds f on f.id = m.fund_id where f.code like '9%' order by 1, 2`),
  ].join('\n');
}

const navLine = (code: string, date: string, nav: string, acc: string) => JSON.stringify({ kind: 'nav', code, date, nav, acc_nav: acc });

describe('npm run market:import on the sample file', () => {
  let database: Database;
  beforeEach(async () => {
    database = await openDatabase({ memory: true });
  });
  afterEach(async () => database.close());

  it('loads the funds, their NAV history, yields and dividends', async () => {
    const report = await importMarket(database.db, SAMPLE, NOW);
    expect(report).toMatchObject({ funds: { created: 3, updated: 0 }, navs: { inserted: 15, corrected: 0 }, dividends: { inserted: 1 } });
    const funds = await database.db.selectFrom('funds').select(['code', 'abbr_name', 'net_value', 'tradedate', 'year_yld', 'tenthou_unit_incm', 'investment_risk', 'symbol_stype']).where('code', 'like', '9%').orderBy('code').execute();
    expect(funds).toEqual([
      { code: '900001', abbr_name: '示例消费行业股票', net_value: '2.3764', tradedate: '2026-11-20', year_yld: null, tenthou_unit_incm: null, investment_risk: 4, symbol_stype: 300 },
      { code: '900002', abbr_name: '示例稳健债券A', net_value: '1.0931', tradedate: '2026-11-20', year_yld: null, tenthou_unit_incm: null, investment_risk: 2, symbol_stype: 302 },
      { code: '900003', abbr_name: '示例现金货币', net_value: '1.0000', tradedate: '2026-11-20', year_yld: '1.5980', tenthou_unit_incm: '0.4350', investment_risk: 1, symbol_stype: 306 },
    ]);
    // The ex-dividend day reads as the cumulative NAV's rise, not as the dividend's drop.
    const exDay = await sql<{ percent: string }>`select n.percent::text as percent from fund_navs n join funds f on f.id = n.fund_id where f.code = '900002' and n.date = '2026-11-18'`.execute(database.db);
    expect(exDay.rows[0]?.percent).toBe('0.02');
    const managers = await sql<{ name: string }>`select m.name from fund_managers l join managers m on m.id = l.manager_id join funds f on f.id = l.fund_id where f.code = '900002' order by m.name`.execute(database.db);
    expect(managers.rows.map((r) => r.name)).toEqual(['示例李二', '示例赵三']);
  });

  it('changes nothing when the same file is imported again', async () => {
    await importMarket(database.db, SAMPLE, NOW);
    const before = await snapshot(database);
    const again = await importMarket(database.db, SAMPLE, NOW);
    expect(again).toEqual({ funds: { created: 0, updated: 0, unchanged: 3 }, navs: { inserted: 0, corrected: 0, unchanged: 15 }, dividends: { inserted: 0, updated: 0, unchanged: 1 }, corrections: [] });
    expect(await snapshot(database)).toBe(before);
  });

  it('refuses a malformed file naming every bad line, and imports none of it', async () => {
    const before = await snapshot(database);
    const lines = SAMPLE.split('\n');
    lines[5] = lines[5]?.replace('"nav":"2.3410"', '"nav":2.341') ?? ''; // a float, not a decimal string
    lines[7] = '{"kind":"nav","code":"900001","date":"2026-02-30","nav":"2.3522","acc_nav":"3.1522"}';
    lines[9] = '{"kind":"nav", broken';
    const refused = await importMarket(database.db, lines.join('\n'), NOW).then(() => null, (err: unknown) => err);
    expect(refused).toBeInstanceOf(ImportRefused);
    expect((refused as ImportRefused).problems.map((p) => p.line)).toEqual([6, 8, 10]);
    expect((refused as ImportRefused).message).toMatch(/导入被拒绝：3 行有误，未写入任何数据\n第 6 行: nav: .+\n第 8 行: 日期无效.+\n第 10 行: 不是有效的 JSON/);
    expect(await snapshot(database)).toBe(before);
  });

  it('rolls back records already written when a later line fails a database check', async () => {
    const before = await snapshot(database);
    const file = `${SAMPLE}\n${navLine('900999', '2026-11-20', '1.0000', '1.0000')}\n{"kind":"nav","code":"900003","date":"2026-11-23","nav":"1.0000","acc_nav":"1.0000"}`;
    const refused = await importMarket(database.db, file, NOW).then(() => null, (err: unknown) => err as ImportRefused);
    expect(refused?.problems).toEqual([
      { line: 23, messages: ['基金 900999 不在本文件中，也不在数据库中'] },
      { line: 24, messages: ['货币/理财基金的净值须给出 yield_7d 与 income_per_10000'] },
    ]);
    expect(await snapshot(database)).toBe(before);
  });
});

describe('a production server on imported NAVs', () => {
  let app: FastifyInstance;
  let database: Database;
  const saved = process.env.FIELD_KEY;
  beforeAll(async () => {
    process.env.FIELD_KEY = KEY;
    database = await openDatabase({ memory: true });
    app = await buildApp({ db: database, mode: 'production', allowSimulators: true });
    app.clock.set(NOW);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    if (saved === undefined) delete process.env.FIELD_KEY;
    else process.env.FIELD_KEY = saved;
  });

  const history = async (code: string) => (await app.inject({ method: 'GET', url: `/api/v1/symbols/${code}/net_history/?page_size=3` })).json<{ results: { date: string; net_value: string }[] }>().results;
  const historyTotal = async (code: string) => (await app.inject({ method: 'GET', url: `/api/v1/symbols/${code}/net_history/?page_size=3` })).json<{ total_count: number }>().total_count;
  const navRows = async (code: string) => (await sql<{ n: number }>`select count(*)::int as n from fund_navs n join funds f on f.id = n.fund_id where f.code = ${code}`.execute(database.db)).rows[0]?.n;
  // As main's settlement timer runs it: with the market feed's rule (engine-registry.ts).
  const settle = () => runSettlement(database.db, app.clock.instant(), { navsImported: app.ports.marketFeed.importsOnly, log: () => undefined });
  const orderOf = (id: number) => database.db.selectFrom('trade_orders').select(['status', 'net_value', 'shares_confirm']).where('id', '=', id).executeTakeFirstOrThrow();

  it('serves the imported NAVs, confirms at them only, and keeps a confirmed order when a NAV is republished', async () => {
    expect(app.ports.marketFeed).toMatchObject({ importsOnly: true, simulator: false, adapterName: '导入行情 (npm run market:import)' });
    await importMarket(database.db, SAMPLE, NOW);
    expect((await history('900001')).map((r) => [r.date, r.net_value])).toEqual([['2026-11-20', '2.3764'], ['2026-11-19', '2.3807'], ['2026-11-18', '2.3522']]);

    const investor = await makeInvestor(database.db, 5);
    const fundId = (await database.db.selectFrom('funds').select('id').where('code', '=', '900001').executeTakeFirstOrThrow()).id;
    app.clock.set(at('2026-11-23', '10:00'));
    const bought = await request(app, investor, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: investor.cardId, amount: '1000.00', password: '123456' });
    expect(bought.statusCode).toBe(200);
    const orderId = (await database.db.selectFrom('trade_orders').select('id').where('user_id', '=', investor.userId).executeTakeFirstOrThrow()).id;

    // Two days on, nothing imported for the 23rd: no NAV is made up, the order waits.
    app.clock.set(at('2026-11-25', '16:00'));
    await settle();
    const made = await sql<{ n: number }>`select count(*)::int as n from fund_navs where date > '2026-11-20'`.execute(database.db);
    expect(made.rows[0]?.n).toBe(0);
    expect(await orderOf(orderId)).toMatchObject({ status: TradeStatus.EntrustSucceed, net_value: null });

    // The 23rd arrives by import: the order confirms at that NAV.
    const totalBefore = await historyTotal('900001');
    expect(totalBefore).toBe(await navRows('900001'));
    await importMarket(database.db, navLine('900001', '2026-11-23', '2.4000', '3.2000'), app.clock.instant());
    // The page's total is the fund's kept NAV count: the imported day counts at once.
    expect(await historyTotal('900001')).toBe(totalBefore + 1);
    await settle();
    expect(await orderOf(orderId)).toMatchObject({ status: TradeStatus.TradeSucceed, net_value: '2.4000' });
    expect((await history('900001'))[0]).toMatchObject({ date: '2026-11-23', net_value: '2.4000' });

    // The fund republishes the 23rd: the NAV is corrected everywhere it is read, the confirmed order stands and is reported.
    const corrected = await importMarket(database.db, navLine('900001', '2026-11-23', '2.4100', '3.2100'), app.clock.instant());
    expect(corrected.corrections).toEqual([{ code: '900001', date: '2026-11-23', before: '2.4000', after: '2.4100', confirmedOrders: [orderId] }]);
    expect((await history('900001'))[0]).toMatchObject({ date: '2026-11-23', net_value: '2.4100' });
    const fund = await database.db.selectFrom('funds').select(['net_value', 'percent_day']).where('id', '=', fundId).executeTakeFirstOrThrow();
    expect(fund).toEqual({ net_value: '2.4100', percent_day: '1.41' });
    expect(await orderOf(orderId)).toMatchObject({ status: TradeStatus.TradeSucceed, net_value: '2.4000' });
  });
});
