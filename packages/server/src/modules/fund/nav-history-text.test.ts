// NAV history is answered with the JSON text PostgreSQL builds (funds-repo navPageJson): byte for byte the
// answer JSON.stringify gives for the rows the driver hands back, on PGlite and on PostgreSQL alike.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';
import { type PageRequest, pageJson, toPage } from '../common/paging';

describe('NAV history as JSON text built by the database', () => {
  let database: Database;
  let app: FastifyInstance;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    app = await buildApp({ db: database });
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** The answer as the rows themselves give it: the driver's strings, serialised by JSON.stringify. */
  async function expected(fundId: number, page: PageRequest): Promise<string> {
    const rows = await db()
      .selectFrom('fund_navs')
      .select(['date', 'net_value', 'net_cumulative', 'percent', 'year_yld', 'tenthou_unit_incm'])
      .where('fund_id', '=', fundId)
      .orderBy('date', 'desc')
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size)
      .execute();
    const { n } = await db().selectFrom('fund_navs').select(sql<number>`count(*)::int`.as('n')).where('fund_id', '=', fundId).executeTakeFirstOrThrow();
    return JSON.stringify(toPage(page, n, rows));
  }

  async function answered(symbol: string, page: PageRequest): Promise<string> {
    const res = await app.inject({ method: 'GET', url: `/api/v1/symbols/${symbol}/net_history/?page=${page.page}&page_size=${page.page_size}` });
    expect(res.statusCode).toBe(200);
    return res.body;
  }

  it('answers every page exactly as the rows serialise, nulls and trailing zeros included', async () => {
    // A money fund (yields), a bond and an equity fund (a percent, no yields).
    const funds = await db().selectFrom('funds').select(['id', 'symbol', 'symbol_stype']).where('symbol_stype', 'in', [306, 302, 301]).orderBy('id').execute();
    const picked = [306, 302, 301].map((t) => funds.find((f) => f.symbol_stype === t)!);
    // A day without a change (a fund's first NAV has none), among the newest.
    const [latest] = await db().selectFrom('fund_navs').select('date').where('fund_id', '=', picked[0]!.id).orderBy('date', 'desc').limit(1).execute();
    await db().updateTable('fund_navs').set({ percent: null }).where('fund_id', '=', picked[0]!.id).where('date', '=', latest!.date).execute();
    const pages: PageRequest[] = [{ page: 1, page_size: 365 }, { page: 2, page_size: 20 }, { page: 3, page_size: 7 }, { page: 1, page_size: 1 }, { page: 999, page_size: 20 }];
    for (const fund of picked) {
      for (const page of pages) expect({ symbol: fund.symbol, page, body: await answered(fund.symbol, page) }).toEqual({ symbol: fund.symbol, page, body: await expected(fund.id, page) });
    }
    const money = JSON.parse(await answered(picked[0]!.symbol, { page: 1, page_size: 5 })) as { results: Array<Record<string, unknown>> };
    expect(money.results[0]).toEqual(expect.objectContaining({ percent: null, year_yld: expect.stringMatching(/^-?\d+\.\d+$/) }));
    const equity = JSON.parse(await answered(picked[2]!.symbol, { page: 1, page_size: 5 })) as { results: Array<Record<string, unknown>> };
    expect(equity.results[0]).toEqual(expect.objectContaining({ percent: expect.stringMatching(/^-?\d+\.\d+$/), year_yld: null, tenthou_unit_incm: null }));
  });

  it('answers a fund without NAVs with an empty first page', async () => {
    const fund = await db().selectFrom('funds').select(['id', 'symbol']).where('symbol_stype', '=', 301).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db().deleteFrom('fund_navs').where('fund_id', '=', fund.id).execute();
    const body = await answered(fund.symbol, { page: 1, page_size: 20 });
    expect(body).toBe('{"current_page":1,"total_count":0,"total_page":1,"results":[]}');
    expect(body).toBe(await expected(fund.id, { page: 1, page_size: 20 }));
  });

  it('pageJson is JSON.stringify(toPage(...)) around results already serialised', () => {
    const rows = [{ a: '1.00' }, { a: null }];
    for (const [req, total] of [[{ page: 1, page_size: 20 }, 0], [{ page: 3, page_size: 7 }, 15], [{ page: 2, page_size: 1 }, 2]] as const) {
      expect(pageJson(req, total, rows.map((r) => JSON.stringify(r)).join(','))).toBe(JSON.stringify(toPage(req, total, rows)));
    }
  });
});
