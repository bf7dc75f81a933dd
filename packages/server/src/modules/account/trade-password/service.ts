// The 6-digit trade password: set once, verified before every trade (exported for the trading area),
// changed with the old one, reset with the ID number and an SMS code. Five wrong entries in a row
// lock trading for 30 minutes; every refusal says how many tries remain or when the lock ends.
import { type Kysely } from 'kysely';
import { beijingDateTime } from '@fund/core/calendar';
import { checkTradePasswordSetting } from '@fund/core/trade';
import { AUTH_MESSAGES } from '@fund/core/account';
import type { DB } from '../../../db/schema';
import { ApiError, detailError } from '../../../http/api-error';
import { lookupHash, revealField } from '../auth/field-protection';
import { findUser, updateUser } from '../repo';
import { checkCaptcha } from '../sms/captcha-service';
import { iso } from '../auth/timestamps';
import { checkTradePin, hashTradePin } from './pin-hash';
import { clearFailures, countFailure, identityCardHash } from './trade-password-repo';

export const TRADE_PASSWORD_LOCK = { maxFailures: 5, lockMinutes: 30 } as const;

function hhmm(d: Date): string {
  // Shown to mainland users: Beijing time whatever the server's zone.
  return beijingDateTime(d).slice(11);
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

/**
 * Each user's stored hash as last verified, so a trade need not read the user row first. Only a hint:
 * every use is guarded in the database by the hash still being the stored one.
 */
const knownHashes = new Map<number, string>();
const KNOWN_HASHES_MAX = 10_000;

function rememberHash(userId: number, hash: string): void {
  if (knownHashes.size >= KNOWN_HASHES_MAX) {
    const oldest = knownHashes.keys().next();
    if (!oldest.done) knownHashes.delete(oldest.value);
  }
  knownHashes.set(userId, hash);
}

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

export async function setTradePassword(db: Kysely<DB>, userId: number, password: string, repeat: string | undefined, now: Date): Promise<void> {
  const user = await userOrLogin(db, userId);
  if (user.trade_password_hash !== null) throw fail(400, TRADE_PASSWORD_SERVER_MESSAGES.alreadySet);
  const shape = checkTradePasswordSetting(password, repeat);
  if (shape) throw fail(400, shape);
  await updateUser(db, userId, { trade_password_hash: hashTradePin(password), trade_password_failures: 0, trade_password_locked_until: null, updated_at: iso(now) });
}

async function lockedError(db: Kysely<DB>, userId: number, now: Date): Promise<ApiError> {
  const until = (await userOrLogin(db, userId)).trade_password_locked_until;
  return fail(403, TRADE_PASSWORD_SERVER_MESSAGES.locked(until ?? new Date(now.getTime() + TRADE_PASSWORD_LOCK.lockMinutes * 60_000)));
}

/**
 * Throws unless the password is right and trading is not locked. A wrong entry counts; the fifth in a
 * row locks for 30 minutes; a right one clears the count. Use before any trade.
 *
 * The outcome of each guess is written in one statement guarded by "not locked", so a burst of guesses
 * is decided one by one in the database: once the fifth wrong one has set the lock, every later outcome,
 * a right password included, is refused. Right passwords in parallel (a user's own parallel trades) never
 * wait on each other.
 */
export async function verifyTradePassword(db: Kysely<DB>, userId: number, password: string, now: Date): Promise<void> {
  // The usual case in one statement: a right password against the hash last seen for the user, cleared
  // under the same guard plus "that hash is still the stored one" (so a changed password is re-read).
  const known = knownHashes.get(userId);
  if (known !== undefined) {
    const quick = await checkTradePin(password, known);
    if (quick.ok && !quick.upgraded && (await clearFailures(db, userId, now, known))) return;
    knownHashes.delete(userId);
  }
  const user = await userOrLogin(db, userId);
  if (user.trade_password_hash === null) throw fail(400, TRADE_PASSWORD_SERVER_MESSAGES.notSet);
  const lockedUntil = user.trade_password_locked_until;
  if (lockedUntil !== null && lockedUntil.getTime() > now.getTime()) throw fail(403, TRADE_PASSWORD_SERVER_MESSAGES.locked(lockedUntil));
  const check = await checkTradePin(password, user.trade_password_hash);
  // An old-format hash that verified is rewritten in the current format.
  if (check.upgraded) await updateUser(db, userId, { trade_password_hash: check.upgraded });
  if (check.ok) {
    const cleared = await clearFailures(db, userId, now);
    if (!cleared) throw await lockedError(db, userId, now);
    if (!check.upgraded) rememberHash(userId, user.trade_password_hash);
    return;
  }
  // A lock that has run out starts a fresh count; the fifth failure in a row sets the lock.
  const until = iso(new Date(now.getTime() + TRADE_PASSWORD_LOCK.lockMinutes * 60_000));
  const counted = await countFailure(db, userId, now, until, TRADE_PASSWORD_LOCK.maxFailures);
  if (!counted) throw await lockedError(db, userId, now);
  if (counted.trade_password_locked_until !== null) throw fail(403, TRADE_PASSWORD_SERVER_MESSAGES.locked(counted.trade_password_locked_until));
  throw fail(400, TRADE_PASSWORD_SERVER_MESSAGES.wrong(TRADE_PASSWORD_LOCK.maxFailures - counted.trade_password_failures));
}

export async function changeTradePassword(db: Kysely<DB>, userId: number, oldPassword: string, password: string, now: Date): Promise<void> {
  await verifyTradePassword(db, userId, oldPassword, now);
  if (oldPassword === password) throw fail(400, TRADE_PASSWORD_SERVER_MESSAGES.sameAsOld);
  await updateUser(db, userId, { trade_password_hash: hashTradePin(password), updated_at: iso(now) });
}

/** Forgotten trade password: the verified ID number and an SMS code to the account's mobile; clears the lock. */
export async function resetTradePassword(db: Kysely<DB>, userId: number, idCardNo: string, captcha: string, password: string, now: Date): Promise<void> {
  const user = await userOrLogin(db, userId);
  const identity = await identityCardHash(db, userId);
  if (!identity) throw new ApiError(400, { id_card_no: [TRADE_PASSWORD_SERVER_MESSAGES.identityRequired] });
  if (lookupHash('id_card', idCardNo.toUpperCase()) !== identity.id_card_hash) {
    throw new ApiError(400, { id_card_no: [TRADE_PASSWORD_SERVER_MESSAGES.identityMismatch] });
  }
  await checkCaptcha(db, revealField(user.mobile_enc), captcha, true, now);
  await updateUser(db, userId, { trade_password_hash: hashTradePin(password), trade_password_failures: 0, trade_password_locked_until: null, updated_at: iso(now) });
}
