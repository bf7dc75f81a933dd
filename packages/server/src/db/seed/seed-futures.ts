// Writes the demo futures catalogue once: asset-management products with a year of NAVs and their
// reviews, and one day's instrument quotes (as of the market's as-of day). Users' linked accounts are not
// seeded here: the futures module links demo accounts for each investor in demo mode.
import type { Kysely } from 'kysely';
import { FUTURES_PRODUCT_TYPES } from '@fund/core/market';
import { NAV_DP, roundHalfUp, toDecimal } from '@fund/core/money';
import type { DB } from '../schema';
import { DEMO_FUTURES_INSTRUMENTS, DEMO_FUTURES_PRODUCTS, DEMO_FUTURES_REVIEWS, demoFuturesNavs } from '../../market-model/futures-demo';

/** A year of trading days, the window of the annual return. */
const YEAR_DAYS = 244;
const NAV_SEED = 660_000;
/** NAVs kept: a year for the annual return, and a quarter before it. */
const HISTORY_DAYS = YEAR_DAYS + 1 + 60;

/** Percent, 2 places: the return over the last year of NAVs; null with less than a year. */
function annualReturn(navs: readonly string[]): string | null {
  const last = navs[navs.length - 1];
  const first = navs[navs.length - 1 - YEAR_DAYS];
  if (last === undefined || first === undefined) return null;
  return roundHalfUp(toDecimal(last).div(first).minus(1).times(100), 2).toFixed(2);
}

/** Percent, 2 places: the deepest fall from a previous peak. */
function maxDrawdown(navs: readonly string[]): string {
  let peak = toDecimal(0);
  let worst = toDecimal(0);
  for (const nav of navs) {
    const v = toDecimal(nav);
    if (v.gt(peak)) peak = v;
    const fall = peak.minus(v).div(peak);
    if (fall.gt(worst)) worst = fall;
  }
  return roundHalfUp(worst.times(100), 2).toFixed(2);
}

/** Seeds the catalogue unless it is there, over the market's trading days up to `asOf` (seeded before it). */
export async function seedFutures(db: Kysely<DB>, asOf: string): Promise<void> {
  const existing = await db.selectFrom('futures_products').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const recent = await db.selectFrom('trading_days').select('date').where('date', '<=', asOf).orderBy('date', 'desc').limit(HISTORY_DAYS).execute();
  const past = recent.map((r) => r.date).reverse();
  const launchedOn = past[0] ?? asOf;
  const ids: number[] = [];
  for (const [i, p] of DEMO_FUTURES_PRODUCTS.entries()) {
    if (!FUTURES_PRODUCT_TYPES.includes(p.product_type)) throw new Error(`未知的产品类型: ${p.product_type}`);
    const navs = demoFuturesNavs(NAV_SEED + i, p, past);
    const values = navs.map((n) => n.net_value);
    const row = await db
      .insertInto('futures_products')
      .values({
        name: p.name,
        product_type: p.product_type,
        manager: p.manager,
        strategy: p.strategy,
        description: p.description,
        risk_level: p.risk_level,
        min_amount: p.min_amount,
        annual_return: annualReturn(values),
        max_drawdown: maxDrawdown(values),
        launched_on: launchedOn,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    if (navs.length > 0) await db.insertInto('futures_product_navs').values(navs.map((n) => ({ product_id: row.id, date: n.date, net_value: roundHalfUp(toDecimal(n.net_value), NAV_DP).toFixed(NAV_DP) }))).execute();
  }
  const reviews = DEMO_FUTURES_REVIEWS.map(([product, author, rating, title, content, daysBefore]) => ({
    product_id: ids[product] ?? 0,
    author,
    rating,
    title,
    content,
    published_on: past[past.length - 1 - daysBefore] ?? asOf,
  }));
  await db.insertInto('futures_product_reviews').values(reviews).execute();
  await db
    .insertInto('futures_instruments')
    .values(DEMO_FUTURES_INSTRUMENTS.map((x) => ({ ...x, tradedate: past[past.length - 1] ?? asOf })))
    .execute();
}
