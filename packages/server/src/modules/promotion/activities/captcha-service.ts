// The image captcha before a coupon receive: the server picks the digits (crypto.randomInt), the captcha
// port draws them, the user types them back. A right answer yields a pass that one receive consumes;
// a captcha gets one check, right or wrong, so guessing means asking for a new picture each time.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { COUPON_ACTIVITY_TEXTS, COUPON_CAPTCHA } from '@fund/core/promotion';
import type { DB } from '../../../db/schema';
import type { CaptchaPort } from '../../../ports/outside-world';
import { ApiError } from '../../../http/api-error';
import { randomToken, sha256 } from '../../account/auth/secrets';
import { iso } from '../../account/auth/timestamps';
import { claimCheck, insertCaptcha, setCaptchaPass, usePass } from './captcha-repo';

const later = (now: Date, seconds: number) => iso(new Date(now.getTime() + seconds * 1000));

export function captchaError(message: string): ApiError {
  return new ApiError(400, { captcha: [message] });
}

export async function issueCaptcha(db: Kysely<DB>, port: CaptchaPort, userId: number, now: Date): Promise<{ key: string; image: string; expires_in: number }> {
  const answer = Array.from({ length: COUPON_CAPTCHA.length }, () => String(randomInt(0, 10))).join('');
  const key = randomToken(24);
  await insertCaptcha(db, { key_hash: sha256(key), user_id: userId, answer, created_at: iso(now), expires_at: later(now, COUPON_CAPTCHA.ttlS) });
  return { key, image: await port.draw(answer), expires_in: COUPON_CAPTCHA.ttlS };
}

/** Checks the answer once (the claim is one statement, so parallel checks of one key count as one). */
export async function checkCaptcha(db: Kysely<DB>, userId: number, key: string, typed: string, now: Date): Promise<{ detail: string; captcha_key: string; expires_in: number }> {
  const claimed = await claimCheck(db, sha256(key), userId, now);
  if (!claimed) throw captchaError(COUPON_ACTIVITY_TEXTS.captchaExpired);
  if (claimed.answer !== typed.trim()) throw captchaError(COUPON_ACTIVITY_TEXTS.captchaWrong);
  const pass = randomToken(24);
  await setCaptchaPass(db, claimed.id, sha256(pass), later(now, COUPON_CAPTCHA.passTtlS));
  return { detail: COUPON_ACTIVITY_TEXTS.captchaPassed, captcha_key: pass, expires_in: COUPON_CAPTCHA.passTtlS };
}

/** Uses the user's pass up inside the receive's transaction; false when unknown, expired or used. */
export async function consumeCaptchaPass(trx: Kysely<DB>, userId: number, pass: string, now: Date): Promise<boolean> {
  return usePass(trx, sha256(pass), userId, now);
}
