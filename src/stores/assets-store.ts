// The assets summary (总资产, 昨日收益, 累计收益 and each kind's block): 我的, 我的资产, 收益 and the holdings
// pages read one copy; a trade (buy, sell, rebalance, undo) or a wallet withdrawal marks it stale so it is
// loaded once again.
import { holdingsApi } from '@fund/core/assets';
import { apiClient } from '@/services/api-client';
import { createResource } from './resource-store';

const holdings = holdingsApi(apiClient);

/** NAVs, income and plan debits move the figures on the server by themselves: a page shown after half a minute asks again. */
export const ASSETS_MAX_AGE_MS = 30_000;

export const assetsStore = createResource(() => holdings.assets(), { maxAgeMs: ASSETS_MAX_AGE_MS });

/** Passes a trade call's answer through, marking the summary stale once the server has taken the trade. */
export async function changesAssets<T>(call: Promise<T>): Promise<T> {
  const answer = await call;
  assetsStore.invalidate();
  return answer;
}
