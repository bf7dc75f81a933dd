// Demo mode: the engine lives the demo store's month (modules/store/demo-store-income opens it on a past
// day): for each day since, yesterday's close (fees and the owner's share among it), then the orders and
// portfolio orders that fall due, as a settlement run does. Settlement's own marks are left alone: the
// first run of the server still starts where it would have.
import type { Kysely } from 'kysely';
import { addDays, beijingDate, beijingInstant } from '@fund/core/calendar';
import type { DB } from '../db/schema';
import { loadCalendar } from '../modules/calendar/market-calendar';
import { DEMO_STORE_PORTFOLIO, openDemoStoreMonth } from '../modules/store/demo-store-income';
import { incomeMine } from '../modules/store/income/income-service';
import { closeDay } from './daily-close';
import { confirmDue } from './confirm-orders';
import { settlePortfolioOrders } from './settle-portfolio-orders';

/** A day's engine steps run after the close. */
const SETTLE_MINUTES = 16 * 60;

/** Lives the store's month once; returns the lines to print. */
export async function seedDemoStoreMonth(db: Kysely<DB>, now: Date): Promise<string[]> {
  const today = beijingDate(now);
  const calendar = await loadCalendar(db, today);
  const month = await openDemoStoreMonth(db, calendar, today);
  if (month === null) return [];
  if ('skipped' in month) return [month.skipped];
  for (let day = addDays(month.start, 1); day <= today; day = addDays(day, 1)) {
    const before = addDays(day, -1);
    if (calendar.isTradingDay(before)) await closeDay(db, before, beijingInstant(before, SETTLE_MINUTES));
    const at = beijingInstant(day, SETTLE_MINUTES);
    await confirmDue(db, day, at);
    await settlePortfolioOrders(db, calendar, day, at);
  }
  const income = await incomeMine(db, month.advisorId);
  return [`演示主理人小店: 「${DEMO_STORE_PORTFOLIO.name}」自 ${month.start} 起有 1 位跟投人，累计收入 ${income.income_total} 元`];
}
