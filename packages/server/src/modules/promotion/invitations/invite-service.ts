// Invitations: each user's code (made on first ask), the friends who signed up with it and their steps,
// and the credit: once a friend has verified identity, bound a card and had a first buy confirmed, the
// inviter receives one fixed fee coupon. The reward row's primary key (the invitee) makes it once, under
// any number of parallel settlements or reads.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { INVITE_CODE, INVITE_REWARD, INVITE_STEPS, INVITE_TEXTS, inviteShareUrl } from '@fund/core/promotion';
import type { InviteCode, Invitee, InviteOverview } from '@fund/core/promotion';
import { addDays, beijingDate } from '@fund/core/calendar';
import { toAmountString, toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../../db/schema';
import { offsetOf, toPage, type PageRequest } from '../../common/paging';
import { iso } from '../../account/auth/timestamps';
import { grantCouponIn } from '../coupon-service';
import {
  claimReward, codeOfUser, countInvitees, doneSteps, insertCode, inviteesOf, recordStep, recordedSteps, rewardsOf, setRewardCoupon, unrewardedInvitees,
} from './invite-repo';

function newCode(): string {
  return Array.from({ length: INVITE_CODE.length }, () => INVITE_CODE.alphabet[randomInt(0, INVITE_CODE.alphabet.length)]).join('');
}

/** The user's code, made on first ask; a collision (about 1 in 10^11 per pair) just draws again. */
export async function ensureInviteCode(db: Kysely<DB>, userId: number, now: Date): Promise<string> {
  for (;;) {
    const existing = await codeOfUser(db, userId);
    if (existing) return existing.code;
    await insertCode(db, userId, newCode(), iso(now));
  }
}

export async function myInviteCode(db: Kysely<DB>, userId: number, origin: string, now: Date): Promise<InviteCode> {
  const code = await ensureInviteCode(db, userId, now);
  const share = inviteShareUrl(origin, code);
  return { invite_code: code, share_url: share, poster: { title: INVITE_TEXTS.posterTitle, subtitle: INVITE_TEXTS.posterSubtitle, qr_url: share, footer: INVITE_TEXTS.posterFooter(code) } };
}

/**
 * Records the steps friends have done and credits every inviter whose friend has done them all. Run by
 * the settlement (after buys are confirmed) and before an inviter's own reads, so either way the
 * inviter sees a credit as soon as it is due. Returns the number of rewards granted.
 */
export async function creditInvitations(db: Kysely<DB>, now: Date, inviterId?: number): Promise<number> {
  const pending = await unrewardedInvitees(db, inviterId);
  if (pending.length === 0) return 0;
  const done = await doneSteps(db, pending.map((p) => p.invitee_id));
  const at = iso(now);
  let credited = 0;
  for (const p of pending) {
    const steps = done.get(p.invitee_id) ?? new Set<string>();
    for (const step of steps) await recordStep(db, p.invitee_id, step, at);
    if (!INVITE_STEPS.every((s) => steps.has(s.code))) continue;
    const granted = await db.transaction().execute(async (trx) => {
      if (!(await claimReward(trx, p.invitee_id, p.inviter_id, at))) return false;
      const coupon = await grantCouponIn(trx, p.inviter_id, { name: INVITE_REWARD.name, description: INVITE_TEXTS.title, amount: INVITE_REWARD.amount, expense_min: INVITE_REWARD.expense_min, effective_to: addDays(beijingDate(now), INVITE_REWARD.validDays) }, now);
      await setRewardCoupon(trx, p.invitee_id, coupon.id);
      return true;
    });
    if (granted) credited += 1;
  }
  return credited;
}

export async function myInvitations(db: Kysely<DB>, userId: number, page: PageRequest, now: Date): Promise<Wire.Page<Invitee>> {
  await creditInvitations(db, now, userId);
  const code = await ensureInviteCode(db, userId, now);
  const [count, rows, rewards] = await Promise.all([countInvitees(db, code, userId), inviteesOf(db, code, userId, page.page_size, offsetOf(page)), rewardsOf(db, userId)]);
  const steps = await recordedSteps(db, rows.map((r) => r.id));
  const rewardOf = new Map(rewards.map((r) => [r.invitee_id, r.amount]));
  return toPage(page, count, rows.map((r) => {
    const amount = rewardOf.get(r.id);
    return {
      id: r.id,
      username: r.mobile_masked,
      created_at: new Date(r.created_at).toISOString(),
      steps: INVITE_STEPS.map((s) => ({ code: s.code, name: s.name, done: steps.get(r.id)?.has(s.code) ?? false })),
      rewarded: amount !== undefined,
      reward: amount === undefined ? INVITE_TEXTS.rewardPending : INVITE_TEXTS.rewardDone(toAmountString(amount)),
    };
  }));
}

export async function invitationOverview(db: Kysely<DB>, userId: number, origin: string, now: Date): Promise<InviteOverview> {
  await creditInvitations(db, now, userId);
  const code = await ensureInviteCode(db, userId, now);
  const [count, rewards] = await Promise.all([countInvitees(db, code, userId), rewardsOf(db, userId)]);
  return {
    invite_code: code,
    invited_count: count,
    completed_count: rewards.length,
    reward_count: rewards.length,
    reward_total: toAmountString(rewards.reduce((sum, r) => sum.plus(r.amount), toDecimal(0))),
    share_url: inviteShareUrl(origin, code),
    rules: [...INVITE_TEXTS.rules],
  };
}
