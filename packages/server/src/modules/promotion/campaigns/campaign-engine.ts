// The one campaign engine: a campaign row read as core's CampaignDef, its window, the per-user limits, the
// budget, awards (granted against the budget, received once) and recorded draws. Every kind builds on these.
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  AwardStatus,
  CAMPAIGN_COMMON_RULES,
  CAMPAIGN_KIND_NAMES,
  CAMPAIGN_PHASE_NAMES,
  CAMPAIGN_RULES,
  CAMPAIGN_TEXTS,
  COIN_TEXTS,
  campaignPhase,
  playsLeft,
  type CampaignAwardV2,
  type CampaignDef,
  type CampaignInfo,
  type CampaignKind,
  type CampaignPrize,
  type CampaignRules,
  type CouponPrize,
} from '@fund/core/promotion';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../../db/schema';
import type { CampaignAwardsTable, CampaignsTable } from '../../../db/tables/campaign-tables';
import { detailError } from '../../../http/api-error';
import { moveCoins } from '../coins/coin-ledger';
import { grantFeeCoupon } from '../coins/coins-service';
import { creditWallet } from '../../wallet/wallet-service';
import { campaignById, countPlay, currentOfSeries, insertAward, markReceived, playsIn, setAwardCoupon, takeBudget } from './campaigns-repo';

export interface Campaign extends CampaignDef {
  id: number;
  series: string;
  budget_used: number;
  result: string | null;
  settled_at: Date | null;
}

export function toCampaign(r: Selectable<CampaignsTable>): Campaign {
  return {
    id: r.id, code: r.code, series: r.series, kind: r.kind as CampaignKind, name: r.name,
    begin_at: r.begin_at.toISOString(), bet_end_at: r.bet_end_at.toISOString(), settle_at: r.settle_at.toISOString(), end_at: r.end_at.toISOString(),
    prize: JSON.parse(r.prize) as CampaignPrize, rules: JSON.parse(r.rules) as CampaignRules,
    budget: r.budget, budget_used: r.budget_used, per_user_daily: r.per_user_daily, per_user_total: r.per_user_total, entry_coins: r.entry_coins,
    result: r.result, settled_at: r.settled_at,
  };
}

export async function campaignOfSeries(db: Kysely<DB>, series: string, now: Date): Promise<Campaign> {
  const row = await currentOfSeries(db, series, now.toISOString());
  if (!row) throw detailError(404, CAMPAIGN_TEXTS.notFound);
  return toCampaign(row);
}

/** A campaign by id; 404 unless it is of the family the call serves. */
export async function campaignOfId(db: Kysely<DB>, id: number, series: readonly string[]): Promise<Campaign> {
  const row = await campaignById(db, id);
  if (!row || !series.includes(row.series)) throw detailError(404, CAMPAIGN_TEXTS.notFound);
  return toCampaign(row);
}

export function infoOf(c: Campaign, now: Date): CampaignInfo {
  const phase = campaignPhase(c, now);
  return {
    code: c.code, kind: c.kind, kind_display: CAMPAIGN_KIND_NAMES[c.kind], name: c.name,
    begin_at: c.begin_at, bet_end_at: c.bet_end_at, settle_at: c.settle_at, end_at: c.end_at,
    phase, phase_display: CAMPAIGN_PHASE_NAMES[phase], rules: [...CAMPAIGN_RULES[c.kind], ...CAMPAIGN_COMMON_RULES],
    entry_coins: c.entry_coins, budget: c.budget, budget_left: Math.max(0, c.budget - c.budget_used),
  };
}

/** Refuses a play outside the campaign's open window (bets close at bet_end_at). */
export function requireOpen(c: Campaign, now: Date): void {
  const phase = campaignPhase(c, now);
  if (phase === 'upcoming') throw detailError(400, CAMPAIGN_TEXTS.notStarted);
  if (phase === 'ended') throw detailError(400, CAMPAIGN_TEXTS.ended);
  if (phase !== 'open') throw detailError(400, CAMPAIGN_TEXTS.betClosed);
}

