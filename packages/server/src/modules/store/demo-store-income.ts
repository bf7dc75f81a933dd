// Demo mode: the demo advisor's store has lived about a month when anyone first looks. Through the same
// services the API calls, dated on a past trading day: the advisor publishes a three-fund portfolio, and a
// follower (a demo investor of its own) follows the store and the portfolio and buys it. The engine then lives
// the days since (engine/demo-store-month), so 累计收入, the follower and the ledger are the engine's own.
//
// The daily close works on today's holdings, so a past day may only be closed again where no holding began
// after it: the month starts after the newest holding (the demo account's replayed year, seeded first).
import type { Kysely } from 'kysely';
import { addDays, beijingDate, beijingInstant } from '@fund/core/calendar';
import type { DB } from '../../db/schema';
import { findUserByMobileHash } from '../account/repo';
import { userMobileHash } from '../account/service';
import { createDevInvestor } from '../account/dev-investor';
import type { MarketCalendar } from '../calendar/market-calendar';
import { portfolioById, type PortfolioRow } from '../portfolio/catalog-repo';
import { setFollow } from '../portfolio/catalogue-service';
import { createPortfolio } from '../portfolio/owner/owner-service';
import { placePortfolioBuy } from '../portfolio/trade-orders';
import { DEMO_ADVISOR } from './demo-store';
import { newestHoldingStart, ownsPortfolio, pricedTradableSymbols } from './demo-store-repo';
import * as repo from './store-repo';
import { setLike } from './store-service';

export const DEMO_STORE_PORTFOLIO = {
  name: '演示均衡组合',
  description: '两只稳健基金加现金宝，股债均衡配置，每月复盘一次。',
  buy: '50000.00',
} as const;

/** How far back the month starts (calendar days), at most. */
const MONTH_DAYS = 30;
/** Orders go in mid-morning, before the 15:00 cut-off. */
const ORDER_MINUTES = 10 * 60;

/** Two tradable funds of at most medium risk priced on `since`, and the cash treasure, 40 / 40 / 20. */
async function positions(db: Kysely<DB>, since: string) {
  const [funds, bao] = await Promise.all([pricedTradableSymbols(db, since, { bao: false, maxRisk: 3, limit: 2 }), pricedTradableSymbols(db, since, { bao: true, limit: 1 })]);
  if (funds.length < 2 || bao.length < 1) return null;
  return [...funds.map((symbol) => ({ symbol, percent: '40.00' })), { symbol: bao[0]!, percent: '20.00' }];
}

/** The month's first trading day: a month ago, but after the day the newest holding began. */
async function startDay(db: Kysely<DB>, calendar: MarketCalendar, today: string): Promise<string | null> {
  const newest = await newestHoldingStart(db);
  const monthAgo = addDays(today, -MONTH_DAYS);
  const after = newest ? addDays(beijingDate(new Date(newest)), 1) : monthAgo;
  const start = calendar.onOrNext(after > monthAgo ? after : monthAgo);
  // A buy needs a trading day to confirm and one more to close with a fee before today.
  return calendar.between(start, addDays(today, -1)).length >= 2 ? start : null;
}

export type DemoStoreMonth = { advisorId: number; start: string } | { skipped: string } | null;

/**
 * The month's first day, acted: null when already lived (the advisor owns a portfolio) or no demo store,
 * `skipped` when the market is too short for it.
 */
export async function openDemoStoreMonth(db: Kysely<DB>, calendar: MarketCalendar, today: string): Promise<DemoStoreMonth> {
  const advisor = await findUserByMobileHash(db, userMobileHash({ mobile: DEMO_ADVISOR.mobile }));
  const store = advisor ? await repo.storeOfUser(db, advisor.id) : null;
  if (!advisor || !store || (await ownsPortfolio(db, advisor.id))) return null;
  const start = await startDay(db, calendar, today);
  const chosen = start ? await positions(db, start) : null;
  if (!start || !chosen) return { skipped: '演示主理人小店: 行情不足一个月，未生成跟投与收入' };
  const open = beijingInstant(start, ORDER_MINUTES);

  const p = DEMO_STORE_PORTFOLIO;
  const made = await createPortfolio(db, advisor.id, { name: p.name, description: p.description, positions: chosen }, open, start);
  const follower = await createDevInvestor(db, open);
  await setFollow(db, follower.user_id, (await portfolioById(db, made.id)) as PortfolioRow, true, open);
  await setLike(db, follower.user_id, store.id, true, open);
  await db.transaction().execute((trx) =>
    placePortfolioBuy(trx, follower.user_id, { fund_portfolio_id: made.id, bank_card_id: follower.bank_card_id, amount: p.buy, is_bao: false, password: '', confirm_risk: true }, open),
  );
  return { advisorId: advisor.id, start };
}
