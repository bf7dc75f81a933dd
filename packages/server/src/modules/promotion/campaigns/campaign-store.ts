// Stores a campaign definition as a row, once core's compliance rule has passed it.
import type { Kysely } from 'kysely';
import { complianceRefusal, type CampaignDef } from '@fund/core/promotion';
import type { DB } from '../../../db/schema';
import { campaignByCode, insertCampaign } from './campaigns-repo';

/** The campaign's id (the existing one when the code is taken); throws when the definition breaks compliance. */
export async function storeCampaign(db: Kysely<DB>, series: string, def: CampaignDef, now: Date): Promise<number> {
  const refusal = complianceRefusal(def);
  if (refusal !== null) throw new Error(`campaign ${def.code}: ${refusal}`);
  const id = await insertCampaign(db, {
    code: def.code, series, kind: def.kind, name: def.name, begin_at: def.begin_at, bet_end_at: def.bet_end_at, settle_at: def.settle_at, end_at: def.end_at,
    prize: JSON.stringify(def.prize), rules: JSON.stringify(def.rules), budget: def.budget, per_user_daily: def.per_user_daily, per_user_total: def.per_user_total,
    entry_coins: def.entry_coins, result: null, settled_at: null, created_at: now.toISOString(),
  });
  if (id !== undefined) return id;
  const existing = await campaignByCode(db, def.code);
  if (!existing) throw new Error(`campaign ${def.code} was not stored`);
  return existing.id;
}
