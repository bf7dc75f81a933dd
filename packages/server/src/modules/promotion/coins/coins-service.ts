// Coins: the task centre (each task paid once, or once a day for daily ones), the balance and history, and
// exchanges for fee coupons (the coupons table) or membership days, within each kind's daily limit.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  COIN_TASKS,
  COIN_TASK_STATUS_NAMES,
  COIN_TEXTS,
  CoinTaskStatus,
  EXCHANGE_DAILY_LIMIT,
  EXCHANGE_TARGETS,
  type CoinChangeV2,
  type CoinExchangeLimitationV2,
  type CoinExchangeTargetV2,
  type CoinTaskDef,
  type CoinTaskV2,
  type CoinsBalanceV2,
  type CoinsMovedV2,
  type CouponPrize,
  type ExchangeTargetDef,
} from '@fund/core/promotion';
import type { Wire } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { offsetOf, toPage, type PageRequest } from '../../common/paging';
import { post } from '../../ledger/ledger-repo';
import { insertCoupon } from '../coupon-repo';
import { extendMembership } from '../membership/membership-service';
import { inviteCodeOf } from '../membership/invite-code';
import { moveCoins } from './coin-ledger';
import { changePage, coinAccount, countChanges, countExchange, exchangesUsed, refTaken, taskFacts } from './coins-repo';

const DAY_MS = 86_400_000;

function taskRef(task: CoinTaskDef, today: string): string {
  return task.daily ? `task:${task.code}:${today}` : `task:${task.code}`;
}

async function taskStatuses(db: Kysely<DB>, userId: number, now: Date): Promise<CoinTaskV2[]> {
  const today = beijingDate(now);
  const facts = await taskFacts(db, userId, inviteCodeOf(userId), today);
  const done: Record<CoinTaskDef['code'], boolean> = {
    checkin: facts.checkin, bind_card: facts.card, risk_test: facts.risk, first_buy: facts.buy, start_plan: facts.plan, invite: facts.invite,
    // Sharing happens in the messenger, out of the server's sight: the app collects after the share sheet closes.
    share: true,
  };
  return Promise.all(
    COIN_TASKS.map(async (t) => {
      const status = (await refTaken(db, userId, taskRef(t, today))) ? CoinTaskStatus.Collected : done[t.code] ? CoinTaskStatus.Collectable : CoinTaskStatus.Todo;
      return { id: t.id, code: t.code, name: t.name, description: t.description, coins: t.coins, daily: t.daily, status, status_display: COIN_TASK_STATUS_NAMES[status], url: t.url };
    }),
  );
}

function taskDef(pk: string): CoinTaskDef {
  const task = COIN_TASKS.find((t) => String(t.id) === pk || t.code === pk);
  if (!task) throw detailError(404, COIN_TEXTS.taskNotFound);
  return task;
}

export const coinTasks = (db: Kysely<DB>, userId: number, now: Date) => taskStatuses(db, userId, now);

export async function coinTask(db: Kysely<DB>, userId: number, pk: string, now: Date): Promise<CoinTaskV2> {
  const task = taskDef(pk);
  const all = await taskStatuses(db, userId, now);
  const found = all.find((t) => t.id === task.id);
  if (!found) throw detailError(404, COIN_TEXTS.taskNotFound);
  return found;
}

/** Pays a done task's coins once (once a day for a daily task), whatever the parallelism: the ledger reference is unique. */
export async function collectTaskCoins(db: Kysely<DB>, userId: number, pk: string, now: Date): Promise<CoinsMovedV2> {
  const task = taskDef(pk);
  const status = await coinTask(db, userId, pk, now);
  if (status.status === CoinTaskStatus.Collected) throw detailError(400, COIN_TEXTS.taskCollected);
  if (status.status === CoinTaskStatus.Todo) throw detailError(400, COIN_TEXTS.taskNotDone);
  const balance = await db.transaction().execute((trx) => moveCoins(trx, userId, { coins: task.coins, memo: COIN_TEXTS.memo.task(task.name), ref: taskRef(task, beijingDate(now)) }, now));
  if (balance === undefined) throw detailError(400, COIN_TEXTS.taskCollected);
  return { balance, coins: task.coins, detail: `+${task.coins}` };
}

