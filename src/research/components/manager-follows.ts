// Following fund managers: the device's list (newest followed first) for everyone, the server's too once
// logged in. Guests follow on the device only (the spec's browser-only list); nothing asks them to log in.
import { createFollowedManagers, createManagerCompareList } from '@fund/core/storage';
import { isLoggedIn, type Wire } from '@fund/core/api';
import { managersApi, orderFollowedManagers } from '@fund/core/research';
import { storage } from '@/platform';
import { apiClient } from '@/services/api-client';

const managers = managersApi(apiClient);
export const followedManagers = createFollowedManagers(storage);
export const managerCompareList = createManagerCompareList(storage);

export async function isManagerFollowed(id: string): Promise<boolean> {
  if (followedManagers.isFollowed(id)) return true;
  if (!isLoggedIn(storage)) return false;
  return (await managers.following()).some((m) => String(m.id) === id);
}

/** Follows or unfollows; the server first when logged in, then the device's order. */
export async function setManagerFollowed(id: string, follow: boolean): Promise<void> {
  if (isLoggedIn(storage)) await (follow ? managers.follow : managers.unfollow)({ params: { id } });
  if (follow) followedManagers.follow(id);
  else followedManagers.unfollow(id);
}

/** The followed managers, newest followed first: the server's list in the device's order, or the device's alone for a guest. */
export async function loadFollowedManagers(): Promise<Wire.FundManager[]> {
  const ids = followedManagers.ids();
  if (isLoggedIn(storage)) return orderFollowedManagers(await managers.following(), ids);
  return Promise.all(ids.map((id) => managers.detail({ params: { id }, query: { include_index: 0 } })));
}
