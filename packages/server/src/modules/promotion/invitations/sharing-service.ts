// Sharing and the messaging app: share records, the binding of a user to a mini program (the platform
// port trades wx.login's code for the openid), mini-program links for outside the app, friendship links
// and the mobile an outside ad collected.
import type { Kysely } from 'kysely';
import { DEFAULT_SHARE_CHANNEL, FRIENDSHIP_LINKS, SCHEME_TTL_DAYS, SHARING_TEXTS } from '@fund/core/promotion';
import type { DB } from '../../../db/schema';
import type { WxAppPort } from '../../../ports/outside-world';
import { ApiError } from '../../../http/api-error';
import { iso } from '../../account/auth/timestamps';
import { mobileLookupHash } from '../../account/sms/sms-sender';
import { bindingOf, insertAdMobile, insertShare, upsertBinding } from './sharing-repo';

export async function recordShare(db: Kysely<DB>, userId: number | null, body: { code: string; channel?: string }, now: Date): Promise<{ detail: string }> {
  await insertShare(db, { user_id: userId, code: body.code, channel: body.channel ?? DEFAULT_SHARE_CHANNEL, created_at: iso(now) });
  return { detail: SHARING_TEXTS.shared };
}

export async function bindWxApp(db: Kysely<DB>, port: WxAppPort, userId: number, appid: string, code: string, now: Date): Promise<{ bound: boolean; appid: string; bound_at: string | null }> {
  const openid = await port.openidOf(appid, code);
  if (openid === null) throw new ApiError(400, { code: [SHARING_TEXTS.wxCodeRefused] });
  await upsertBinding(db, { user_id: userId, appid, openid, bound_at: iso(now) });
  return { bound: true, appid, bound_at: iso(now) };
}

export async function wxAppBindStatus(db: Kysely<DB>, userId: number, appid: string): Promise<{ bound: boolean; appid: string; bound_at: string | null }> {
  const row = await bindingOf(db, userId, appid);
  return { bound: row !== undefined, appid, bound_at: row ? new Date(row.bound_at).toISOString() : null };
}

/** The app's own mini program when the caller names none. */
export const DEFAULT_MP_APPID = 'fund-mp';

export async function generateScheme(port: WxAppPort, body: { path: string; query?: string; mp_code?: string; app?: string }, now: Date): Promise<{ openlink: string; expires_at: string }> {
  const expires = new Date(now.getTime() + SCHEME_TTL_DAYS * 24 * 60 * 60 * 1000);
  return { openlink: await port.openLink(body.app ?? body.mp_code ?? DEFAULT_MP_APPID, body.path, body.query ?? '', expires), expires_at: iso(expires) };
}

export function friendshipLinks(): { id: number; name: string; url: string; logo: string }[] {
  return FRIENDSHIP_LINKS.map((l) => ({ ...l }));
}

export async function adExternalMobile(db: Kysely<DB>, mobile: string, channel: string | undefined, now: Date): Promise<{ detail: string }> {
  await insertAdMobile(db, { mobile_hash: mobileLookupHash(mobile), channel: channel ?? '', created_at: iso(now) });
  return { detail: SHARING_TEXTS.adMobileRecorded };
}
