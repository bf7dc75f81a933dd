// The door answers repeats of market reads over a real socket (app.inject() goes round it), exactly as the
// routed answer did; anything it may not answer reaches Fastify.
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { at, makeInvestor, moveTo, openFundIds, openTradingWorld, request, type Investor } from '../testing/trading-kit';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('market reads answered at the door', () => {
  let database: Database;
  let app: FastifyInstance;
  let base = '';
  let symbol = '';
  let viewer: Investor;
  /** The URLs Fastify routed, in order. */
  const routed: string[] = [];
  const LIST = '/api/v1/symbols/funds/?page=1&page_size=20';

  function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${base}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }
  const withoutDate = ({ date: _date, ...rest }: IncomingHttpHeaders) => rest;
  /** Requests of `url` Fastify routed during `run`. */
  async function routedDuring(url: string, run: () => Promise<unknown>): Promise<number> {
    const before = routed.filter((u) => u === url).length;
    await run();
    return routed.filter((u) => u === url).length - before;
  }

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '16:00')));
    app.addHook('onRequest', (req, _reply, done) => {
      routed.push(req.url);
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [fundId = 0] = await openFundIds(database.db, 302);
    symbol = (await database.db.selectFrom('funds').select('symbol').where('id', '=', fundId).executeTakeFirstOrThrow()).symbol;
    viewer = await makeInvestor(database.db);
  }, 180000);

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a repeat without routing it, with the routed answer’s status, headers and body in every encoding', async () => {
    for (const [i, acceptEncoding] of ['', 'gzip', 'gzip, deflate, br'].entries()) {
      // A page no other test reads, so the first request is a miss.
      const url = `/api/v1/symbols/funds/?page=1&page_size=${19 - i}`;
      const headers: Record<string, string> = acceptEncoding === '' ? {} : { 'accept-encoding': acceptEncoding };
      let first: Answer | undefined;
      expect(await routedDuring(url, async () => (first = await get(url, headers)))).toBe(1);
      let again: Answer[] = [];
      expect(await routedDuring(url, async () => (again = await Promise.all([get(url, headers), get(url, headers)])))).toBe(0);
      for (const answer of again) {
        expect(answer.status).toBe(first?.status);
        expect(withoutDate(answer.headers)).toEqual(withoutDate(first?.headers ?? {}));
        expect(answer.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
      }
    }
  });

  it('sends bodies a client can read: the same JSON plain, gzip and brotli', async () => {
    const plain = await get(LIST);
    const gzip = await get(LIST, { 'accept-encoding': 'gzip' });
    const br = await get(LIST, { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    expect([plain.headers['content-encoding'], gzip.headers['content-encoding'], br.headers['content-encoding']]).toEqual([undefined, 'gzip', 'br']);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(expect.objectContaining({ current_page: 1 }));
    expect(plain.headers['x-frame-options']).toBe('DENY');
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('leaves a viewer’s own fund detail to the route, and gives a guest the shared one at the door', async () => {
    expect((await request(app, viewer, 'POST', `/symbols/${symbol}/follow/`)).statusCode).toBe(200);
    const url = `/api/v1/symbols/${symbol}/introduction/`;
    const auth = { authorization: `Token ${viewer.token}` };
    await get(url);
    let own: Answer | undefined;
    let guest: Answer | undefined;
    expect(await routedDuring(url, async () => (own = await get(url, auth)))).toBe(1);
    expect(await routedDuring(url, async () => (guest = await get(url)))).toBe(0);
    expect((JSON.parse(own?.body.toString('utf8') ?? '{}') as { followed: boolean }).followed).toBe(true);
    expect((JSON.parse(guest?.body.toString('utf8') ?? '{}') as { followed: boolean }).followed).toBe(false);
    // The fund list is the same for everyone: a logged-in repeat is answered at the door too.
    await get(LIST, auth);
    expect(await routedDuring(LIST, () => get(LIST, auth))).toBe(0);
  });

  it('routes what it may not answer: other methods, misses, refusals and other paths', async () => {
    await get(LIST);
    expect(await routedDuring(LIST, () => get(LIST, {}, 'HEAD'))).toBe(1);
    const bad = '/api/v1/symbols/funds/?page=1&page_size=20&type=999';
    let refusals: Answer[] = [];
    expect(await routedDuring(bad, async () => (refusals = [await get(bad), await get(bad)]))).toBe(2);
    expect(refusals.map((r) => r.status)).toEqual([400, 400]);
    expect(await routedDuring('/api/v1/health', async () => Promise.all([get('/api/v1/health'), get('/api/v1/health')]))).toBe(2);
  });

  it('never answers with a day the settlement has replaced', async () => {
    const read = async () => (JSON.parse((await get(LIST)).body.toString('utf8')) as { results: { tradedate: string }[] }).results[0]?.tradedate;
    expect(await read()).toBe('2026-11-20');
    expect(await read()).toBe('2026-11-20');
    await moveTo(app, at('2026-11-24', '10:00'));
    expect(await routedDuring(LIST, async () => expect(await read()).toBe('2026-11-23'))).toBe(1);
  });
});
