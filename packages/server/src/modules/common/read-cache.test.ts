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
});