export async function coinBalance(db: Kysely<DB>, userId: number): Promise<CoinsBalanceV2> {
  const row = await coinAccount(db, userId);
  return { balance: row?.balance ?? 0, earned_total: row?.earned_total ?? 0, spent_total: row?.spent_total ?? 0 };
}

export async function coinHistory(db: Kysely<DB>, userId: number, page: PageRequest): Promise<Wire.Page<CoinChangeV2>> {
  const rows = await changePage(db, userId, page.page_size, offsetOf(page));
  return toPage(page, await countChanges(db, userId), rows.map((r) => ({ id: r.id, coins: r.coins, balance: r.balance, memo: r.memo, created_at: r.created_at.toISOString() })));
}

export async function exchangeLimitation(db: Kysely<DB>, userId: number, kind: number, now: Date): Promise<CoinExchangeLimitationV2> {
  const limit = kind === 1 || kind === 2 ? EXCHANGE_DAILY_LIMIT[kind] : 0;
  const used = await exchangesUsed(db, userId, beijingDate(now), kind);
  const prices = EXCHANGE_TARGETS.filter((t) => t.kind === kind).map((t) => t.coins);
  return { target: kind, daily_limit: limit, used_today: used, remaining: Math.max(0, limit - used), min_coins: prices.length ? Math.min(...prices) : 0 };
}

async function targetView(db: Kysely<DB>, userId: number, t: ExchangeTargetDef, now: Date): Promise<CoinExchangeTargetV2> {
  const { remaining } = await exchangeLimitation(db, userId, t.kind, now);
  return { id: t.id, kind: t.kind, name: t.name, description: t.description, coins: t.coins, value: t.value, remaining_today: remaining };
}

function targetDef(id: number): ExchangeTargetDef {
  const t = EXCHANGE_TARGETS.find((x) => x.id === id);
  if (!t) throw detailError(404, COIN_TEXTS.targetNotFound);
  return t;
}

export const exchangeTargets = (db: Kysely<DB>, userId: number, now: Date) => Promise.all(EXCHANGE_TARGETS.map((t) => targetView(db, userId, t, now)));
export const exchangeTarget = (db: Kysely<DB>, userId: number, id: number, now: Date) => targetView(db, userId, targetDef(id), now);

/** A fee coupon into the user's coupons, with its ledger row, in the caller's transaction. */
export async function grantFeeCoupon(trx: Kysely<DB>, userId: number, c: CouponPrize, now: Date): Promise<number> {
  const effectiveTo = beijingDate(new Date(now.getTime() + c.days * DAY_MS));
  const id = await insertCoupon(trx, {
    user_id: userId, name: c.name, description: c.name, amount: c.amount, expense_min: c.expense_min, apply_business: 'fund', use_condition: `满${c.expense_min}元可用`,
    effective_to: effectiveTo, used_order_id: null, used_at: null, created_at: now.toISOString(), cashback_at: null,
  });
  await post(trx, userId, now, [{ account: 'coupon', couponId: id, amount: c.amount, memo: `获得优惠券${c.name}` }]);
  return id;
}

/** Spends coins on a target, in the caller's (idempotent) transaction: the day's limit, the balance and the grant together. */
export async function exchange(trx: Kysely<DB>, userId: number, body: { target: number; coins: number }, now: Date): Promise<CoinsMovedV2> {
  const t = targetDef(body.target);
  if (body.coins !== t.coins) throw detailError(400, COIN_TEXTS.coinsMismatch);
  if (!(await countExchange(trx, userId, beijingDate(now), t.kind, EXCHANGE_DAILY_LIMIT[t.kind]))) throw detailError(400, COIN_TEXTS.dailyLimit);
  const balance = await moveCoins(trx, userId, { coins: -t.coins, memo: COIN_TEXTS.memo.exchange(t.name), ref: `exchange:${t.id}:${randomUUID()}` }, now);
  if (balance === undefined) throw detailError(409, COIN_TEXTS.coinsMismatch);
  if (t.coupon) await grantFeeCoupon(trx, userId, t.coupon, now);
  if (t.membership) await extendMembership(trx, userId, t.membership.code, t.membership.days, now);
  return { balance, coins: -t.coins, detail: COIN_TEXTS.exchanged(t.name) };
}
