import UniversalRouter, { type Routes } from 'universal-router';
import SlicedRouter from './sliced-router.h5';

/** A table like Taro's: page paths with their spec-URL aliases, each action naming its page. */
function routes(): Routes {
  const table: Routes = Array.from({ length: 60 }, (_, i) => ({ path: [`/page-${i}/index`, `/p${i}/`], action: () => `page-${i}` }));
  table.push({ path: ['/symbols/fund-detail/index', '/s/:symbol/', '/s/:symbol'], action: (context) => `fund ${String(context.params.symbol)}` });
  return table;
}

describe("the H5 router's route patterns are compiled ahead, a few per task", () => {
  it('resolves every URL as universal-router does, path params included', async () => {
    const sliced = new SlicedRouter(routes());
    const plain = new UniversalRouter(routes());
    for (const url of ['/s/000001/', '/s/000001', '/p7/', '/page-59/index']) {
      expect(await sliced.resolve(url)).toBe(await plain.resolve(url));
    }
    expect(await sliced.resolve('/s/000001/')).toBe('fund 000001');
    await expect(sliced.resolve('/nowhere/')).rejects.toThrow();
  });

  it('compiles nothing in the task that creates it, and every route before its first answer', async () => {
    const table = routes();
    const router = new SlicedRouter(table);
    expect(table.every((r) => r.match === undefined)).toBe(true);
    expect(await router.resolve('/p3/')).toBe('page-3');
    expect(table.every((r) => typeof r.match === 'function')).toBe(true);
  });
});
