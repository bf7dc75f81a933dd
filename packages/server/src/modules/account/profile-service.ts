// The account's own profile: settings, nickname, social bindings.
import type { Kysely } from 'kysely';
import { checkNickname, AUTH_MESSAGES, ACCOUNT_MESSAGES } from '@fund/core/account';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { ApiError, detailError } from '../../http/api-error';
import { avatarUrls } from './avatar/avatar-store';
import { SOCIAL_PROVIDERS } from './reference/account-options';
import * as repo from './repo';
import { iso } from './auth/timestamps';

export async function settingsOf(db: Kysely<DB>, userId: number): Promise<Wire.AccountSettings> {
  const user = await repo.findUser(db, userId);
  if (!user) throw detailError(401, AUTH_MESSAGES.loginRequired);
  return {
    username: user.username,
    mobile: user.mobile_masked,
    avatar_md: avatarUrls(user.avatar_file).avatar_md,
    is_trade_password_set: user.trade_password_hash !== null,
    updated_at: user.updated_at.toISOString(),
  };
}

export async function setUsername(db: Kysely<DB>, userId: number, username: string, now: Date): Promise<void> {
  const name = username.trim();
  const invalid = checkNickname(name);
  if (invalid) throw new ApiError(400, { username: [invalid] });
  if (await repo.isChosenUsernameTaken(db, name, userId)) throw new ApiError(400, { username: [ACCOUNT_MESSAGES.usernameTaken] });
  try {
    await repo.updateUser(db, userId, { username: name, username_set: true, updated_at: iso(now) });
  } catch (err) {
    // Two users taking one name at once: the partial unique index decides.
    if (await repo.isChosenUsernameTaken(db, name, userId)) throw new ApiError(400, { username: [ACCOUNT_MESSAGES.usernameTaken] });
    throw err;
  }
}

export async function socialBindingsOf(db: Kysely<DB>, userId: number): Promise<Wire.SocialBinding[]> {
  const rows = await repo.socialBindings(db, userId);
  return SOCIAL_PROVIDERS.map((provider) => {
    const row = rows.find((r) => r.provider === provider);
    return row ? { provider, bound: true, nickname: row.nickname } : { provider, bound: false };
  });
}
