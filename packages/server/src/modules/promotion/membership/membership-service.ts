// Membership: plans from core, paid with coins (cash through the wallet comes with the wallet), extended by
// whole periods; invitation allots add days once per invitee. The flow: check → dialog → subscribe → 订阅成功.
import type { Kysely } from 'kysely';
import { AwardStatus, COIN_TEXTS, INVITE_REWARD_DAYS, MEMBERSHIP_TEXTS, planOf, type MembershipPlan, type MembershipAllotV2, type MembershipInviteeV2, type MembershipOverviewV2, type MembershipServiceV2, type SubscriptionV2 } from '@fund/core/promotion';
import type { Wire } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { offsetOf, toPage, type PageRequest } from '../../common/paging';
import { moveCoins } from '../coins/coin-ledger';
import { coinAccount } from '../coins/coins-repo';
import { inviteCodeOf } from './invite-code';
import { allotsOf, countInvitees, ensureAllots, inviteesOf, lockMembership, membershipRow, receiveAllots, setMembershipEnd } from './membership-repo';

const DAY_MS = 86_400_000;

function planOrNotFound(code: string): MembershipPlan {
  const plan = planOf(code);
  if (!plan) throw detailError(404, MEMBERSHIP_TEXTS.notFound);
  return plan;
}

/** The membership's end while it lasts, else null. */
async function activeEnd(db: Kysely<DB>, userId: number, plan: MembershipPlan, now: Date): Promise<Date | null> {
  const row = await membershipRow(db, userId, plan.code);
  return row && row.expires_at.getTime() > now.getTime() ? row.expires_at : null;
}

/** Adds days to the membership (from its end when it still runs, else from now); the new end. */
export async function extendMembership(trx: Kysely<DB>, userId: number, code: string, days: number, now: Date): Promise<Date> {
  const row = await lockMembership(trx, userId, code, now.toISOString());
  const from = Math.max(row.expires_at.getTime(), now.getTime());
  const end = new Date(from + days * DAY_MS);
  await setMembershipEnd(trx, userId, code, end.toISOString(), now.toISOString());
  return end;
}

/** Whether the user's membership covering `code` (a plan or a service it unlocks) runs at `now`: the server-side gate. */
export async function isMember(db: Kysely<DB>, userId: number, code: string, now: Date): Promise<boolean> {
  const plan = planOf(code);
  return plan !== undefined && (await activeEnd(db, userId, plan, now)) !== null;
}

export async function serviceInfo(db: Kysely<DB>, userId: number, code: string, now: Date): Promise<MembershipServiceV2> {
  const plan = planOrNotFound(code);
  const end = await activeEnd(db, userId, plan, now);
  return { code, name: plan.name, description: plan.description, price: plan.price, price_coins: plan.price_coins, period_days: plan.period_days, subscribed: end !== null, expires_at: end?.toISOString() ?? null, benefits: [...plan.benefits] };
}

export async function membershipOverview(db: Kysely<DB>, userId: number, code: string, now: Date): Promise<MembershipOverviewV2> {
  const plan = planOrNotFound(code);
  await creditAllots(db, userId, plan, now);
  const end = await activeEnd(db, userId, plan, now);
  const inviteCode = inviteCodeOf(userId);
  return {
    code: plan.code, name: plan.name, level: plan.level, is_member: end !== null, expires_at: end?.toISOString() ?? null,
    status_display: end ? MEMBERSHIP_TEXTS.isMember(beijingDate(end)) : MEMBERSHIP_TEXTS.notMember,
    benefits: [...plan.benefits], invite_code: inviteCode, invited_count: await countInvitees(db, inviteCode),
  };
}

export async function checkSubscription(db: Kysely<DB>, userId: number, code: string, now: Date): Promise<SubscriptionV2> {
  const plan = planOrNotFound(code);
  const end = await activeEnd(db, userId, plan, now);
  const balance = (await coinAccount(db, userId))?.balance ?? 0;
  return { subscribed: end !== null, expires_at: end?.toISOString() ?? null, price_coins: plan.price_coins, period_days: plan.period_days, balance, detail: MEMBERSHIP_TEXTS.confirm(plan.name, plan.price_coins, plan.period_days) };
}

/** Pays one period with coins and extends the membership, in the caller's (idempotent) transaction. */
export async function subscribe(trx: Kysely<DB>, userId: number, code: string, now: Date): Promise<SubscriptionV2> {
  const plan = planOrNotFound(code);
  const row = await lockMembership(trx, userId, plan.code, now.toISOString());
  // The charge is tied to the period it buys: the same period is never paid twice.
  const paid = await moveCoins(trx, userId, { coins: -plan.price_coins, memo: COIN_TEXTS.memo.membership(`${plan.name}${plan.period_days}天`), ref: `membership:${plan.code}:${row.expires_at.toISOString()}` }, now);
  if (paid === undefined) throw detailError(409, MEMBERSHIP_TEXTS.subscribed);
  const end = await extendMembership(trx, userId, plan.code, plan.period_days, now);
  return { subscribed: true, expires_at: end.toISOString(), price_coins: plan.price_coins, period_days: plan.period_days, balance: paid, detail: MEMBERSHIP_TEXTS.subscribed };
}

async function creditAllots(db: Kysely<DB>, userId: number, plan: MembershipPlan, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ensureAllots(trx, userId, inviteCodeOf(userId), plan.code, INVITE_REWARD_DAYS, now.toISOString());
    const received = await receiveAllots(trx, userId, plan.code);
    const days = received.reduce((n, a) => n + a.days, 0);
    if (days > 0) await extendMembership(trx, userId, plan.code, days, now);
  });
}

export async function allotsMine(db: Kysely<DB>, userId: number, now: Date): Promise<MembershipAllotV2[]> {
  const plan = planOrNotFound('vip');
  await creditAllots(db, userId, plan, now);
  return (await allotsOf(db, userId)).map((a) => {
    const status = a.status === AwardStatus.Received ? AwardStatus.Received : a.status === AwardStatus.Expired ? AwardStatus.Expired : AwardStatus.Waiting;
    return { id: a.id, code: a.code, days: a.days, status, status_display: MEMBERSHIP_TEXTS.allotStatus[status], created_at: a.created_at.toISOString() };
  });
}

export async function invitations(db: Kysely<DB>, userId: number, code: string, page: PageRequest): Promise<Wire.Page<MembershipInviteeV2>> {
  planOrNotFound(code);
  const inviteCode = inviteCodeOf(userId);
  const rows = await inviteesOf(db, inviteCode, page.page_size, offsetOf(page));
  return toPage(page, await countInvitees(db, inviteCode), rows.map((r) => ({ id: r.id, username: r.mobile_masked, created_at: r.created_at.toISOString(), reward_days: INVITE_REWARD_DAYS })));
}

export function inviteCode(userId: number, code: string): { invite_code: string; rule: string } {
  planOrNotFound(code);
  return { invite_code: inviteCodeOf(userId), rule: MEMBERSHIP_TEXTS.inviteRule };
}

/** The user's invite code and how many friends signed up with it. */
export async function invitedBy(db: Kysely<DB>, userId: number): Promise<{ invite_code: string; invited_count: number }> {
  const code = inviteCodeOf(userId);
  return { invite_code: code, invited_count: await countInvitees(db, code) };
}
