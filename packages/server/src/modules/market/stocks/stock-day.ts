// The day the stock figures are as of: the latest stock data day, or today in Beijing before any.
import { beijingDate } from '@fund/core/calendar';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { latestStockDate } from './stock-repo';

export async function stockDataDay(db: Kysely<DB>, now: Date): Promise<string> {
  return (await latestStockDate(db)) ?? beijingDate(now);
}
