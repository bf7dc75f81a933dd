// The 6-digit trade password: set once, verified before every trade (exported for the trading area),
// changed with the old one, reset with the ID number and an SMS code. Five wrong entries in a row
// lock trading for 30 minutes; every refusal says how many tries remain or when the lock ends.
import type { Kysely } from 'kysely';
import { checkTradePasswordSetting } from '@fund/core';
import type { DB } from '../../db/schema';
import { ApiError, detailError } from '../../http/api-error';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { lookupHash, revealField } from '../auth/field-protection';
import { findUser, updateUser } from '../accounts/repo';
import { checkCaptcha } from '../sms/captcha-service';
import { iso } from '../auth/timestamps';
import { checkTradePin, hashTradePin } from './pin-hash';

export const TRADE_PASSWORD_LOCK = { maxFailures: 5, lockMinutes: 30 } as const;

function hhmm(d: Date): string {
  // Shown to mainland users: Beijing time whatever the server's zone.
  return new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hour12: false }).format(d);
}

export const TRADE_PASSWORD_SERVER_MESSAGES = {
  notSet: '您尚未设置交易密码，请先设置交易密码',
  alreadySet: '您已设置过交易密码，如需修改请使用修改交易密码',
  wrong: (left: number) => `交易密码错误，您还可以尝试${left}次`,
  locked: (until: Date) => `交易密码连续输错${TRADE_PASSWORD_LOCK.maxFailures}次，交易已锁定，请于${hhmm(until)}后再试，或通过"忘记密码"重置交易密码`,
  sameAsOld: '新交易密码不能与原交易密码相同',
  identityRequired: '请先完成实名认证',
  identityMismatch: '身份证号码与实名认证信息不一致',
} as const;

function fail(status: number, message: string): ApiError {
  return new ApiError(status, { password: [message] });
}

async function userOrLogin(db: Kysely<DB>, userId: number) {
  const user = await findUser(db, userId);
  if (!user) throw detailError(401, AUTH_MESSAGES.loginRequired);
  return user;
}

export async function isTradePasswordSet(db: Kysely<DB>, userId: number): Promise<boolean> {
  return (await userOrLogin(db, userId)).trade_password_hash !== null;
}

export async function setTradePassword(db: Kysely<DB>, userId: number, password: string, repeat?: string, now = new Date()): Promise<void> {
  const user = await userOrLogin(db, userId);
  if (user.trade_password_hash !== null) throw fail(400, TRADE_PASSWORD_SERVER_MESSAGES.alreadySet);
  const shape = checkTradePasswordSetting(password, repeat);
  if (shape) throw fail(400, shape);
  await updateUser(db, userId, { trade_password_hash: hashTradePin(password), trade_password_failures: 0, trade_password_locked_until: null, updated_at: iso(now) });
}

/**
 * Throws unless the password is right and trading is not locked. A wrong entry counts; the fifth in a
 * row locks for 30 minutes; a right one clears the count. Use before any trade.
 */
export async function verifyTradePassword(db: Kysely<DB>, userId: number, password: string, now = new Date()): Promise<void> {
  const user = await userOrLogin(db, userId);
  if (user.trade_password_hash === null) throw fail(400, TRADE_PASSWORD_SERVER_MESSAGES.notSet);
  const lockedUntil = user.trade_password_locked_until;
  if (lockedUntil !== null && lockedUntil.getTime() > now.getTime()) throw fail(403, TRADE_PASSWORD_SERVER_MESSAGES.locked(lockedUntil));
  // A lock that has run out starts a fresh count.
  if (lockedUntil !== null) await updateUser(db, userId, { trade_password_failures: 0, trade_password_locked_until: null });
  const check = await checkTradePin(password, user.trade_password_hash);
  if (check.upgraded) await updateUser(db, userId, { trade_password_hash: check.upgraded });
  if (check.ok) {
    if (user.trade_password_failures > 0 || lockedUntil !== null) await updateUser(db, userId, { trade_password_failures: 0, trade_password_locked_until: null });
    return;
  }
  // Counted in the database, so parallel wrong entries cannot slip past the limit.
  const counted = await db
    .updateTable('users')
    .set((eb) => ({ trade_password_failures: eb('trade_password_failures', '+', 1) }))
    .where('id', '=', userId)
    .returning('trade_password_failures')
    .executeTakeFirstOrThrow();
  const failures = counted.trade_password_failures;
  if (failures >= TRADE_PASSWORD_LOCK.maxFailures) {
    const until = new Date(now.getTime() + TRADE_PASSWORD_LOCK.lockMinutes * 60_000);
    await updateUser(db, userId, { trade_password_locked_until: iso(until) });
    throw fail(403, TRADE_PASSWORD_SERVER_MESSAGES.locked(until));
  }
  throw fail(400, TRADE_PASSWORD_SERVER_MESSAGES.wrong(TRADE_PASSWORD_LOCK.maxFailures - failures));
}

export async function changeTradePassword(db: Kysely<DB>, userId: number, oldPassword: string, password: string, now = new Date()): Promise<void> {
  await verifyTradePassword(db, userId, oldPassword, now);
  if (oldPassword === password) throw fail(400, TRADE_PASSWORD_SERVER_MESSAGES.sameAsOld);
  await updateUser(db, userId, { trade_password_hash: hashTradePin(password), updated_at: iso(now) });
}

/** Forgotten trade password: the verified ID number and an SMS code to the account's mobile; clears the lock. */
export async function resetTradePassword(db: Kysely<DB>, userId: number, idCardNo: string, captcha: string, password: string, now = new Date()): Promise<void> {
  const user = await userOrLogin(db, userId);
  const identity = await db.selectFrom('identity_verifications').select('id_card_hash').where('user_id', '=', userId).executeTakeFirst();
  if (!identity) throw new ApiError(400, { id_card_no: [TRADE_PASSWORD_SERVER_MESSAGES.identityRequired] });
  if (lookupHash('id_card', idCardNo.toUpperCase()) !== identity.id_card_hash) {
    throw new ApiError(400, { id_card_no: [TRADE_PASSWORD_SERVER_MESSAGES.identityMismatch] });
  }
  await checkCaptcha(db, revealField(user.mobile_enc), captcha, true, now);
  await updateUser(db, userId, { trade_password_hash: hashTradePin(password), trade_password_failures: 0, trade_password_locked_until: null, updated_at: iso(now) });
}
