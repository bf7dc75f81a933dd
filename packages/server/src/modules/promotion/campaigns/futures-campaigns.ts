// Futures campaigns. Futures trading is read-only in this product today, so the loss return has nothing to
// return yet and the simulation contest runs on play money that stays at its principal until trading exists.
import type { Kysely } from 'kysely';
import { SimulationStatus, CAMPAIGN_TEXTS, campaignPhase, type SimulationGameV2, type SimulationRecordV2, type SimulationRewardV2, type CampaignRankV2 } from '@fund/core/promotion';
import { beijingDate } from '@fund/core/calendar';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { offsetOf, toPage, type PageRequest } from '../../common/paging';
import { awardsOf, insertPlay, latestPlays, playByKey, playerCounts } from './campaigns-repo';
import { requireOpen, usePlay, type Campaign } from './campaign-engine';

const REGISTER_KEY = 'register';
const DAY_MS = 86_400_000;
const MAX_RECORD_DAYS = 60;

export async function simulationGame(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<SimulationGameV2> {
  const phase = campaignPhase(c, now);
  const [mine, counts] = await Promise.all([playByKey(db, c.id, userId, REGISTER_KEY), playerCounts(db, c.id, 'register')]);
  return {
    id: c.id, code: c.code, name: c.name, status: phase === 'upcoming' ? SimulationStatus.Upcoming : phase === 'ended' ? SimulationStatus.Ended : SimulationStatus.Running,
    start_date: beijingDate(new Date(Date.parse(c.begin_at))), end_date: beijingDate(new Date(Date.parse(c.end_at))),
    players_count: counts.players, registered: mine !== undefined, principal: c.rules.principal ?? '0.00',
  };
}

export async function register(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<SimulationGameV2> {
  requireOpen(c, now);
  await db.transaction().execute(async (trx) => {
    const id = await insertPlay(trx, { campaign_id: c.id, user_id: userId, day: beijingDate(now), action: 'register', option: null, content: null, once_key: REGISTER_KEY, created_at: now.toISOString() });
    if (id === undefined) throw detailError(400, CAMPAIGN_TEXTS.alreadyRegistered);
    await usePlay(trx, c, userId, now);
  });
  return simulationGame(db, c, userId, now);
}

/** The player's daily balance from the start to today: flat at the principal while there is no futures trading. */
export async function collectRecord(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<SimulationRecordV2[]> {
  if (!(await playByKey(db, c.id, userId, REGISTER_KEY))) return [];
  const principal = c.rules.principal ?? '0.00';
  const start = Date.parse(c.begin_at);
  const end = Math.min(now.getTime(), Date.parse(c.end_at));
  const days = Math.min(MAX_RECORD_DAYS, Math.max(0, Math.floor((end - start) / DAY_MS) + 1));
  return Array.from({ length: days }, (_, i) => ({ date: beijingDate(new Date(start + i * DAY_MS)), balance: principal, profit: '0.00', percent: '0.00' }));
}

export async function ranking(db: Kysely<DB>, c: Campaign): Promise<CampaignRankV2[]> {
  // Equal balances rank by registration: the earlier player first.
  const players = (await latestPlays(db, c.id, 'register', 100)).reverse();
  return players.map((p, i) => ({ rank: i + 1, username: p.mobile_masked, score: c.rules.principal ?? '0.00' }));
}

export async function mineRewards(db: Kysely<DB>, games: Campaign[], userId: number, page: PageRequest): Promise<Wire.Page<SimulationRewardV2>> {
  const all: SimulationRewardV2[] = [];
  for (const g of games) {
    const awards = await awardsOf(db, g.id, userId);
    awards.forEach((a, i) => all.push({ id: a.id, game_id: g.id, rank: i + 1, name: a.name, coins: a.coins, created_at: a.created_at.toISOString() }));
  }
  return toPage(page, all.length, all.slice(offsetOf(page), offsetOf(page) + page.page_size));
}
