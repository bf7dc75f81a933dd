// The append-only ledger: every change of shares, frozen shares, card money, money in transit and fees
// is a row (coupons too), and holdings move only through post(), in the caller's transaction. reconcile() proves the
// holdings (the cash treasure's balance included) and the money held for open orders equal the ledger's sums.
import { sql, type Expression, type InsertQueryBuilder, type Kysely, type Transaction } from 'kysely';
import { AccountDividendType } from '@fund/core/fund';
import { CASHBACK_PAID_STATUSES, PAYING_DIRECTIONS, TradeDirection, TradeStatus } from '@fund/core/trade';
import { toAmountString, toDecimal, type Decimal, type DecimalInput } from '@fund/core/money';
import type { DB } from '../../db/schema';
import { moveCardMoney } from '../../ports/payment';
import { code, codeList } from '../../db/sql-codes';
import { walletProblems } from '../wallet/wallet-reconcile-repo';

/** 'wallet', 'wallet_transit' and 'store_income': the wallet area's money (modules/wallet, core's WALLET_LEDGER). */
export type LedgerAccount = 'shares' | 'frozen' | 'card' | 'transit' | 'fee' | 'coupon' | 'wallet' | 'wallet_transit' | 'store_income';

export interface Posting {
  account: LedgerAccount;
  fundId?: number;
  /** Required for shares and frozen shares; a coupon belongs to no card. */
  cardId?: number;
  orderId?: number;
  /** The holding scope: 0 (default) held directly, else the portfolio the shares are held inside. */
  portfolioId?: number;
  /** The coupon the row is about: its use, its return, or its cashback (a 'card' row). */
  couponId?: number;
  amount: DecimalInput;
  memo: string;
}

type Db = Kysely<DB> | Transaction<DB>;

/** Writes the rows and moves the holdings they touch. Holdings' CHECKs refuse negative or over-frozen shares. */
export async function post(db: Db, userId: number, now: Date, postings: readonly Posting[]): Promise<void> {
  await postMany(db, now, [{ userId, postings }]);
}

/** One user's postings, for postMany(). */
export interface UserPostings {
  userId: number;
  postings: readonly Posting[];
}

// Rows per INSERT: 10 parameters a row stays far below PostgreSQL's 65,535 per statement.
const ROWS_PER_INSERT = 2000;

/**
 * post() for many users at once (a settlement batch): all the rows in one INSERT, then every holding they
 * touch created if missing and moved by its summed change in one UPDATE. Holdings end exactly as one
 * post() per user would leave them, and their CHECKs judge that end state.
 */
export async function postMany(db: Db, now: Date, batch: readonly UserPostings[]): Promise<void> {
  const at = now.toISOString();
  const moved = batch.flatMap(({ userId, postings }) => postings.map((p) => ({ ...p, userId, amount: toAmountString(p.amount) })).filter((p) => Number(p.amount) !== 0));
  for (const p of moved) {
    if (p.account === 'shares' || p.account === 'frozen') {
      if (p.fundId === undefined || p.cardId === undefined) throw new Error('a share posting needs a fund and a card');
    }
    // Card money moves by the payment system's answer; the row records what it did.
    if (p.account === 'card') {
      if (p.cardId === undefined) throw new Error('a card posting needs a card');
      const debit = p.amount.startsWith('-');
      await moveCardMoney({ userId: p.userId, cardId: p.cardId, orderId: p.orderId ?? null, amount: debit ? p.amount.slice(1) : p.amount, memo: p.memo }, debit ? 'debit' : 'credit');
    }
  }
  if (moved.length === 0) return;
  // One statement for all the entries: postings cost one round trip, not one each.
  for (let i = 0; i < moved.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('ledger_entries')
      .values(moved.slice(i, i + ROWS_PER_INSERT).map((p) => ({ user_id: p.userId, account: p.account, fund_id: p.fundId ?? null, bank_card_id: p.cardId ?? null, order_id: p.orderId ?? null, portfolio_id: p.portfolioId ?? 0, coupon_id: p.couponId ?? null, amount: p.amount, memo: p.memo, created_at: at })))
      .execute();
  }
  await moveHoldings(db, now, moved);
}

interface HoldingMove {
  userId: number;
  fundId: number;
  cardId: number;
  portfolioId: number;
  shares: Decimal;
  frozen: Decimal;
}

