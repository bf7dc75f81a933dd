// The signed-in reads of held portfolios and trades (fees accrued, wallet changes, service reports, fee
// tables, compare tables, trade markers), called after a portfolio buy has confirmed and checked against
// the answer schemas in core's contract.
import type { FastifyInstance } from 'fastify';
import { CONTRACT, type CallDef, fillPath, validate } from '@fund/core/api';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/database';
import { seedDemoMarket } from '../../db/seed/seed-market';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, request, setNav, type Investor } from '../../testing/trading-kit';
import { targetPositions } from './catalog-repo';

const DAYS = ['2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25'];

describe('held portfolio answers match the contract', () => {
  let database: Database;
  let app: FastifyInstance;
  let me: Investor;
  let pid = 0;
  let fundId = 0;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    app = await buildApp({ db: database });
    app.clock.set(at('2026-11-20', '09:00'));
    pid = (await db().selectFrom('portfolios').select('id').where('topic', '=', 'xds').orderBy('id').executeTakeFirstOrThrow()).id;
    const ids = (await targetPositions(db(), pid, '2026-11-20')).map((t) => t.fund_id);
    fundId = ids[0] ?? 0;
    await db().updateTable('portfolios').set({ allow_trade: true, allow_buy: true, allow_sell: true, investment_risk: 101, amount_min_buy: '100.00', amount_max_buy: '1000000.00', manage_fare_ratio: '0.005000' }).where('id', '=', pid).execute();
    await db().updateTable('funds').set({ allow_trade: true, allow_buy: true, allow_sell: true, subscription_status: 2, amount_min_buy: '0.01', shares_min_sell: '0.01' }).where('id', 'in', ids).execute();
    for (const d of DAYS) for (const id of ids) await setNav(db(), id, d, '2.0000');
    await moveTo(app, at('2026-11-20', '09:00'));
    app.clock.set(at('2026-11-20', '09:30'));
    me = await makeInvestor(db());
    const placed = await request(app, me, 'POST', '/funds/fund_portfolios/buy/', { fund_portfolio_id: pid, bank_card_id: me.cardId, amount: '10000.00', password: TRADE_PASSWORD });
    expect(placed.statusCode).toBe(200);
    await moveTo(app, at('2026-11-25', '10:00'));
  }, 240000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function answersSchema(area: keyof typeof CONTRACT, key: string, params: Record<string, string | number> = {}, query = ''): Promise<unknown> {
    const call = (CONTRACT[area] as Record<string, CallDef>)[key];
    if (!call?.response.schema) throw new Error(`${area}.${key} has no answer schema`);
    const url = fillPath(call.path, params) + (query ? `?${query}` : '');
    const res = await request(app, me, 'GET', url);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    const result = validate(call.response.schema, res.json());
    expect({ url, errors: result.ok ? {} : result.errors }).toEqual({ url, errors: {} });
    return res.json();
  }

  it('answers fees, assets, wallet changes and trade markers as typed', async () => {
    const fares = (await answersSchema('holdings', 'manageFareMine')) as { results: unknown[] };
    expect(fares.results.length).toBeGreaterThan(0);
    await answersSchema('holdings', 'manageFareHistory');
    await answersSchema('holdings', 'assetReportMine');
    await answersSchema('other', 'walletChanges');
    await answersSchema('trading', 'fundTradeMarkers', {}, `fund_id=${fundId}`);
    await answersSchema('trading', 'privateFundTradeMarkers', {}, `fund_id=${fundId}`);
    const markers = (await answersSchema('trading', 'portfolioTradeMarkers', {}, `fund_portfolio_id=${pid}`)) as unknown[];
    expect(markers.length).toBe(1);
  });

  it('answers the portfolio tables and the compare tables as typed', async () => {
    await answersSchema('portfolio', 'detailedPositions', { id: pid });
    await answersSchema('portfolio', 'fareRatio', { id: pid });
    await answersSchema('portfolio', 'timetable', { id: pid });
    await answersSchema('portfolio', 'topics', {}, 'code=xds');
    const card = `fund_portfolio_id=${pid}&bank_card_id=${me.cardId}`;
    await answersSchema('trading', 'portfolioBuyCompare', {}, `${card}&amount=1000.00`);
    await answersSchema('trading', 'portfolioSellCompare', {}, `${card}&amount=1000.00`);
  });

  it('answers the service reports and their trades as typed', async () => {
    const reports = (await answersSchema('portfolio', 'serviceReportRecords')) as { results: { id: number | string }[] };
    const first = reports.results[0];
    if (first) {
      await answersSchema('portfolio', 'serviceReportRecord', { id: first.id });
      await answersSchema('portfolio', 'serviceReportTrades', { pk: first.id });
    }
    expect(reports.results.length).toBeGreaterThan(0);
  });
});