/** Counts one play against the user's daily and total limits, whatever the parallelism. */
export async function usePlay(trx: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<void> {
  if (!(await countPlay(trx, c.id, userId, 'all', c.per_user_total))) throw detailError(400, CAMPAIGN_TEXTS.noPlaysAtAll);
  if (!(await countPlay(trx, c.id, userId, beijingDate(now), c.per_user_daily))) throw detailError(400, CAMPAIGN_TEXTS.noPlaysLeft);
}

export async function chancesLeft(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<number> {
  const [today, total] = await Promise.all([playsIn(db, c.id, userId, beijingDate(now)), playsIn(db, c.id, userId, 'all')]);
  return playsLeft(c, { today, total });
}

/** Takes the play's entry in coins (games are played with coins only). */
export async function chargeEntry(trx: Kysely<DB>, c: Campaign, userId: number, coins: number, ref: string, now: Date): Promise<void> {
  if (coins <= 0) return;
  const moved = await moveCoins(trx, userId, { coins: -coins, memo: COIN_TEXTS.memo.bet(c.name), ref }, now);
  if (moved === undefined) throw detailError(409, CAMPAIGN_TEXTS.notEnoughCoins);
}

export interface Grant {
  name: string;
  /** Coins of a coin prize; the campaign's prize coins when not given. */
  coins?: number;
  onceKey?: string;
  playId?: number;
}

type AwardRow = Selectable<CampaignAwardsTable> & { mobile_masked?: string };

/** An award against the budget: undefined when the budget is spent or the once_key was already awarded. */
export async function grant(trx: Kysely<DB>, c: Campaign, userId: number, g: Grant, now: Date): Promise<AwardRow | undefined> {
  if (!(await takeBudget(trx, c.id))) return undefined;
  const coupon: CouponPrize | undefined = c.prize.kind === 'coupon' ? c.prize.coupon : undefined;
  // A cash red packet is the campaign's fixed amount (compliance refuses any other), never the play's coins.
  const cash = c.prize.kind === 'cash' ? c.prize.cash : undefined;
  const row = await insertAward(trx, {
    campaign_id: c.id, user_id: userId, name: g.name, prize_kind: coupon ? 'coupon' : cash ? 'cash' : 'coins', coins: coupon || cash ? 0 : (g.coins ?? c.prize.coins),
    amount: coupon?.amount ?? cash ?? '0.00', coupon: coupon ? JSON.stringify(coupon) : null, coupon_id: null, play_id: g.playId ?? null, once_key: g.onceKey ?? null, created_at: now.toISOString(), received_at: null,
  });
  // Already awarded under the key: the budget taken above is given back by the rollback the caller's error causes.
  if (!row) throw detailError(409, CAMPAIGN_TEXTS.awardReceived);
  return row;
}

/** Receives a waiting award once: coins into the ledger, a coupon into the coupons, cash into the wallet. */
export async function receive(trx: Transaction<DB>, userId: number, awardId: number, now: Date): Promise<AwardRow> {
  const row = await receiveIfWaiting(trx, userId, awardId, now);
  if (!row) throw detailError(400, CAMPAIGN_TEXTS.awardReceived);
  return row;
}

/** As receive, undefined when the award is no longer waiting (a parallel call took it). */
export async function receiveIfWaiting(trx: Transaction<DB>, userId: number, awardId: number, now: Date): Promise<AwardRow | undefined> {
  const row = await markReceived(trx, awardId, userId, now.toISOString());
  if (!row) return undefined;
  if (row.prize_kind === 'cash') {
    // Keyed by the award: whatever races past the status change above, the wallet is paid once.
    await creditWallet(trx, { userId, amount: row.amount, kind: CASH_CREDIT_KIND, refId: row.id, now, memo: CAMPAIGN_TEXTS.cashMemo(row.name) });
  } else if (row.prize_kind === 'coupon' && row.coupon) {
    const couponId = await grantFeeCoupon(trx, userId, JSON.parse(row.coupon) as CouponPrize, now);
    await setAwardCoupon(trx, row.id, couponId);
  } else if (row.coins > 0) {
    await moveCoins(trx, userId, { coins: row.coins, memo: COIN_TEXTS.memo.award(row.name), ref: `award:${row.id}` }, now);
  }
  return row;
}

/** The wallet credit kind of campaign cash red packets. */
export const CASH_CREDIT_KIND = 'campaign';

const prizeKindOf = (k: string): CampaignAwardV2['prize_kind'] => (k === 'coupon' || k === 'cash' ? k : 'coins');

export function awardView(code: string, r: AwardRow): CampaignAwardV2 {
  const status = r.status === AwardStatus.Received ? AwardStatus.Received : r.status === AwardStatus.Expired ? AwardStatus.Expired : AwardStatus.Waiting;
  return {
    id: r.id, code, name: r.name, prize_kind: prizeKindOf(r.prize_kind), coins: r.coins, amount: r.amount,
    status, status_display: CAMPAIGN_TEXTS.awardStatus[status], username: r.mobile_masked ?? '', created_at: r.created_at.toISOString(),
  };
}