/** Sums share and frozen-share postings per holding, then creates the missing holdings and moves them all. */
async function moveHoldings(db: Db, now: Date, moved: readonly (Posting & { userId: number })[]): Promise<void> {
  const at = now.toISOString();
  const byHolding = new Map<string, HoldingMove>();
  for (const p of moved) {
    if (p.account !== 'shares' && p.account !== 'frozen') continue;
    if (p.fundId === undefined || p.cardId === undefined) continue;
    const portfolioId = p.portfolioId ?? 0;
    const key = `${p.userId}:${p.fundId}:${p.cardId}:${portfolioId}`;
    const h = byHolding.get(key) ?? { userId: p.userId, fundId: p.fundId, cardId: p.cardId, portfolioId, shares: toDecimal(0), frozen: toDecimal(0) };
    if (p.account === 'shares') h.shares = h.shares.plus(p.amount);
    else h.frozen = h.frozen.plus(p.amount);
    byHolding.set(key, h);
  }
  // In one order (of keys to create, then of ids to lock), so two nodes' batches never wait on each other in a cycle.
  const moves = [...byHolding.values()].sort((a, b) => a.userId - b.userId || a.fundId - b.fundId || a.cardId - b.cardId || a.portfolioId - b.portfolioId);
  for (let i = 0; i < moves.length; i += ROWS_PER_INSERT) {
    const chunk = moves.slice(i, i + ROWS_PER_INSERT);
    // A missing holding is created empty, reinvesting dividends.
    await db
      .insertInto('holdings')
      .values(chunk.map((h) => ({ user_id: h.userId, fund_id: h.fundId, bank_card_id: h.cardId, portfolio_id: h.portfolioId, shares: '0', shares_frozen: '0', divi_type: AccountDividendType.Reinvest, divi_type_confirm_date: null, created_at: at, updated_at: at })))
      .onConflict((oc) => oc.columns(['user_id', 'fund_id', 'bank_card_id', 'portfolio_id']).doNothing())
      .execute();
    const rows = sql.join(chunk.map((h) => sql`(${h.userId}::int, ${h.fundId}::int, ${h.cardId}::int, ${h.portfolioId}::int, ${h.shares.toFixed()}::numeric, ${h.frozen.toFixed()}::numeric)`));
    const keys = sql`(values ${rows}) as v(user_id, fund_id, bank_card_id, portfolio_id, shares, frozen)`;
    const same = sql`holdings.user_id = v.user_id and holdings.fund_id = v.fund_id and holdings.bank_card_id = v.bank_card_id and holdings.portfolio_id = v.portfolio_id`;
    if (chunk.length > 1) await sql`select holdings.id from holdings join ${keys} on ${same} order by holdings.id for update of holdings`.execute(db);
    await sql`update holdings set shares = holdings.shares + v.shares, shares_frozen = holdings.shares_frozen + v.frozen, updated_at = ${at}::timestamptz
      from ${keys} where ${same}`.execute(db);
  }
}

/** A new order's money rows (never shares: they move holdings, see post()). */
export interface OrderPosting {
  account: 'card' | 'transit';
  cardId: number;
  amount: DecimalInput;
  memo: string;
}

/** The Idempotency-Key row a new order's statement writes the call's answer to: {id: the order's id, status}. */
export interface AnswerTo {
  userId: number;
  key: string;
  status: number;
}

/**
 * One statement for a new order: the order (the insert given, returning its id), its money rows, and
 * optionally a guard's scalar read (on the statement's snapshot, so without the new order) and the
 * Idempotency-Key's answer. Returns the order's id beside each row and the guard's value as text. The
 * values go in as they are given, so a precompiled statement (db/precompiled.ts) builds it with placeholders.
 */
export function newOrderStatement(
  userId: number,
  at: string,
  order: InsertQueryBuilder<DB, 'trade_orders', { id: number }>,
  rows: readonly { account: OrderPosting['account']; cardId: number; amount: string; memo: string }[],
  guardRead?: Expression<unknown>,
  answer?: AnswerTo,
) {
  const values = sql.join(rows.map((p) => sql`(${p.account}, ${p.cardId}::int, ${p.amount}::numeric, ${p.memo})`));
  const answered = answer
    ? sql`, a as (update idempotency_keys set answer = json_build_object('id', (select id from o), 'status', ${answer.status}::int)::text where user_id = ${answer.userId}::int and key = ${answer.key})`
    : sql``;
  return sql<{ order_id: number; guarded: string | null }>`with o as (${order}), b as (select (${guardRead ?? sql`null`})::text as v)${answered}
    insert into ledger_entries (user_id, account, fund_id, bank_card_id, order_id, portfolio_id, coupon_id, amount, memo, created_at)
    select ${userId}::int, v.account, null, v.card, o.id, 0, null, v.amount, v.memo, ${at}::timestamptz from o cross join (values ${values}) as v(account, card, amount, memo)
    returning order_id, (select v from b) as guarded`;
}

