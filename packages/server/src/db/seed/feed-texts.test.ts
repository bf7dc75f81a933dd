import { sql } from 'kysely';
import { beijingDate } from '@fund/core/calendar';
import { FundSubtype } from '@fund/core/fund';
import { openDatabase, type Database } from '../database';
import { seedDemoMarket } from './seed-market';
import { percentChange } from '../../market-model/series';
import { isFixedIncomeKind } from './feed-texts';

interface Post {
  id: number;
  category: string;
  title: string;
  text: string;
  day: string;
  symbol: string | null;
  manager_id: number | null;
}

const MONEY = [FundSubtype.Money, FundSubtype.WealthManagement].map(Number);

describe('the demo feed says what the data says', () => {
  let database: Database;
  let posts: Post[];

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    const rows = await sql<Omit<Post, 'day'> & { publish_at: Date | string }>`select s.id, s.category, s.title, s.text, s.publish_at, ss.symbol, sm.manager_id
      from statuses s left join status_symbols ss on ss.status_id = s.id left join status_managers sm on sm.status_id = s.id where s.user_id is null`.execute(database.db);
    posts = rows.rows.map((r) => ({ ...r, day: beijingDate(new Date(r.publish_at)) }));
  }, 300_000);
  afterAll(async () => database.close());

  const fundOf = async (symbol: string | null) => {
    const fund = await database.db.selectFrom('funds').select(['id', 'symbol_stype']).where('symbol', '=', symbol ?? '').executeTakeFirstOrThrow();
    return fund;
  };
  const navOnOrBefore = async (fundId: number, day: string) =>
    database.db.selectFrom('fund_navs').select(['date', 'net_cumulative', 'year_yld', 'tenthou_unit_incm']).where('fund_id', '=', fundId).where('date', '<=', day).orderBy('date', 'desc').limit(1).executeTakeFirstOrThrow();

  it('gives each fund headline its return over the year to the post’s day', async () => {
    const withReturn = posts.filter((p) => /近一年收益/.test(p.title + p.text));
    expect(withReturn.length).toBeGreaterThan(10);
    for (const post of withReturn) {
      const fund = await fundOf(post.symbol);
      expect(MONEY).not.toContain(fund.symbol_stype);
      const last = await navOnOrBefore(fund.id, post.day);
      const yearBefore = new Date(`${last.date}T00:00:00Z`);
      yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1);
      const base = await navOnOrBefore(fund.id, yearBefore.toISOString().slice(0, 10));
      const expected = percentChange(last.net_cumulative, base.net_cumulative);
      for (const [, figure] of (post.title + post.text).matchAll(/近一年收益(-?\d+\.\d{2})%/g)) expect(`${post.id}:${figure}`).toBe(`${post.id}:${expected}`);
    }
  });

  it('gives money funds their 7-day yield and income per 10,000 of the day, never a year’s return', async () => {
    const money = posts.filter((p) => /七日年化|万份收益/.test(p.title + p.text));
    expect(money.length).toBeGreaterThan(0);
    for (const post of money) {
      const fund = await fundOf(post.symbol);
      expect(MONEY).toContain(fund.symbol_stype);
      const nav = await navOnOrBefore(fund.id, post.day);
      const words = post.title + post.text;
      for (const [, y] of words.matchAll(/七日年化(?:收益率)?(\d+\.\d{4})%/g)) {
        expect(y).toBe(nav.year_yld);
        expect(Number(y)).toBeLessThan(5);
      }
      for (const [, w] of words.matchAll(/万份收益(\d+\.\d{4})元/g)) expect(w).toBe(nav.tenthou_unit_incm);
    }
  });

  it('gives an index post the move of its last close up to the day', async () => {
    const moves = posts.filter((p) => /收[涨跌]/.test(p.title));
    expect(moves.length).toBeGreaterThan(0);
    for (const post of moves) {
      const ix = await database.db.selectFrom('market_indexes').select('id').where('symbol', '=', post.symbol ?? '').executeTakeFirstOrThrow();
      const [last, before] = await database.db.selectFrom('index_values').select(['close']).where('index_id', '=', ix.id).where('date', '<=', post.day).orderBy('date', 'desc').limit(2).execute();
      const change = percentChange(last?.close ?? '0', before?.close ?? '1');
      const said = /收涨(\d+\.\d{2})%/.exec(post.title)?.[1] ?? `-${/收跌(\d+\.\d{2})%/.exec(post.title)?.[1] ?? ''}`;
      expect(said === '0.00' || said === '-0.00' ? '0.00' : said).toBe(change);
    }
  });

  it('writes no other figure, and no equity view for a manager of bond and money funds only', async () => {
    for (const post of posts) {
      const rest = (post.title + post.text).replace(/近一年收益-?\d+\.\d{2}%|七日年化(收益率)?\d+\.\d{4}%|万份收益\d+\.\d{4}元|收[涨跌]\d+\.\d{2}%/g, '');
      expect(`${post.id}:${/\d+\.\d+%?/.exec(rest)?.[0] ?? ''}`).toBe(`${post.id}:`);
    }
    const managerPosts = posts.filter((p) => p.manager_id !== null);
    expect(managerPosts.length).toBeGreaterThan(0);
    for (const post of managerPosts) {
      const kinds = await database.db.selectFrom('fund_managers').innerJoin('funds', 'funds.id', 'fund_managers.fund_id').select('funds.symbol_stype').where('fund_managers.manager_id', '=', post.manager_id ?? 0).execute();
      if (kinds.length > 0 && kinds.every((k) => isFixedIncomeKind(k.symbol_stype))) expect(post.title + post.text).not.toMatch(/权益|股价|好公司/);
    }
  });
});
