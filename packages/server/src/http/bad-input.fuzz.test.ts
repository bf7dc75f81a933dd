// Bad input never reaches a 500: every call of the contract, as a guest and as an investor with a card, gets
// hostile path parameters, query values and bodies (fixed lists, so every run sends the same requests).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { seedDemoMarket } from '../db/seed/seed-market';
import { AS_OF } from '../testing/research-kit';
import { issueCsrfToken } from '../modules/account/auth/csrf';
import { type Probe, everyCall, probesOf, unknownPathProbes } from '../testing/bad-input-kit';
import { type Investor, makeInvestor } from '../testing/trading-kit';

// Requests in flight at once: PGlite answers one query at a time, but parsing and validation overlap.
const PARALLEL = 8;

describe('bad input never reaches a 500', () => {
  // Over the demo market, so that ids like 1 name real funds and the handlers go as deep as they can.
  let app: FastifyInstance;
  let investor: Investor;
  let keySeq = 0;

  beforeAll(async () => {
    const database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: AS_OF });
    app = await buildApp({ db: database });
    app.addHook('onClose', async () => database.close());
    investor = await makeInvestor(app.database.db);
  }, 90_000);
  afterAll(async () => app.close());

  function send(probe: Probe, who: Investor | null): Promise<LightMyRequestResponse> {
    keySeq += 1;
    const headers: Record<string, string> = { 'x-csrftoken': issueCsrfToken(), 'idempotency-key': `fuzz-${keySeq}` };
    if (who) headers.authorization = `Token ${who.token}`;
    if (probe.contentType) headers['content-type'] = probe.contentType;
    Object.assign(headers, probe.headers);
    return app.inject({
      method: probe.method as 'GET',
      url: `/api/v1${probe.url}`,
      headers,
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
  }

  /** Sends every probe; lists the ones answered 5xx, as "METHOD url (what) -> status", and counts every status. */
  async function walk(probes: Probe[], who: 'guest' | 'investor'): Promise<{ failures: string[]; statuses: Map<number, number> }> {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < probes.length; i += PARALLEL) {
      const batch = probes.slice(i, i + PARALLEL);
      const answers = await Promise.all(batch.map((p) => send(p, who === 'guest' ? null : investor)));
      let loggedOut = false;
      answers.forEach((res, j) => {
        const probe = batch[j] as Probe;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) failures.push(`${probe.method} ${probe.url.slice(0, 120)} (${probe.what}) -> ${res.statusCode}`);
        // A probe that happens to log out, change the password or close the account ends the session: start a new one.
        if (who === 'investor' && res.statusCode === 401 && !probe.headers) loggedOut = true;
      });
      if (loggedOut) investor = await makeInvestor(app.database.db);
    }
    return { failures, statuses };
  }

  const calls = everyCall();

  it('walks every call of the contract', () => {
    expect(calls.length).toBeGreaterThanOrEqual(408);
  });

  it.each(['guest', 'investor'] as const)('answers every hostile input to every call below 500, as a %s', async (who) => {
    // A forged Authorization header replaces the caller's own, so those probes are the same for both: sent once.
    const probes = [...calls.flatMap(probesOf), ...unknownPathProbes()].filter((p) => who === 'guest' || !p.headers);
    const { failures, statuses } = await walk(probes, who);
    expect(failures).toEqual([]);
    // The walk must reach the handlers, not stop at a gate (CSRF, login) for everything: many probes are
    // refused by the schemas, and some get past them and are answered.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(probes.length / 4);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
  }, 120_000);

  it('answers a NUL in a path parameter with 400 in the spec shape, not the internals', async () => {
    const res = await send({ method: 'GET', url: '/symbols/a%00b/quote/', what: 'NUL' }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { id: [expect.any(String)] } });
  });

  it('answers an id past int4 in a query with 400 and the field named', async () => {
    const res = await send({ method: 'GET', url: '/funds/buy_fee/?fund_id=3000000000&amount=100', what: 'int4' }, investor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { fund_id: ['不能大于2147483647'] } });
  });
});
