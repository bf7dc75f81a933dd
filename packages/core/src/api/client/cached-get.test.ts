import { createMemoryStore } from '../../ports';
import { route } from '../contract/route';
import { createFakeClock, createFakeTransport, httpFailure, ok } from '../testing/fake-ports';
import { createApiClient } from './api-client';
import { cachedGet, cachedGetEach } from './cached-get';
import type { CachedAnswer } from './cached-get';

const hot = route('GET', '/symbols/hot/', { cached: true });
const funds = route('GET', '/symbols/funds/', { cached: true });

function setup() {
  const transport = createFakeTransport();
  const store = createMemoryStore();
  const client = createApiClient({ transport, store, clock: createFakeClock() });
  return { transport, store, client };
}

async function collect<T>(it: AsyncGenerator<CachedAnswer<T>>): Promise<CachedAnswer<T>[]> {
  const out: CachedAnswer<T>[] = [];
  for await (const a of it) out.push(a);
  return out;
}

describe('cached GET', () => {
  it('answers from the network only the first time, then stored copy first and fresh one second', async () => {
    const { transport, client } = setup();
    transport.reply(ok(['a']), ok(['a', 'b']));
    expect(await collect(cachedGet(client, 'market.hot', hot))).toEqual([{ source: 'network', data: ['a'], changed: true }]);
    expect(await collect(cachedGet(client, 'market.hot', hot))).toEqual([
      { source: 'cache', data: ['a'], changed: false },
      { source: 'network', data: ['a', 'b'], changed: true },
    ]);
  });

  it('flags an unchanged fresh answer so the list shows no update notice', async () => {
    const { transport, client } = setup();
    transport.reply(ok({ results: [1] }), ok({ results: [1] }));
    await collect(cachedGet(client, 'market.hot', hot));
    const second = await collect(cachedGet(client, 'market.hot', hot));
    expect(second.map((a) => a.changed)).toEqual([false, false]);
  });

  it('caches page 1 (or no page) only: page 2 never reads or writes the store', async () => {
    const { transport, store, client } = setup();
    transport.reply(ok({ current_page: 2 }), ok({ current_page: 2 }), ok({ current_page: 1 }));
    await collect(cachedGet(client, 'funds.list', funds, { query: { page: 2 } }));
    const again = await collect(cachedGet(client, 'funds.list', funds, { query: { page: 2 } }));
    expect(again.map((a) => a.source)).toEqual(['network']);
    expect(Object.keys(store.snapshot())).toEqual([]);
    await collect(cachedGet(client, 'funds.list', funds, { query: { page: 1 } }));
    expect(Object.keys(store.snapshot())).toHaveLength(1);
  });

  it('keys the stored copy by call name and parameters', async () => {
    const { transport, client } = setup();
    transport.reply(ok('sorted by year'), ok('sorted by day'), ok('x'));
    await collect(cachedGet(client, 'funds.list', funds, { query: { sort: '-percent_year' } }));
    await collect(cachedGet(client, 'funds.list', funds, { query: { sort: '-percent_day' } }));
    const first = await collect(cachedGet(client, 'funds.list', funds, { query: { sort: '-percent_year' } }));
    expect(first[0]).toEqual({ source: 'cache', data: 'sorted by year', changed: false });
    const other = await collect(cachedGet(client, 'market.hot', hot, { query: { sort: '-percent_year' } }));
    expect(other.map((a) => a.source)).toEqual(['network']);
  });

  it('starts the request before showing the stored copy and throws after it when the request fails', async () => {
    const { transport, client } = setup();
    transport.reply(ok(['old']), httpFailure(500, 'Server Error'));
    await collect(cachedGet(client, 'market.hot', hot));
    const seen: string[] = [];
    const it = cachedGet<string[]>(client, 'market.hot', hot);
    const first = await it.next();
    seen.push(first.done ? 'done' : first.value.source);
    expect(transport.requests).toHaveLength(2);
    await expect(it.next()).rejects.toThrow('Server Error');
    expect(seen).toEqual(['cache']);
  });

  it('offers the same order as a callback', async () => {
    const { transport, client } = setup();
    transport.reply(ok(1), ok(2));
    await cachedGetEach(client, 'market.hot', hot, {}, () => undefined);
    const got: string[] = [];
    await cachedGetEach<number>(client, 'market.hot', hot, {}, (a) => void got.push(`${a.source}:${a.data}`));
    expect(got).toEqual(['cache:1', 'network:2']);
  });
});