/** A new order's money rows as the statement writes them: amounts as text, none of zero. */
export function orderRows(postings: readonly OrderPosting[]): { account: OrderPosting['account']; cardId: number; amount: string; memo: string }[] {
  const moved = postings.map((p) => ({ ...p, amount: toAmountString(p.amount) })).filter((p) => Number(p.amount) !== 0);
  if (moved.length === 0) throw new Error('an order moves money');
  return moved;
}

/** After the order's statement: asks the payment system to move its card money (a refusal throws, rolling the transaction back as post() does). */
export async function moveNewOrderCardMoney(userId: number, orderId: number, rows: readonly { account: OrderPosting['account']; cardId: number; amount: string; memo: string }[]): Promise<void> {
  for (const p of rows) {
    if (p.account !== 'card') continue;
    const debit = p.amount.startsWith('-');
    await moveCardMoney({ userId, cardId: p.cardId, orderId, amount: debit ? p.amount.slice(1) : p.amount, memo: p.memo }, debit ? 'debit' : 'credit');
  }
}

/**
 * Every cashback row on a card (a 'card' row naming a coupon) belongs to a confirmed buy (a portfolio
 * child by its portfolio order), to the coupon attached to that order with its cashback marked paid, for
 * the coupon's amount, once; and every coupon marked paid has its row.
 */
async function cashbackProblems(db: Kysely<DB>, userId?: number): Promise<string[]> {
  const who = userId === undefined ? sql`true` : sql`e.user_id = ${userId}`;
  const paid = sql.join(CASHBACK_PAID_STATUSES.map((s) => sql`${s}`));
  // A missing order or coupon makes the test unknown (null): coalesce counts that as a problem too.
  const rows = await sql<{ id: number; order_id: number | null; coupon_id: number; status: number | null }>`
    select e.id, e.order_id, e.coupon_id, coalesce(p.status, o.status) as status
    from ledger_entries e
    left join trade_orders o on o.id = e.order_id
    left join portfolio_orders p on p.id = o.portfolio_order_id
    left join user_coupons u on u.id = e.coupon_id
    where e.account = 'card' and e.coupon_id is not null and ${who}
      and not coalesce(coalesce(p.status, o.status) in (${paid}) and u.used_order_id = e.order_id and u.cashback_at is not null and u.amount = e.amount
        and not exists (select 1 from ledger_entries d where d.account = 'card' and d.coupon_id = e.coupon_id and d.id < e.id), false)`.execute(db);
  const problems = rows.rows.map((r) => `cashback ${r.id} (coupon ${r.coupon_id}) on order ${r.order_id ?? '-'} (status ${r.status ?? '-'}): not a confirmed buy's one cashback`);
  const unpaid = await sql<{ id: number }>`select u.id from user_coupons u where u.cashback_at is not null and ${userId === undefined ? sql`true` : sql`u.user_id = ${userId}`}
      and not exists (select 1 from ledger_entries e where e.account = 'card' and e.coupon_id = u.id)`.execute(db);
  for (const r of unpaid.rows) problems.push(`coupon ${r.id}: cashback marked paid without its row`);
  return problems;
}

export interface Reconciliation {
  ok: boolean;
  problems: string[];
}

/**
 * Holdings' shares and frozen shares equal their ledger sums; every open buy holds exactly its amount
 * in transit and every other order holds nothing. Optionally for one user.
 */
