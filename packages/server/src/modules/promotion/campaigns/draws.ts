// Draws: the red-packet rain (a random amount of coins, or a miss) and the mooncake dice (six dice ranked by
// core's 博饼 ranks). Randomness is crypto.randomInt; each draw is stored with its inputs and outcome.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CAMPAIGN_TEXTS, MOONCAKE_RANK_COINS, MOONCAKE_RANK_NAMES, mooncakeRank, type DrawResultV2 } from '@fund/core/promotion';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { insertDraw, insertPlay } from './campaigns-repo';
import { awardView, chancesLeft, chargeEntry, grant, receive, requireOpen, usePlay, type Campaign } from './campaign-engine';

/** Chance in percent that a rain drop holds a red packet. */
export const RAIN_HIT_PERCENT = 70;

async function newPlay(trx: Kysely<DB>, c: Campaign, userId: number, action: string, now: Date): Promise<number> {
  await usePlay(trx, c, userId, now);
  const id = await insertPlay(trx, { campaign_id: c.id, user_id: userId, day: beijingDate(now), action, option: null, content: null, once_key: null, created_at: now.toISOString() });
  if (id === undefined) throw detailError(409, CAMPAIGN_TEXTS.noPlaysLeft);
  return id;
}

/** One grab in the rain: paid at once while the budget lasts. */
export async function rainDraw(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<DrawResultV2> {
  requireOpen(c, now);
  const result = await db.transaction().execute(async (trx) => {
    const playId = await newPlay(trx, c, userId, 'rain', now);
    await chargeEntry(trx, c, userId, c.entry_coins, `rain:${playId}`, now);
    const low = c.prize.coins;
    const high = Math.max(low, c.prize.coins_max ?? low);
    const hitRoll = randomInt(0, 100);
    const amountRoll = randomInt(low, high + 1);
    const hit = hitRoll < RAIN_HIT_PERCENT;
    const award = hit ? await grant(trx, c, userId, { name: CAMPAIGN_TEXTS.rainHit(amountRoll), coins: amountRoll, playId }, now) : undefined;
    const received = award ? await receive(trx, userId, award.id, now) : undefined;
    await insertDraw(trx, c.id, userId, { source: 'crypto.randomInt', play_id: playId, hit_percent: RAIN_HIT_PERCENT, coins_range: [low, high] }, { hit_roll: hitRoll, amount_roll: amountRoll, award_id: received?.id ?? null }, now.toISOString());
    return { received, hit };
  });
  const { received, hit } = result;
  const detail = received ? CAMPAIGN_TEXTS.rainHit(received.coins) : hit ? CAMPAIGN_TEXTS.budgetOut : CAMPAIGN_TEXTS.rainMiss;
  return { detail, coins: received?.coins ?? 0, dice: [], rank: '', rank_display: '', chances: await chancesLeft(db, c, userId, now), award: received ? awardView(c.code, received) : null };
}

/** One roll of six dice for coins: its rank's fixed prize waits to be received while the budget lasts. */
export async function diceRoll(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<DrawResultV2> {
  requireOpen(c, now);
  const { dice, rank, award } = await db.transaction().execute(async (trx) => {
    const playId = await newPlay(trx, c, userId, 'dice', now);
    await chargeEntry(trx, c, userId, c.entry_coins, `dice:${playId}`, now);
    const rolled = Array.from({ length: 6 }, () => randomInt(1, 7));
    const r = mooncakeRank(rolled);
    const coins = MOONCAKE_RANK_COINS[r];
    const a = coins > 0 ? await grant(trx, c, userId, { name: MOONCAKE_RANK_NAMES[r], coins, playId }, now) : undefined;
    await insertDraw(trx, c.id, userId, { source: 'crypto.randomInt', play_id: playId, dice: 6, faces: [1, 6] }, { dice: rolled, rank: r, coins, award_id: a?.id ?? null }, now.toISOString());
    return { dice: rolled, rank: r, award: a };
  });
  const coins = award?.coins ?? 0;
  const detail = MOONCAKE_RANK_COINS[rank] > 0 && !award ? CAMPAIGN_TEXTS.budgetOut : CAMPAIGN_TEXTS.diceRolled(MOONCAKE_RANK_NAMES[rank], coins);
  return { detail, coins, dice, rank, rank_display: MOONCAKE_RANK_NAMES[rank], chances: await chancesLeft(db, c, userId, now), award: award ? awardView(c.code, award) : null };
}
