import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { syncClock } from '../clock/shared-clock';
import type { Database } from '../db/database';
import { LAST_CLOSED, onNavsPublished } from '../engine/navs-published';
import { at, makeInvestor, moveTo, openFundIds, openTradingWorld, request } from '../testing/trading-kit';
import { ServerClock } from '../clock/server-clock';

describe('public market reads served from memory', () => {
  let database: Database;
  let app: FastifyInstance;
  let symbol = '';
  const db = () => database.db;
  const LIST = '/symbols/funds/?page=1&page_size=20';

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '16:00')));
    const [fundId = 0] = await openFundIds(db(), 302);
    symbol = (await db().selectFrom('funds').select('symbol').where('id', '=', fundId).executeTakeFirstOrThrow()).symbol;
  }, 180000);

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a repeat with the same body as the first read, without reading the database again', async () => {
    const paths = [LIST, `/symbols/${symbol}/introduction/`, `/symbols/${symbol}/net_history/?page=1&page_size=30`, '/symbols/indexes/?page=1&page_size=10'];
    const first = await Promise.all(paths.map((path) => request(app, null, 'GET', path)));
    expect(first.map((r) => r.statusCode)).toEqual(paths.map(() => 200));
    expect(first[1]?.body).toContain('"abbr_name"');
    // A change no publication announced stays unseen: the repeat comes from memory.
    await db().updateTable('funds').set({ abbr_name: 'changed behind the cache' }).where('symbol', '=', symbol).execute();
    const again = await Promise.all(paths.map((path) => request(app, null, 'GET', path)));
    expect(again.map((r) => r.statusCode)).toEqual(paths.map(() => 200));
    expect(again.map((r) => r.headers['content-type'])).toEqual(paths.map(() => 'application/json; charset=utf-8'));
    expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
    expect(again[1]?.body).not.toContain('changed behind the cache');
  });

  it('drops what it kept when the settlement publishes the next trading day', async () => {
    const before = JSON.parse((await request(app, null, 'GET', LIST)).body) as { results: { tradedate: string }[] };
    expect(before.results[0]?.tradedate).toBe('2026-11-20');
    await moveTo(app, at('2026-11-24', '10:00'));
    const after = JSON.parse((await request(app, null, 'GET', LIST)).body) as { results: { tradedate: string }[] };
    expect(after.results[0]?.tradedate).toBe('2026-11-23');
    const history = JSON.parse((await request(app, null, 'GET', `/symbols/${symbol}/net_history/?page=1&page_size=30`)).body) as { results: { date: string }[] };
    expect(history.results[0]?.date).toBe('2026-11-23');
  });

  it('keeps each page and filter apart, and refuses a bad query without remembering it', async () => {
    const page1 = (await request(app, null, 'GET', LIST)).body;
    const page2 = (await request(app, null, 'GET', '/symbols/funds/?page=2&page_size=20')).body;
    const sorted = (await request(app, null, 'GET', '/symbols/funds/?page=1&page_size=20&type=302')).body;
    expect(new Set([page1, page2, sorted]).size).toBe(3);
    for (let i = 0; i < 2; i += 1) expect((await request(app, null, 'GET', '/symbols/funds/?page=1&page_size=20&type=999')).statusCode).toBe(400);
  });

  it('sends the kept body compressed to a client that accepts brotli', async () => {
    const plain = await request(app, null, 'GET', LIST);
    const compressed = await app.inject({ method: 'GET', url: `/api/v1${LIST}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('gives a logged-in viewer their own follow mark on the shared detail', async () => {
    const viewer = await makeInvestor(db());
    expect((await request(app, viewer, 'POST', `/symbols/${symbol}/follow/`)).statusCode).toBe(200);
    const own = JSON.parse((await request(app, viewer, 'GET', `/symbols/${symbol}/introduction/`)).body) as { followed: boolean };
    const guest = JSON.parse((await request(app, null, 'GET', `/symbols/${symbol}/introduction/`)).body) as { followed: boolean };
    expect(own.followed).toBe(true);
    expect(guest.followed).toBe(false);
  });

  it('hears of NAVs another node published when it reads the shared clock', async () => {
    const clock = new ServerClock();
    let heard = 0;
    const stop = onNavsPublished(db(), () => (heard += 1));
    const closed = db().selectFrom('engine_state').select('value').where('key', '=', LAST_CLOSED);
    const { value } = await closed.executeTakeFirstOrThrow();
    await syncClock(db(), clock, true);
    // What another node's settlement writes once it published the next day.
    await db().updateTable('engine_state').set({ value: '2026-11-24' }).where('key', '=', LAST_CLOSED).execute();
    await syncClock(db(), clock, true);
    await syncClock(db(), clock, true);
    stop();
    await db().updateTable('engine_state').set({ value }).where('key', '=', LAST_CLOSED).execute();
    expect(heard).toBe(1);
  });
});
