import { navsPublished } from '../../engine/navs-published';
import { openResearchWorld, type ResearchWorld } from '../../testing/research-kit';
import { toFundRow } from './fund-mappers';
import { buildFundIndex, type IndexFilter } from './fund-index';
import { allFundsRanked, countFunds, FUND_SORT_COLUMNS, listFunds } from './funds-repo';

describe('the market index answers the fund list and search as SQL does', () => {
  let world: ResearchWorld;
  const db = () => world.database.db;
  const get = async (url: string) => (await world.get(url)).body;

  beforeAll(async () => {
    world = await openResearchWorld();
  }, 120000);
  afterAll(async () => world.close());

  it('orders, filters, counts and pages every sort exactly like the SQL list', async () => {
    const index = buildFundIndex(await allFundsRanked(db()));
    const [someCompany] = await db().selectFrom('funds').select('company_id').limit(1).execute();
    const filters: IndexFilter[] = [{}, { allowTradeOnly: true }, { stypes: [302, 306] }, { companyId: someCompany!.company_id }, { q: '演示' }, { q: '00001' }, { q: '%' }, { allowTradeOnly: true, q: '债' }];
    for (const column of FUND_SORT_COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        for (const filter of filters) {
          for (const page of [{ page: 1, page_size: 20 }, { page: 3, page_size: 7 }, { page: 100, page_size: 20 }]) {
            const sql = (await listFunds(db(), filter, { column, direction }, page)).map(toFundRow);
            const mine = index.page(filter, { column, direction }, page);
            expect({ sort: `${direction} ${column}`, filter, page, rows: mine.rows }).toEqual({ sort: `${direction} ${column}`, filter, page, rows: sql });
            expect(mine.total).toBe(await countFunds(db(), filter));
          }
        }
      }
    }
  }, 180000);

  it('shows a publication at once: a renamed fund is listed and found under its new name', async () => {
    const list = await get('/symbols/funds/?sort=-percent_year&page=1&page_size=20');
    const top = list.results[0] as { symbol: string; abbr_name: string };
    expect((await get(`/search/symbols/?q=${encodeURIComponent('新名字基金')}&symbol_type=3`)).total_count).toBe(0);
    await db().updateTable('funds').set({ abbr_name: '新名字基金A', percent_year: '999.99' }).where('symbol', '=', top.symbol).execute();
    // Unannounced, the day's index stands; a publication (or an import) rebuilds it on the next read.
    expect((await get(`/search/symbols/?q=${encodeURIComponent('新名字基金')}&symbol_type=3`)).total_count).toBe(0);
    navsPublished(db());
    const found = await get(`/search/symbols/?q=${encodeURIComponent('新名字基金')}&symbol_type=3`);
    expect(found.results.map((r: { symbol: string }) => r.symbol)).toEqual([top.symbol]);
    const again = await get('/symbols/funds/?sort=-percent_year&page=1&page_size=20');
    expect(again.results[0]).toMatchObject({ symbol: top.symbol, abbr_name: '新名字基金A', percent_year: '999.99' });
    expect((await get(`/symbols/${top.symbol}/introduction/`)).abbr_name).toBe('新名字基金A');
  });
});
