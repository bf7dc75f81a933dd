// A guess game's rounds: rounds past their settle time are drawn, and once the current round's bets have closed
// the next round opens on the same grid, so a player always finds a round to bet on whatever the clock did.
import type { Kysely } from 'kysely';
import { campaignPhase, roundOpenAt } from '@fund/core/promotion';
import type { DB } from '../../../db/schema';
import { campaignById, unsettledDue } from './campaigns-repo';
import { campaignOfSeries, toCampaign, type Campaign } from './campaign-engine';
import { storeCampaign } from './campaign-store';
import { settleIfDue } from './guess-game';

/** The series' round open at `now` (opened here when due), after drawing every round due. */
export async function openGuessRound(db: Kysely<DB>, series: string, now: Date): Promise<Campaign> {
  for (const row of await unsettledDue(db, series, now.toISOString())) await settleIfDue(db, toCampaign(row), now);
  const c = await campaignOfSeries(db, series, now);
  const phase = campaignPhase(c, now);
  if (phase === 'open' || phase === 'upcoming') return c;
  const next = roundOpenAt(c, now);
  if (!next) return c;
  // Codes are unique: parallel callers derive the same next round and store it once.
  const row = await campaignById(db, await storeCampaign(db, series, next, now));
  return row ? toCampaign(row) : c;
}
