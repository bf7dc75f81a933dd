// The advisory fee (manage fare) accrued on held portfolios, from portfolio_fares (one row per user,
// portfolio, card and trading day; accrued and shown, not deducted).
//
// GET /funds/manage_fare/mine/ answers
//   { fare_total: '12.34', results: [{ fund_portfolio_id, symbol, name, manage_fare_ratio, fare_total, fare_latest, worth, latest_date }] }
//   one result per portfolio with any fee, by portfolio id; fare_latest and worth are that portfolio's on its latest day.
// GET /funds/manage_fare/history/ answers a page (20) of days, newest first, each
//   { date, fund_portfolio_id, symbol, name, worth, fare } summed over the cards.
import { roundHalfUp, toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { faresPerDay, faresPerPortfolio } from './fare-repo';

const money = (x: string): string => roundHalfUp(toDecimal(x), 2).toFixed(2);

export async function manageFareMine(db: Kysely<DB>, userId: number): Promise<Wire.HoldingsManageFareMineAnswer> {
  const rows = await faresPerPortfolio(db, userId);
  const total = rows.reduce((a, x) => a.plus(x.total), toDecimal(0));
  return {
    fare_total: roundHalfUp(total, 2).toFixed(2),
    results: rows.map((x) => ({
      fund_portfolio_id: x.id,
      symbol: x.symbol,
      name: x.name,
      manage_fare_ratio: x.manage_fare_ratio,
      fare_total: money(x.total),
      fare_latest: money(x.latest),
      worth: money(x.worth),
      latest_date: x.latest_date,
    })),
  };
}

export async function manageFareHistory(db: Kysely<DB>, userId: number, page: PageRequest): Promise<Wire.HoldingsManageFareHistoryAnswer> {
  const { rows, total } = await faresPerDay(db, userId, page.page_size, offsetOf(page));
  return toPage(
    page,
    total,
    rows.map((x) => ({ date: x.date, fund_portfolio_id: x.id, symbol: x.symbol, name: x.name, worth: money(x.worth), fare: money(x.fare) })),
  );
}
