// The session kept in platform storage (the spec's cookies): access token and CSRF token, and the signup extras.
import { STORAGE } from '../../ui/timing';
import type { KeyValueStore } from '../../ports';
import type { LoginResult } from '../contract/entities';
import { clearLastKnown } from '../../storage/last-known';

export const SESSION_KEYS = {
  accessToken: 'access_token',
  csrfToken: STORAGE.csrfCookieName,
  /** Where the user came from, stored on landing and sent once with signup. */
  fromAd: 'from_ad',
  fromWd: 'from_wd',
  inviteCode: 'invite_code',
} as const;

export function readAccessToken(store: KeyValueStore): string | null {
  const token = store.getItem(SESSION_KEYS.accessToken);
  return token === null || token === '' ? null : token;
}

export function isLoggedIn(store: KeyValueStore): boolean {
  return readAccessToken(store) !== null;
}

/** Login and signup both answer `{ token: { access_token } }`. */
export function saveSession(store: KeyValueStore, answer: LoginResult): void {
  const token = answer.token?.access_token;
  if (typeof token === 'string' && token !== '') {
    // A new login starts without the previous user's offline copies.
    clearLastKnown(store);
    store.setItem(SESSION_KEYS.accessToken, token);
  }
}

/** Logout is local: the token and the offline copies of the user's pages go (the CSRF token is the server's and stays). */
export function clearSession(store: KeyValueStore): void {
  store.removeItem(SESSION_KEYS.accessToken);
  clearLastKnown(store);
}

export interface SignupExtras {
  from_ad?: string;
  from_wd?: string;
  invite_code?: string;
}

/** Keeps an invite code a share link brought (`?invite_code=`) for the signup that follows; blank ones are ignored. */
export function rememberInviteCode(store: KeyValueStore, code: string | undefined): void {
  const trimmed = code?.trim() ?? '';
  if (trimmed !== '') store.setItem(SESSION_KEYS.inviteCode, trimmed);
}

/** from_ad, from_wd and invite_code as stored; missing ones are left out. */
export function signupExtras(store: KeyValueStore): SignupExtras {
  const out: SignupExtras = {};
  const fromAd = store.getItem(SESSION_KEYS.fromAd);
  const fromWd = store.getItem(SESSION_KEYS.fromWd);
  const inviteCode = store.getItem(SESSION_KEYS.inviteCode);
  if (fromAd) out.from_ad = fromAd;
  if (fromWd) out.from_wd = fromWd;
  if (inviteCode) out.invite_code = inviteCode;
  return out;
}
