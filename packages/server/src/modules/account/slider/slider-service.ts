// The slider puzzle: the server picks where the gap is and draws it into a picture (the position itself
// stays in the database); the user drags the piece there. An answer within a few pixels passes once and yields a short-lived pass, which the
// SMS send then consumes: one puzzle, one try, one SMS.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SliderChallenge, SliderPass } from '@fund/core/account';
import type { DB } from '../../../db/schema';
import { ApiError } from '../../../http/api-error';
import { randomToken, sha256 } from '../auth/secrets';
import { iso } from '../auth/timestamps';
import { drawSliderPicture, pngDataUrl } from './slider-picture';
import { claimChallenge, insertChallenge, setPass, usePass } from './slider-repo';

export const SLIDER = { width: 280, height: 160, pieceSize: 44, tolerancePx: 4, challengeTtlS: 120, passTtlS: 300 } as const;

export const SLIDER_MESSAGES = {
  expired: '验证已过期，请重新验证',
  failed: '验证未通过，请重新拖动滑块',
} as const;

function sliderError(message: string): ApiError {
  return new ApiError(400, { slider: [message] });
}

export async function issueChallenge(db: Kysely<DB>, now: Date): Promise<SliderChallenge> {
  const token = randomToken(24);
  const gapX = randomInt(SLIDER.pieceSize + 16, SLIDER.width - SLIDER.pieceSize);
  const gapY = randomInt(8, SLIDER.height - SLIDER.pieceSize - 8);
  await insertChallenge(db, sha256(token), gapX, iso(now), iso(new Date(now.getTime() + SLIDER.challengeTtlS * 1000)));
  const image = pngDataUrl(drawSliderPicture({ width: SLIDER.width, height: SLIDER.height, gapX, gapY, pieceSize: SLIDER.pieceSize }));
  return { token, width: SLIDER.width, height: SLIDER.height, piece_size: SLIDER.pieceSize, piece_y: gapY, image, expires_in: SLIDER.challengeTtlS };
}

export async function verifyChallenge(db: Kysely<DB>, token: string, offset: number, now: Date): Promise<SliderPass> {
  // Claiming the answer and reading the gap in one statement makes a puzzle single use under concurrency.
  const claimed = await claimChallenge(db, sha256(token), iso(now), now);
  if (!claimed) throw sliderError(SLIDER_MESSAGES.expired);
  if (Math.abs(offset - claimed.gap_x) > SLIDER.tolerancePx) throw sliderError(SLIDER_MESSAGES.failed);
  const pass = randomToken(24);
  await setPass(db, sha256(token), sha256(pass), iso(new Date(now.getTime() + SLIDER.passTtlS * 1000)));
  return { slider_token: pass, expires_in: SLIDER.passTtlS };
}

/** Uses a pass up; false when it is unknown, expired or already used. */
export async function consumeSliderPass(db: Kysely<DB>, pass: string, now: Date): Promise<boolean> {
  if (pass === '' || pass.length > 64) return false;
  return usePass(db, sha256(pass), iso(now), now);
}
