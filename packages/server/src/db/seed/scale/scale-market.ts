// The market at scale for `npm run bench:scale`: the demo market's funds as templates for thousands more
// share classes, each with five years of trading-day NAVs, COPYed in. Generated data: a seeded random
// walk in integer ten-thousandths (no float NAVs), formatted as the NUMERIC strings the schema holds.
import { addDays, isoWeekday } from '@fund/core/calendar';
import { FundSubtype } from '@fund/core/fund';
import pg from 'pg';
import { copyIn, copyLines, type CopyValue } from './copy-in';

/** Trading days per window of the fund row's percent_* columns (week .. three years). */
const WINDOWS = { percent_week: 5, percent_month: 21, percent_season: 63, percent_six_month: 126, percent_year: 250, percent_two_year: 500, percent_three_year: 750 } as const;
export const YEARS_OF_NAVS = 5;

/** A deterministic PRNG (mulberry32): the same scale gives the same market. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in ten-thousandths as a NUMERIC string (12345 -> '1.2345'). */
export function fixed4(v: number): string {
  return `${Math.trunc(v / 10000)}.${String(Math.abs(v % 10000)).padStart(4, '0')}`;
}

/** An integer in hundredths as a NUMERIC string (-5 -> '-0.05'). */
export function fixed2(v: number): string {
  const sign = v < 0 ? '-' : '';
  const a = Math.abs(v);
  return `${sign}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** Change from `from` to `to` in hundredths of a percent (integers in, integer out). */
function percentChange(from: number, to: number): number {
  return Math.round(((to - from) * 10000) / from);
}

export interface ScaleMarket {
  days: string[];
  /** ids of the generated funds, in order; navs of fund k are series[k * days.length ...]. */
  fundIds: number[];
  series: Int32Array;
  symbols: string[];
  names: string[];
}

/** The demo calendar's trading days, extended back by weekdays so there are five years of them. */
async function tradingDays(client: pg.Client): Promise<string[]> {
  const have = (await client.query<{ d: string }>(`select date::text as d from trading_days order by date`)).rows.map((r) => r.d);
  const last = have.at(-1);
  if (!last) throw new Error('the demo market has no trading days');
  const from = `${Number(last.slice(0, 4)) - YEARS_OF_NAVS}${last.slice(4)}`;
  const earlier: string[] = [];
  for (let d = addDays(have[0]!, -1); d > from; d = addDays(d, -1)) if (isoWeekday(d) <= 5 && !d.endsWith('-01-01')) earlier.push(d);
  earlier.reverse();
  if (earlier.length > 0) await client.query(`insert into trading_days (date) select unnest($1::date[]) on conflict do nothing`, [earlier]);
  return [...earlier, ...have.filter((d) => d > from)];
}

type Row = Record<string, string | null>;

/** Adds funds until there are `total`, each a copy of a tradable demo fund with its own code, name and NAVs. */
export async function seedScaleMarket(url: string, total: number, log: (line: string) => void): Promise<ScaleMarket> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const days = await tradingDays(client);
    const columns = (await client.query<{ c: string }>(`select column_name as c from information_schema.columns where table_name = 'funds' and table_schema = current_schema() order by ordinal_position`)).rows.map((r) => r.c);
    const demo = (await client.query<Row>(`select ${columns.map((c) => `${c}::text as ${c}`).join(', ')} from funds order by id`)).rows;
    // Market funds that trade (no money funds: their NAV stays 1.0000 and they pay by yield).
    const templates = demo.filter((f) => f.allow_trade === 'true' && f.allow_buy === 'true' && f.is_bao === 'false' && Number(f.symbol_stype) !== FundSubtype.Money);
    const maxId = Math.max(...demo.map((f) => Number(f.id)));
    // At least one copy of each template, so a tiny --scale still has generated funds to hold and trade.
    const count = Math.max(templates.length, total - demo.length);
    const n = days.length;
    const series = new Int32Array(count * n);
    const fundIds: number[] = [];
    const symbols: string[] = [];
    const names: string[] = [];
    const random = prng(20_000);
    const estab = days[0]!;
    const fundRows = function* (): Generator<CopyValue[]> {
      for (let k = 0; k < count; k += 1) {
        const t = templates[k % templates.length]!;
        const id = maxId + 1 + k;
        const code = String(100001 + k).padStart(6, '0');
        const name = `${(t.abbr_name ?? '').replace(/^演示/, '').replace(/[AC]$/, '')}${Math.floor(k / templates.length) + 1}号${k % 2 === 0 ? 'A' : 'C'}`;
        // Bond-like funds move a few basis points a day, the rest up to two percent.
        const stype = Number(t.symbol_stype);
        const swing = stype === FundSubtype.Bond ? 8 : 120;
        let v = 8000 + Math.floor(random() * 8000);
        const base = k * n;
        for (let d = 0; d < n; d += 1) {
          v = Math.max(1000, Math.round((v * (10000 + Math.floor(random() * (2 * swing + 1)) - swing + 1)) / 10000));
          series[base + d] = v;
        }
        const last = series[base + n - 1]!;
        const back = (w: number): string | null => (n > w ? fixed2(percentChange(series[base + n - 1 - w]!, last)) : null);
        const row: Row = { ...t, id: String(id), symbol: code, code, abbr_name: name, estab_date: estab, recommend_rank: null, hot_rank: null, recommend_score: null,
          index_id: null, tradedate: days[n - 1]!, net_value: fixed4(last), net_cumulative: fixed4(last), year_yld: null, tenthou_unit_incm: null,
          percent_day: back(1) };
        for (const [column, w] of Object.entries(WINDOWS)) row[column] = back(w);
        fundIds.push(id);
        symbols.push(code);
        names.push(name);
        yield columns.map((c) => row[c] ?? null);
      }
    };
    let t0 = performance.now();
    await copyIn(url, 'funds', columns, fundRows());
    await client.query(`select setval(pg_get_serial_sequence('funds', 'id'), (select max(id) from funds))`);
    log(`funds: ${count} added (${demo.length} demo) in ${Math.round(performance.now() - t0)} ms`);
    t0 = performance.now();
    const navLines = function* (): Generator<string> {
      for (let k = 0; k < count; k += 1) {
        const base = k * n;
        const prefix = `${fundIds[k]!}\t`;
        for (let d = 0; d < n; d += 1) {
          const v = series[base + d]!;
          const nav = fixed4(v);
          yield `${prefix}${days[d]!}\t${nav}\t${nav}\t${d === 0 ? '\\N' : fixed2(percentChange(series[base + d - 1]!, v))}\n`;
        }
      }
    };
    // The primary key is built once after the load, not row by row during it.
    await client.query(`alter table fund_navs drop constraint fund_navs_pk`);
    // funds.nav_count: one grouped update after the load, not the insert trigger's transition table of every row.
    await client.query(`alter table fund_navs disable trigger fund_navs_counted_in`);
    const rows = await copyLines(url, 'fund_navs', ['fund_id', 'date', 'net_value', 'net_cumulative', 'percent'], navLines());
    log(`fund_navs: ${rows} rows COPYed in ${Math.round(performance.now() - t0)} ms`);
    t0 = performance.now();
    await client.query(`alter table fund_navs add constraint fund_navs_pk primary key (fund_id, date)`);
    log(`fund_navs primary key built in ${Math.round(performance.now() - t0)} ms`);
    await client.query(`update funds set nav_count = n.c from (select fund_id, count(*)::int as c from fund_navs group by fund_id) n where n.fund_id = funds.id`);
    await client.query(`alter table fund_navs enable trigger fund_navs_counted_in`);
    return { days, fundIds, series, symbols, names };
  } finally {
    await client.end();
  }
}
