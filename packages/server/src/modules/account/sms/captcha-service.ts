// SMS captcha rules: one send per mobile per 60 s, at most 10 a day, 6 digits valid for 5 minutes,
// 5 wrong tries burn the code, and a code is used once. Exported for signup, resets and card binding.
import type { Kysely } from 'kysely';
import { CAPTCHA_RESEND_SECONDS, SMS_MESSAGES } from '@fund/core/account';
import type { DB } from '../../../db/schema';
import { ApiError } from '../../../http/api-error';
import { randomDigits, safeEqual, sha256 } from '../auth/secrets';
import * as repo from './captcha-repo';
import { mobileLookupHash, type SmsSender } from './sms-sender';
import { iso } from '../auth/timestamps';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_MAX_TRIES = 5;
export const CAPTCHA_DAILY_LIMIT = 10;
const CODE_DIGITS = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

function codeHash(mobileHash: string, code: string): string {
  return sha256(`${mobileHash}:${code}`);
}

/**
 * Whose code it is. The bank's verification code for card binding is a different message from the
 * app's own login and signup codes, so each has its own resend timer, daily count and latest code.
 */
export type CaptchaScope = 'account' | 'bank';

function scopedHash(mobile: string, scope: CaptchaScope): string {
  return scope === 'account' ? mobileLookupHash(mobile) : mobileLookupHash(`${scope}:${mobile}`);
}

function captchaError(status: number, message: string): ApiError {
  return new ApiError(status, { captcha: [message] });
}

export async function sendCaptcha(db: Kysely<DB>, sender: SmsSender, mobile: string, now: Date, scope: CaptchaScope = 'account'): Promise<void> {
  const mobileHash = scopedHash(mobile, scope);
  const code = randomDigits(CODE_DIGITS);
  // The wait and the daily count are checked and the code written under one lock on the mobile.
  await db.transaction().execute(async (trx) => {
    await repo.lockMobile(trx, mobileHash);
    const last = await repo.latestCaptcha(trx, mobileHash);
    if (last) {
      const waited = Math.floor((now.getTime() - last.created_at.getTime()) / 1000);
      if (waited < CAPTCHA_RESEND_SECONDS) throw captchaError(429, SMS_MESSAGES.tooSoon(CAPTCHA_RESEND_SECONDS - waited));
    }
    if ((await repo.countSentSince(trx, mobileHash, new Date(now.getTime() - DAY_MS))) >= CAPTCHA_DAILY_LIMIT) {
      throw captchaError(429, SMS_MESSAGES.dailyLimit);
    }
    await repo.insertCaptcha(trx, {
      mobile_hash: mobileHash,
      code_hash: codeHash(mobileHash, code),
      created_at: iso(now),
      expires_at: iso(new Date(now.getTime() + CAPTCHA_TTL_MS)),
    });
  });
  await sender.sendCaptcha(mobile, code, now);
}

/**
 * Checks the latest code sent to the mobile. `consume` uses it up (signup, resets, binding);
 * verify_mobile_captcha only checks it. A wrong code counts toward the 5 tries either way.
 */
export async function checkCaptcha(db: Kysely<DB>, mobile: string, code: string, consume: boolean, now: Date, scope: CaptchaScope = 'account'): Promise<void> {
  const mobileHash = scopedHash(mobile, scope);
  const row = await repo.latestCaptcha(db, mobileHash);
  if (!row || row.used_at !== null || row.expires_at.getTime() <= now.getTime()) throw captchaError(400, SMS_MESSAGES.expired);
  if (row.attempts >= CAPTCHA_MAX_TRIES) throw captchaError(400, SMS_MESSAGES.tooManyTries);
  // Every outcome is written under a guard on the code's state, so a burst of guesses is decided one by
  // one in the database: once the fifth wrong one is counted, every later answer, the right code included,
  // is refused; right codes checked in parallel never refuse each other.
  if (!safeEqual(row.code_hash, codeHash(mobileHash, code.trim()))) {
    const tries = await repo.takeTry(db, row.id, CAPTCHA_MAX_TRIES, now);
    if (tries === undefined) throw await deadCodeError(db, row.id);
    throw captchaError(400, tries >= CAPTCHA_MAX_TRIES ? SMS_MESSAGES.tooManyTries : SMS_MESSAGES.wrong);
  }
  if (consume) {
    if (!(await repo.useCaptcha(db, row.id, now, CAPTCHA_MAX_TRIES))) throw await deadCodeError(db, row.id);
    return;
  }
  const live = await repo.captchaById(db, row.id);
  if (!live || live.used_at !== null || live.attempts >= CAPTCHA_MAX_TRIES || live.expires_at.getTime() <= now.getTime()) throw await deadCodeError(db, row.id);
}

/** Why a code that was live a moment ago can no longer be used: out of tries, or used or expired. */
async function deadCodeError(db: Kysely<DB>, id: number): Promise<ApiError> {
  const row = await repo.captchaById(db, id);
  return captchaError(400, row && row.used_at === null && row.attempts >= CAPTCHA_MAX_TRIES ? SMS_MESSAGES.tooManyTries : SMS_MESSAGES.expired);
}

export async function latestSentCode(db: Kysely<DB>, mobile: string) {
  return repo.latestOutboxMessage(db, mobileLookupHash(mobile));
}

/** Development only: the latest code "sent" to a mobile and which session asked for it. */
export async function latestDeliveryTo(db: Kysely<DB>, mobile: string) {
  return repo.latestOutboxDelivery(db, mobileLookupHash(mobile));
}
