// Check-in: once a Beijing day; the streak's day sets the coins (core's table), paid at once against the budget.
import type { Kysely } from 'kysely';
import { CAMPAIGN_TEXTS, checkinCoins, checkinStreak, type CheckinMineV2, type CheckinStatusV2 } from '@fund/core/promotion';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { coinAccount } from '../coins/coins-repo';
import { insertPlay, playsOf } from './campaigns-repo';
import { grant, infoOf, receive, requireOpen, usePlay, type Campaign } from './campaign-engine';

async function checkinDates(db: Kysely<DB>, c: Campaign, userId: number): Promise<string[]> {
  return (await playsOf(db, c.id, userId, 'checkin')).map((p) => p.day).sort();
}

async function statusOf(db: Kysely<DB>, c: Campaign, userId: number, now: Date, detail: string): Promise<CheckinStatusV2> {
  const today = beijingDate(now);
  const dates = await checkinDates(db, c, userId);
  const days = checkinStreak(dates, today);
  const checked = dates.includes(today);
  return { campaign: infoOf(c, now), checked_today: checked, days_in_row: days, coins: (await coinAccount(db, userId))?.balance ?? 0, next_coins: checkinCoins(checked ? days + 1 : days + 1), detail };
}

export const checkinStatus = (db: Kysely<DB>, c: Campaign, userId: number, now: Date) => statusOf(db, c, userId, now, '');

export async function checkin(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<CheckinStatusV2> {
  requireOpen(c, now);
  const today = beijingDate(now);
  const detail = await db.transaction().execute(async (trx) => {
    const playId = await insertPlay(trx, { campaign_id: c.id, user_id: userId, day: today, action: 'checkin', option: null, content: null, once_key: `checkin:${today}`, created_at: now.toISOString() });
    if (playId === undefined) throw detailError(400, CAMPAIGN_TEXTS.checkedIn);
    await usePlay(trx, c, userId, now);
    const days = checkinStreak([...(await checkinDates(trx, c, userId)), today], today);
    const coins = checkinCoins(days);
    const award = await grant(trx, c, userId, { name: CAMPAIGN_TEXTS.streak(days), coins, onceKey: `checkin:${today}`, playId }, now);
    if (!award) return CAMPAIGN_TEXTS.budgetOut;
    await receive(trx, userId, award.id, now);
    return CAMPAIGN_TEXTS.checkinOk(coins, days);
  });
  return statusOf(db, c, userId, now, detail);
}

export async function checkinMine(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<CheckinMineV2> {
  const dates = await checkinDates(db, c, userId);
  return { dates, days_in_row: checkinStreak(dates, beijingDate(now)) };
}
