// The portfolio catalogue's reads: a portfolio row, its target positions on a day, and its wire form
// (figures from its net value series, target positions with each fund's trade flags) for any answer.
import type { Wire } from '@fund/core/api';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { PortfoliosTable } from '../../db/tables/portfolio-tables';
import { avatarUrls } from '../account/avatar/avatar-store';
import { navFigures, portfolioNavSeries } from './catalog-nav';

export type PortfolioRow = Selectable<PortfoliosTable>;

export interface TargetPosition {
  fund_id: number;
  percent: string;
}

export async function portfolioById(db: Kysely<DB>, id: number): Promise<PortfolioRow | undefined> {
  return db.selectFrom('portfolios').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The day the target in force on `day` took effect, if any. */
export async function targetDate(db: Kysely<DB>, portfolioId: number, day: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('portfolio_positions')
    .select((eb) => eb.fn.max('effective_from').as('d'))
    .where('portfolio_id', '=', portfolioId)
    .where('effective_from', '<=', day)
    .executeTakeFirst();
  return row?.d ?? undefined;
}

/** The target on `day` ('YYYY-MM-DD'): the set with the greatest effective_from <= day; percents sum to 100. */
export async function targetPositions(db: Kysely<DB>, portfolioId: number, day: string): Promise<TargetPosition[]> {
  const from = await targetDate(db, portfolioId, day);
  if (from === undefined) return [];
  return db
    .selectFrom('portfolio_positions')
    .select(['fund_id', 'percent'])
    .where('portfolio_id', '=', portfolioId)
    .where('effective_from', '=', from)
    .orderBy('percent', 'desc')
    .orderBy('fund_id')
    .execute();
}

/** Target positions on `day` with the fund's name and trade flags. */
export async function positionsWire(db: Kysely<DB>, portfolioId: number, day: string): Promise<Wire.PortfolioPosition[]> {
  const targets = await targetPositions(db, portfolioId, day);
  if (targets.length === 0) return [];
  const funds = await db
    .selectFrom('funds')
    .select(['id', 'symbol', 'abbr_name', 'allow_trade', 'allow_buy', 'allow_sell', 'is_bao'])
    .where('id', 'in', targets.map((t) => t.fund_id))
    .execute();
  const byId = new Map(funds.map((f) => [f.id, f]));
  return targets.flatMap((t) => {
    const f = byId.get(t.fund_id);
    return f ? [{ symbol: f.symbol, name: f.abbr_name, percent: t.percent, allow_trade: f.allow_trade, allow_buy: f.allow_buy, allow_sell: f.allow_sell, is_bao: f.is_bao }] : [];
  });
}

/** The owner, or for a house portfolio (no owner) the advisor desk as user 0. */
async function ownerOf(db: Kysely<DB>, row: PortfolioRow): Promise<Wire.User> {
  if (row.owner_user_id !== null) {
    const u = await db.selectFrom('users').select(['id', 'username', 'avatar_file']).where('id', '=', row.owner_user_id).executeTakeFirst();
    if (u) return { id: u.id, username: u.username, ...avatarUrls(u.avatar_file) };
  }
  return { id: 0, username: row.advisor_title, ...avatarUrls(null) };
}

export async function isFollowing(db: Kysely<DB>, viewerId: number | null, portfolioId: number): Promise<boolean> {
  if (viewerId === null) return false;
  const row = await db.selectFrom('portfolio_follows').select('user_id').where('user_id', '=', viewerId).where('portfolio_id', '=', portfolioId).executeTakeFirst();
  return row !== undefined;
}

/**
 * The wire form of a portfolio as of `day`, with its target positions. `followed` needs the viewer
 * (false for guests and when not given).
 */
export async function portfolioWire(db: Kysely<DB>, row: PortfolioRow, day: string, viewerId: number | null = null): Promise<Wire.Portfolio> {
  const [points, positions, user, followed] = await Promise.all([
    portfolioNavSeries(db, row.id, day),
    positionsWire(db, row.id, day),
    ownerOf(db, row),
    isFollowing(db, viewerId, row.id),
  ]);
  const figures = navFigures(points);
  return {
    id: row.id,
    symbol: row.symbol,
    name: row.name,
    recommend_percent: figures.yld,
    investment_risk: row.investment_risk,
    net_value: figures.net_value,
    cumulative: figures.cumulative,
    yld: figures.yld,
    yld_target: row.yld_target,
    allow_buy: row.allow_buy,
    allow_sell: row.allow_sell,
    allow_fixed: row.allow_fixed,
    allow_trade: row.allow_trade,
    allow_positions: row.allow_positions,
    allow_performance: row.allow_performance,
    amount_min_buy: row.amount_min_buy,
    amount_max_buy: row.amount_max_buy,
    amount_min_sell: row.amount_min_sell,
    fare_ratio_buy_min: row.fare_ratio_buy_min,
    fare_ratio_buy_max: row.fare_ratio_buy_max,
    fare_ratio_sell_min: row.fare_ratio_sell_min,
    fare_ratio_sell_max: row.fare_ratio_sell_max,
    discount_rate_buy: row.discount_rate_buy,
    discount_rate_sell: row.discount_rate_sell,
    followed,
    followers_count: row.followers_count,
    user,
    advisor_title: row.advisor_title,
    advisor_description: row.advisor_description,
    charge_mode: row.charge_mode,
    div_type: row.div_type,
    positions,
    ...(viewerId !== null ? { is_owner: row.owner_user_id === viewerId } : {}),
  };
}
