// Per-user limits of a campaign: how many plays a user has left today and in all.
import type { CampaignDef } from './campaign-kinds';

export interface PlaysUsed {
  today: number;
  total: number;
}

/** Plays left for the user: the smaller of today's and the whole campaign's. */
export function playsLeft(c: Pick<CampaignDef, 'per_user_daily' | 'per_user_total'>, used: PlaysUsed): number {
  return Math.max(0, Math.min(c.per_user_daily - used.today, c.per_user_total - used.total));
}
