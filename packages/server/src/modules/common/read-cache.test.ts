import { createReadCache } from './read-cache';

describe('market read cache', () => {
  it('serves a repeat from memory until cleared', async () => {
    const cache = createReadCache({ maxEntries: 10 });
    let calls = 0;
    const load = jest.fn(async (): Promise<{ n: number }> => {
      calls += 1;
      return { n: calls };
    });
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    cache.clear();
    expect(await cache.get('k', load)).toEqual({ n: 2 });
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReadCache({ maxEntries: 10 });
    let resolve: (v: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    resolve('answer');
    expect(await both).toEqual(['answer', 'answer']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failure', async () => {
    const cache = createReadCache({ maxEntries: 10 });
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('drops everything on clear, including a load that was still running', async () => {
    const cache = createReadCache({ maxEntries: 10 });
    let resolve: (v: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((r) => (resolve = r)));
    cache.clear();
    resolve('old');
    await slow;
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('peeks at a loaded answer only, and a peek counts as a use', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    let resolve: (v: string) => void = () => undefined;
    const pending = cache.get('a', () => new Promise<string>((r) => (resolve = r)));
    expect(cache.peek('a')).toBeUndefined();
    resolve('a1');
    await pending;
    expect(cache.peek('a')).toBe('a1');
    expect(cache.peek('missing')).toBeUndefined();
    await cache.get('b', async () => 'b1');
    expect(cache.peek('a')).toBe('a1');
    await cache.get('c', async () => 'c1');
    expect(cache.peek('a')).toBe('a1');
    expect(cache.peek('b')).toBeUndefined();
  });

  it('evicts a tenth of a full cache at a time, the least recently used first', async () => {
    const cache = createReadCache({ maxEntries: 20 });
    for (let i = 0; i < 20; i += 1) await cache.get(`k${i}`, async () => i);
    // k0 and k1 are asked again, so k2 and k3 are now the least recently used.
    await cache.get('k0', async () => -1);
    expect(cache.peek('k1')).toBe(1);
    await cache.get('new', async () => 99);
    expect(cache.size).toBe(19);
    expect([cache.peek('k0'), cache.peek('k1'), cache.peek('k2'), cache.peek('k3'), cache.peek('k4'), cache.peek('new')]).toEqual([0, 1, undefined, undefined, 4, 99]);
  });
});
