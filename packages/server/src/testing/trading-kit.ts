// Test helpers of the trading engine: an investor written straight into the tables (identity, one
// card, trade password 123456, a risk level), fund terms and NAVs set to exact values, the market clock.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { BankCardStatus } from '@fund/core/card';
import { SubscriptionStatus } from '@fund/core/fund';
import { cardTail } from '@fund/core/money';
import { beijingInstant } from '@fund/core/calendar';
import { buildApp, type BuildAppOptions } from '../app';
import { type Database, openDatabase } from '../db/database';
import { seedDemoMarket } from '../db/seed/seed-market';
import type { DB } from '../db/schema';
import { createSession } from '../modules/account/auth/sessions';
import { issueCsrfToken } from '../modules/account/auth/csrf';
import { protectField } from '../modules/account/auth/field-protection';
import { hashTradePin } from '../modules/account/trade-password/pin-hash';
import { createUser } from '../modules/account/service';
import { updateUser } from '../modules/account/repo';
import { cardHash } from '../modules/card/card-rules';
import { effectiveTo } from '../modules/risk/profile-service';
import { GENERAL_VERSION } from '../modules/risk/questionnaire';
import { runSettlement } from '../engine/settlement';
import { navsPublished } from '../engine/navs-published';

export const TRADE_PASSWORD = '123456';

export interface Investor {
  userId: number;
  cardId: number;
  token: string;
}

let seq = 0;

/** An investor with a 工商银行 card (single 50,000, daily 50,000) or the given card number. */
export async function makeInvestor(db: Kysely<DB>, level = 3, cardNo?: string): Promise<Investor> {
  seq += 1;
  const now = new Date();
  const mobile = `139${String(Date.now() % 100000).padStart(5, '0')}${String(seq).padStart(3, '0')}`;
  const userId = await createUser(db, { mobile, password: 'abc12345' }, now);
  await updateUser(db, userId, { trade_password_hash: hashTradePin(TRADE_PASSWORD) });
  const number = cardNo ?? `622202${String(seq).padStart(13, '0')}`;
  const card = await db
    .insertInto('bank_cards')
    .values({
      user_id: userId, bank_id: number.startsWith('622202') ? 1 : 6, card_no_enc: protectField(number), card_no_hash: cardHash(`${number}-${userId}`), card_tail: cardTail(number),
      card_bin: number.slice(0, 6), bank_card_type: 0, reserved_mobile_enc: protectField(mobile), status: BankCardStatus.Verified, is_default: true, created_at: now.toISOString(), updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('risk_profiles')
    .values({ user_id: userId, questionnaire: 'general', version: GENERAL_VERSION, answer: '', score: 30, level, chosen_level: null, qualified: false, tested_at: now.toISOString(), effective_to: effectiveTo(now) })
    .execute();
  return { userId, cardId: card.id, token: await createSession(db, userId) };
}

let keySeq = 0;

/**
 * A call as the app makes it. A POST carries a fresh Idempotency-Key (one intent per call, as the app's
 * client sends on money-moving calls) unless `key` names one, or is null to send none.
 */
export function request(app: FastifyInstance, who: Investor | null, method: 'GET' | 'POST', path: string, payload?: object, key?: string | null): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'x-csrftoken': issueCsrfToken() };
  if (who) headers.authorization = `Token ${who.token}`;
  keySeq += 1;
  const idempotencyKey = key === undefined ? (method === 'POST' ? `test-${process.pid}-${Date.now()}-${keySeq}` : null) : key;
  if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
  return app.inject({ method, url: `/api/v1${path}`, headers, ...(payload ? { payload } : {}) });
}

export async function setNav(db: Kysely<DB>, fundId: number, date: string, nav: string, per10000: string | null = null): Promise<void> {
  await db
    .insertInto('fund_navs')
    .values({ fund_id: fundId, date, net_value: nav, net_cumulative: nav, percent: '0', year_yld: per10000 === null ? null : '2.0000', tenthou_unit_incm: per10000 })
    .onConflict((oc) => oc.columns(['fund_id', 'date']).doUpdateSet({ net_value: nav, net_cumulative: nav, tenthou_unit_incm: per10000 }))
    .execute();
  // A day already published is also the fund's latest value, which later days carry forward.
  await db.updateTable('funds').set({ net_value: nav, net_cumulative: nav, tenthou_unit_incm: per10000 }).where('id', '=', fundId).where('tradedate', '=', date).execute();
  navsPublished(db);
}

/** Beijing wall-clock time: at('2026-11-20', '10:00'). */
export function at(date: string, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number);
  return beijingInstant(date, (h ?? 0) * 60 + (m ?? 0));
}

/** Moves the app's clock (forward only) and runs settlement, as the development endpoint does. */
export async function moveTo(app: FastifyInstance, when: Date): Promise<void> {
  const { clock, database } = app;
  await runSettlement(database.db, clock.instant());
  clock.advance({ to: when });
  await runSettlement(database.db, clock.instant());
}

/** A trading test's world: a database seeded as of `asOf`, the app over it, the market clock pinned at `start`. */
export async function openTradingWorld(start: Date, options: Omit<BuildAppOptions, 'db'> = {}, asOf = '2026-11-20'): Promise<{ database: Database; app: FastifyInstance }> {
  const database = await openDatabase({ memory: true });
  await seedDemoMarket(database.db, { asOf });
  const app = await buildApp({ ...options, db: database });
  app.clock.set(start);
  return { database, app };
}

/** Open funds of a subtype (in their purchase period, priced) a level-3 investor may buy, lowest id first. */
export async function openFundIds(db: Kysely<DB>, subtype: number, limit = 1, opts: { fixed?: boolean } = {}): Promise<number[]> {
  let q = db.selectFrom('funds').select('id').where('is_bao', '=', false).where('symbol_stype', '=', subtype).where('allow_trade', '=', true)
    .where('subscription_status', '=', SubscriptionStatus.Open).where('investment_risk', '<=', 3).where('net_value', 'is not', null);
  if (opts.fixed) q = q.where('allow_fixed', '=', true);
  const rows = await q.orderBy('id').limit(limit).execute();
  if (rows.length < limit) throw new Error(`the demo market has fewer than ${limit} open funds of subtype ${subtype}`);
  return rows.map((r) => r.id);
}