export async function reconcile(db: Kysely<DB>, userId?: number): Promise<Reconciliation> {
  const who = userId === undefined ? sql`true` : sql`user_id = ${userId}`;
  const holdings = await sql<{ user_id: number; fund_id: number; bank_card_id: number; portfolio_id: number; shares: string; frozen: string; l_shares: string; l_frozen: string }>`
    with l as (
      select user_id, fund_id, bank_card_id, portfolio_id,
        coalesce(sum(amount) filter (where account = 'shares'), 0) as l_shares,
        coalesce(sum(amount) filter (where account = 'frozen'), 0) as l_frozen
      from ledger_entries where account in ('shares', 'frozen') and ${who} group by user_id, fund_id, bank_card_id, portfolio_id)
    select coalesce(h.user_id, l.user_id) as user_id, coalesce(h.fund_id, l.fund_id) as fund_id, coalesce(h.bank_card_id, l.bank_card_id) as bank_card_id,
      coalesce(h.portfolio_id, l.portfolio_id) as portfolio_id,
      coalesce(h.shares, 0)::text as shares, coalesce(h.shares_frozen, 0)::text as frozen,
      coalesce(l.l_shares, 0)::text as l_shares, coalesce(l.l_frozen, 0)::text as l_frozen
    from (select * from holdings where ${who}) h
    full join l on l.user_id = h.user_id and l.fund_id = h.fund_id and l.bank_card_id = h.bank_card_id and l.portfolio_id = h.portfolio_id
    where coalesce(h.shares, 0) <> coalesce(l.l_shares, 0) or coalesce(h.shares_frozen, 0) <> coalesce(l.l_frozen, 0)`.execute(db);
  const problems = holdings.rows.map((r) => `holding u${r.user_id} f${r.fund_id} c${r.bank_card_id} p${r.portfolio_id}: shares ${r.shares} vs ledger ${r.l_shares}, frozen ${r.frozen} vs ${r.l_frozen}`);
  // A rebalance's confirmed sell holds its proceeds until the rebalance places its buys with them.
  const entrusted = code(TradeStatus.EntrustSucceed);
  const expected = sql`case when o.status = ${entrusted} and o.direction in (${codeList(PAYING_DIRECTIONS)}) then o.amount
      when o.direction = ${code(TradeDirection.Sell)} and o.status = ${code(TradeStatus.TradeSucceed)} and p.direction = ${code(TradeDirection.Rebalance)} and p.status = ${code(TradeStatus.InRebalance)}
        and not exists (select 1 from trade_orders b where b.portfolio_order_id = p.id and b.direction = ${code(TradeDirection.Buy)}) then o.amount
      else 0 end`;
  const transit = await sql<{ id: number; status: number; held: string; expected: string }>`
    select o.id, o.status, coalesce(sum(e.amount), 0)::text as held, (${expected})::text as expected
    from trade_orders o left join ledger_entries e on e.order_id = o.id and e.account = 'transit'
    left join portfolio_orders p on p.id = o.portfolio_order_id
    where ${userId === undefined ? sql`true` : sql`o.user_id = ${userId}`}
    group by o.id, p.id
    having coalesce(sum(e.amount), 0) <> ${expected}`.execute(db);
  for (const r of transit.rows) problems.push(`order ${r.id} (status ${r.status}): ${r.held} in transit, expected ${r.expected}`);
  const frozen = await sql<{ id: number; held: string }>`
    select o.id, coalesce(sum(e.amount), 0)::text as held from trade_orders o
    left join ledger_entries e on e.order_id = o.id and e.account = 'frozen'
    where o.direction = ${code(TradeDirection.Sell)} and ${userId === undefined ? sql`true` : sql`o.user_id = ${userId}`}
    group by o.id
    having coalesce(sum(e.amount), 0) <> (case when o.status = ${entrusted} then o.shares else 0 end)`.execute(db);
  for (const r of frozen.rows) problems.push(`sell ${r.id}: ${r.held} shares frozen`);
  const coupons = await sql<{ user_id: number; held: string; unused: string }>`
    select u.user_id, coalesce((select sum(amount) from ledger_entries e where e.user_id = u.user_id and e.account = 'coupon'), 0)::text as held,
      coalesce(sum(u.amount) filter (where u.used_order_id is null), 0)::text as unused
    from user_coupons u where ${who} group by u.user_id
    having coalesce((select sum(amount) from ledger_entries e where e.user_id = u.user_id and e.account = 'coupon'), 0) <> coalesce(sum(u.amount) filter (where u.used_order_id is null), 0)`.execute(db);
  for (const r of coupons.rows) problems.push(`coupons u${r.user_id}: ledger ${r.held}, unused ${r.unused}`);
  problems.push(...(await cashbackProblems(db, userId)));
  problems.push(...(await walletProblems(db, userId)));
  return { ok: problems.length === 0, problems };
}
