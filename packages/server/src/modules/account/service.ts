// Signup, login (with its throttle), password reset and change: the rules of the account itself.
import type { Kysely } from 'kysely';
import { checkPasswordChange, checkSignupPasswordServer, LOGIN_ERRORS, SIGNUP_ERRORS, AUTH_MESSAGES, ACCOUNT_MESSAGES } from '@fund/core/account';
import { maskMobile } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { ApiError, detailError } from '../../http/api-error';
import { lookupHash, protectField } from './auth/field-protection';
import { hashSecret, verifySecret } from './auth/secrets';
import { createSession, revokeSessions } from './auth/sessions';
import { checkCaptcha } from './sms/captcha-service';
import { accountKey, isValidMobile } from './mobile-rules';
import * as repo from './repo';
import { iso } from './auth/timestamps';

export const LOGIN_THROTTLE = { windowMinutes: 15, perAccount: 5, perAddress: 20 } as const;

export interface Credentials {
  mobile: string;
  mobileCodeId?: number;
}

export function userMobileHash(c: Credentials): string {
  return lookupHash('mobile', accountKey(c.mobile.trim(), c.mobileCodeId));
}

function keyed(key: string, message: string, status = 400): ApiError {
  return new ApiError(status, { [key]: [message] });
}

function checkNewPassword(password: string): void {
  const failure = checkSignupPasswordServer(password);
  if (failure) throw keyed(failure.key, failure.message);
}

/** A nickname until the user picks one: 用户 and the last 4 digits. */
export function defaultUsername(mobile: string): string {
  return `用户${mobile.slice(-4)}`;
}

export interface SignupInput extends Credentials {
  captcha: string;
  password: string;
  from_ad?: string;
  from_wd?: string;
  invite_code?: string;
}

/** `passwordHash`: the password's hash when it was made ahead (the demo users, demo-passwords.ts). */
export async function createUser(db: Kysely<DB>, input: Credentials & { password: string; passwordHash?: string; from_ad?: string; from_wd?: string; invite_code?: string }, now: Date): Promise<number> {
  const mobile = input.mobile.trim();
  return repo.insertUser(db, {
    mobile_hash: userMobileHash(input),
    mobile_masked: maskMobile(mobile),
    mobile_enc: protectField(mobile),
    mobile_code_id: input.mobileCodeId ?? 1,
    password_hash: input.passwordHash ?? (await hashSecret(input.password)),
    username: defaultUsername(mobile),
    from_ad: input.from_ad ?? null,
    from_wd: input.from_wd ?? null,
    invite_code: input.invite_code ?? null,
    created_at: iso(now),
    updated_at: iso(now),
  });
}

export async function signup(db: Kysely<DB>, input: SignupInput, now: Date): Promise<Wire.LoginResult> {
  const mobile = input.mobile.trim();
  if (!isValidMobile(mobile, input.mobileCodeId)) throw keyed('mobile_error', LOGIN_ERRORS.mobile_error);
  checkNewPassword(input.password);
  if (await repo.findUserByMobileHash(db, userMobileHash(input))) throw keyed('mobile_registered', SIGNUP_ERRORS.mobile_registered);
  await checkCaptcha(db, mobile, input.captcha, true, now);
  let userId: number;
  try {
    userId = await createUser(db, input, now);
  } catch (err) {
    // Two signups of one mobile at once: the unique index decides, the loser hears "registered".
    if (await repo.findUserByMobileHash(db, userMobileHash(input))) throw keyed('mobile_registered', SIGNUP_ERRORS.mobile_registered);
    throw err;
  }
  return { token: { access_token: await createSession(db, userId) } };
}

/**
 * Takes a try under the throttle: the counts are checked and the attempt recorded as a failure under one
 * lock on the account and the address, before the password is checked. A burst of guesses thus counts
 * in full while it is still being verified, and a right password arriving once the limit is reached is
 * refused like any other. A right password then removes the account's failures (its own row included).
 */
async function takeLoginTry(db: Kysely<DB>, accountHash: string, address: string, now: Date): Promise<void> {
  const { windowMinutes, perAccount, perAddress } = LOGIN_THROTTLE;
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  await db.transaction().execute(async (trx) => {
    await repo.lockLoginSubjects(trx, accountHash, address);
    if ((await repo.countLoginFailures(trx, { address }, since)) >= perAddress) {
      throw detailError(429, AUTH_MESSAGES.loginThrottledAddress(windowMinutes));
    }
    if ((await repo.countLoginFailures(trx, { account_hash: accountHash }, since)) >= perAccount) {
      throw detailError(429, AUTH_MESSAGES.loginThrottledAccount(windowMinutes));
    }
    await repo.recordLoginFailure(trx, accountHash, address, now);
  });
}

export async function login(db: Kysely<DB>, input: Credentials & { password: string }, address: string, now: Date): Promise<Wire.LoginResult> {
  const mobile = input.mobile.trim();
  if (!isValidMobile(mobile, input.mobileCodeId)) throw keyed('mobile_error', LOGIN_ERRORS.mobile_error);
  const accountHash = userMobileHash(input);
  await takeLoginTry(db, accountHash, address, now);
  const user = await repo.findUserByMobileHash(db, accountHash);
  if (!user) throw keyed('account_unregistered', LOGIN_ERRORS.account_unregistered);
  if (!(await verifySecret(input.password, user.password_hash))) throw keyed('account_invalid', LOGIN_ERRORS.account_invalid);
  await repo.clearLoginFailures(db, accountHash);
  return { token: { access_token: await createSession(db, user.id) } };
}

/** Forgotten password: the SMS code proves the mobile; every session ends. */
export async function resetPassword(db: Kysely<DB>, input: Credentials & { captcha: string; password: string }, now: Date): Promise<void> {
  const mobile = input.mobile.trim();
  if (!isValidMobile(mobile, input.mobileCodeId)) throw keyed('mobile_error', LOGIN_ERRORS.mobile_error);
  const user = await repo.findUserByMobileHash(db, userMobileHash(input));
  if (!user) throw keyed('account_unregistered', LOGIN_ERRORS.account_unregistered);
  checkNewPassword(input.password);
  await checkCaptcha(db, mobile, input.captcha, true, now);
  await repo.updateUser(db, user.id, { password_hash: await hashSecret(input.password), updated_at: iso(now) });
  await revokeSessions(db, user.id);
  await repo.clearLoginFailures(db, user.mobile_hash);
}

export interface PasswordChange {
  old_password: string;
  password: string;
  repeat_password: string;
}

/** Keeps the session that asked; other devices log in again. */
export async function changePassword(db: Kysely<DB>, userId: number, input: PasswordChange, keepSession: string | null, now: Date): Promise<void> {
  const shape = checkPasswordChange({ oldPassword: input.old_password, newPassword: input.password, confirmPassword: input.repeat_password });
  if (shape) throw keyed(input.password === input.repeat_password ? 'password' : 'repeat_password', shape);
  const user = await repo.findUser(db, userId);
  if (!user) throw detailError(401, AUTH_MESSAGES.loginRequired);
  if (!(await verifySecret(input.old_password, user.password_hash))) throw keyed('old_password', ACCOUNT_MESSAGES.oldPasswordWrong);
  checkNewPassword(input.password);
  await repo.updateUser(db, userId, { password_hash: await hashSecret(input.password), updated_at: iso(now) });
  await revokeSessions(db, userId, keepSession);
}
