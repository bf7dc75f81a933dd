// What every campaign answers about the user: the account, awards (mine, latest), claims and receives.
import type { Kysely } from 'kysely';
import { toDecimal } from '@fund/core/money';
import { CAMPAIGN_TEXTS, type CampaignAccountV2, type CampaignAwardV2, type CampaignClaimV2, type CampaignWithdrawV2 } from '@fund/core/promotion';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { coinAccount } from '../coins/coins-repo';
import { countInvitees } from '../membership/membership-repo';
import { inviteCodeOf } from '../membership/invite-code';
import { awardOf, awardTotals, awardsOf, awardsOfSeries, latestAwards, waitingAwards, waitingAwardsOfSeries, waitingCash, waitingCashOfSeries } from './campaigns-repo';
import { awardView, campaignOfId, chancesLeft, infoOf, receive, receiveIfWaiting, type Campaign } from './campaign-engine';

const LATEST = 20;

export async function accountOf(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<CampaignAccountV2> {
  const [coins, chances, totals, invited, cash] = await Promise.all([coinAccount(db, userId), chancesLeft(db, c, userId, now), awardTotals(db, c.id, userId), countInvitees(db, inviteCodeOf(userId)), waitingCash(db, c.id, userId)]);
  return { campaign: infoOf(c, now), coins: coins?.balance ?? 0, chances, invited_count: invited, award_total: totals.coins, awards_to_receive: totals.waiting, withdrawable: sumOf(cash) };
}

export async function awardsMine(db: Kysely<DB>, c: Campaign, userId: number): Promise<CampaignAwardV2[]> {
  return (await awardsOf(db, c.id, userId)).map((r) => awardView(c.code, r));
}

/** The user's awards over every round of a series (a guess game's rounds). */
export async function awardsMineOfSeries(db: Kysely<DB>, series: string, userId: number): Promise<CampaignAwardV2[]> {
  return (await awardsOfSeries(db, series, userId)).map((r) => awardView(r.campaign_code, r));
}

export async function awardsLatest(db: Kysely<DB>, c: Campaign): Promise<CampaignAwardV2[]> {
  return (await latestAwards(db, c.id, LATEST)).map((r) => awardView(c.code, r));
}

/** Receives one award of the campaign; a second receive of the same award is refused. */
export async function receiveOne(db: Kysely<DB>, c: Campaign, userId: number, awardId: number, now: Date): Promise<CampaignClaimV2> {
  const found = await awardOf(db, awardId, userId);
  if (!found || found.campaign_id !== c.id) throw detailError(404, CAMPAIGN_TEXTS.awardNotFound);
  const row = await db.transaction().execute((trx) => receive(trx, userId, awardId, now));
  const view = awardView(c.code, { ...row, mobile_masked: found.mobile_masked });
  return { detail: CAMPAIGN_TEXTS.awardReceivedOk(row.name), awards: [view], coins: row.coins };
}

/** Receives one award won in any round of a series (a guess game's), against the round it was won in. */
export async function receiveOneOfSeries(db: Kysely<DB>, series: string, userId: number, awardId: number, now: Date): Promise<CampaignClaimV2> {
  const found = await awardOf(db, awardId, userId);
  if (!found) throw detailError(404, CAMPAIGN_TEXTS.awardNotFound);
  return receiveOne(db, await campaignOfId(db, found.campaign_id, [series]), userId, awardId, now);
}

/** Receives every waiting award of the user in the campaign. */
export async function receiveAll(db: Kysely<DB>, c: Campaign, userId: number, now: Date): Promise<CampaignClaimV2> {
  return receiveWaiting(db, userId, now, async (trx) => (await waitingAwards(trx, c.id, userId)).map((w) => ({ id: w.id, campaign_code: c.code })));
}

/** Receives every waiting award of the user over the rounds of a series. */
export async function receiveAllOfSeries(db: Kysely<DB>, series: string, userId: number, now: Date): Promise<CampaignClaimV2> {
  return receiveWaiting(db, userId, now, (trx) => waitingAwardsOfSeries(trx, series, userId));
}

type Waiting = { id: number; campaign_code: string };

async function receiveWaiting(db: Kysely<DB>, userId: number, now: Date, waiting: (trx: Kysely<DB>) => Promise<Waiting[]>): Promise<CampaignClaimV2> {
  const rows = await db.transaction().execute(async (trx) => {
    const got = [];
    for (const w of await waiting(trx)) got.push(awardView(w.campaign_code, await receive(trx, userId, w.id, now)));
    return got;
  });
  if (rows.length === 0) throw detailError(400, CAMPAIGN_TEXTS.nothingToClaim);
  const coins = rows.reduce((n, r) => n + r.coins, 0);
  return { detail: CAMPAIGN_TEXTS.awardReceivedOk(rows.map((r) => r.name).join('、')), awards: rows, coins };
}

const sumOf = (rows: readonly { amount: string }[]): string => rows.reduce((t, r) => t.plus(r.amount), toDecimal(0)).toFixed(2);

/**
 * A series' withdraw call: pays the user's waiting cash red packets of its campaigns into the wallet. Each packet
 * is paid once however many withdraws race (the status change and the wallet credit are both keyed by the award).
 */
export async function withdrawCash(db: Kysely<DB>, series: string, userId: number, now: Date): Promise<CampaignWithdrawV2> {
  const paid = await db.transaction().execute(async (trx) => {
    const out: { amount: string }[] = [];
    for (const w of await waitingCashOfSeries(trx, series, userId)) {
      const row = await receiveIfWaiting(trx, userId, w.id, now);
      if (row) out.push(row);
    }
    return out;
  });
  if (paid.length === 0) throw detailError(400, CAMPAIGN_TEXTS.noCashYet);
  const amount = sumOf(paid);
  return { detail: CAMPAIGN_TEXTS.cashPaid(amount), amount, withdrawable: sumOf(await waitingCashOfSeries(db, series, userId)) };
}
