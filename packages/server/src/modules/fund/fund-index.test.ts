import { navsPublished } from '../../engine/navs-published';
import { openResearchWorld, type ResearchWorld } from '../../testing/research-kit';
import { toFundRow } from './fund-mappers';
import { buildFundIndex, type IndexFilter } from './fund-index';
import type { Sort } from '../common/sorting';
import { toPage } from '../common/paging';
import { allFundsRanked, countFunds, FUND_SORT_COLUMNS, type FundSortColumn, listFunds } from './funds-repo';

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

  it('answers a list page with the text JSON.stringify gives the SQL page, byte for byte', async () => {
    const index = buildFundIndex(await allFundsRanked(db()));
    const cases: Array<{ url: string; filter: IndexFilter; sort: Sort<FundSortColumn>; page: { page: number; page_size: number } }> = [
      { url: '?sort=-percent_year&page=1&page_size=20&allow_trade=0', filter: {}, sort: { column: 'percent_year', direction: 'desc' }, page: { page: 1, page_size: 20 } },
      { url: '?sort=net_value&page=3&page_size=7&type=302,306&allow_trade=0', filter: { stypes: [302, 306] }, sort: { column: 'net_value', direction: 'asc' }, page: { page: 3, page_size: 7 } },
      { url: '?sort=-estab_date&page=2&page_size=20&allow_trade=1', filter: { allowTradeOnly: true }, sort: { column: 'estab_date', direction: 'desc' }, page: { page: 2, page_size: 20 } },
      { url: '?sort=-percent_day&page=999&page_size=20&allow_trade=0', filter: {}, sort: { column: 'percent_day', direction: 'desc' }, page: { page: 999, page_size: 20 } },
    ];
    for (const c of cases) {
      const sqlRows = (await listFunds(db(), c.filter, c.sort, c.page)).map(toFundRow);
      const expected = JSON.stringify(toPage(c.page, await countFunds(db(), c.filter), sqlRows));
      expect((await world.app.inject({ method: 'GET', url: `/api/v1/symbols/funds/${c.url}` })).body).toBe(expected);
      expect(`[${index.pageText(c.filter, c.sort, c.page).rows}]`).toBe(JSON.stringify(sqlRows));
    }
  });

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
