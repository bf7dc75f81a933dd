// Test kit of the campaign engine: an app over an empty database on a pinned clock, coins given through the
// ledger, and campaigns stored from definitions with windows measured from a start instant.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CampaignKind, type CampaignDef, type CampaignPrize } from '@fund/core/promotion';
import { buildApp } from '../../../app';
import { openDatabase, type Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { moveCoins } from '../coins/coin-ledger';
import { coinAccount } from '../coins/coins-repo';
import { storeCampaign } from './campaign-store';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export async function openCampaignWorld(start: Date): Promise<{ database: Database; app: FastifyInstance }> {
  const database = await openDatabase({ memory: true });
  const app = await buildApp({ db: database });
  app.clock.set(start);
  return { database, app };
}

let seq = 0;

export async function giveCoins(db: Kysely<DB>, userId: number, coins: number, now: Date): Promise<void> {
  seq += 1;
  await db.transaction().execute((trx) => moveCoins(trx, userId, { coins, memo: '测试发放', ref: `test:${seq}` }, now));
}

export async function balanceOf(db: Kysely<DB>, userId: number): Promise<number> {
  return (await coinAccount(db, userId))?.balance ?? 0;
}

/** A campaign of `series` whose window is measured in hours from `start`: open at 0h, bets close, settle, end. */
export async function addCampaign(db: Kysely<DB>, series: string, start: Date, over: Partial<CampaignDef> & { hours?: [number, number, number, number] }): Promise<number> {
  seq += 1;
  const [b, bet, settle, end] = over.hours ?? [0, 72, 72, 72];
  const t = (h: number) => new Date(start.getTime() + h * HOUR_MS).toISOString();
  const prize: CampaignPrize = over.prize ?? { kind: 'coins', coins: 10, basis: 'fixed' };
  const def: CampaignDef = {
    code: over.code ?? `t-${series}-${seq}`, kind: over.kind ?? CampaignKind.Quiz, name: over.name ?? '测试活动', begin_at: t(b), bet_end_at: t(bet), settle_at: t(settle), end_at: t(end),
    prize, budget: over.budget ?? 1000, per_user_daily: over.per_user_daily ?? 10, per_user_total: over.per_user_total ?? 100, entry_coins: over.entry_coins ?? 0, rules: over.rules ?? {},
  };
  return storeCampaign(db, series, def, start);
}
