// The followed symbols (自选), one list per symbol-type filter: following a fund on its detail page marks
// the lists stale (the row's figures come from the server); unfollowing drops the row at once.
import type { Wire } from '@fund/core/api';
import { marketApi } from '@fund/core/market';
import { PAGE_SIZE } from '@fund/core/pager';
import { apiClient } from '@/services/api-client';
import { createResource, type Resource } from './resource-store';

const market = marketApi(apiClient);
const lists = new Map<string, Resource<Wire.FundRow[]>>();

/** The list of one filter ('1' funds; '2,1,3' stocks, funds and indexes), made on first use. */
export function followingList(symbolType: string): Resource<Wire.FundRow[]> {
  let list = lists.get(symbolType);
  if (!list) {
    list = createResource(async () => (await market.following({ query: { symbol_type: symbolType, page_size: PAGE_SIZE.followingFunds } })).results);
    lists.set(symbolType, list);
  }
  return list;
}

/** Follows or unfollows a symbol and brings every list in line. */
export async function changeFollow(symbol: string, follow: boolean): Promise<void> {
  if (follow) {
    await market.follow({ params: { id: symbol } });
    for (const list of lists.values()) list.invalidate();
    return;
  }
  await market.unfollow({ params: { id: symbol } });
  for (const list of lists.values()) {
    if (list.store.getState().data !== null) list.update((rows) => (rows ?? []).filter((row) => row.symbol !== symbol));
  }
}
