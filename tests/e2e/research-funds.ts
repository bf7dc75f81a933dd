// Finds demo funds in a given state through the API, so journeys never hard-code the seed.
import { baseUrl } from './browser';

interface FundRowLite {
  symbol: string;
  abbr_name: string;
  subscription_status: number;
  allow_trade: boolean;
  allow_buy: boolean;
}

interface PageLite {
  total_page: number;
  results: FundRowLite[];
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/v1${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Every fund, tradable or not. */
export async function allFunds(): Promise<FundRowLite[]> {
  const first = await getJson<PageLite>('/symbols/funds/?allow_trade=0&page_size=100&page=1');
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.total_page - 1) }, (_, i) => getJson<PageLite>(`/symbols/funds/?allow_trade=0&page_size=100&page=${i + 2}`)),
  );
  return [first, ...rest].flatMap((p) => p.results);
}

/** A fund in its subscription period that takes subscriptions now. */
export async function subscribingFund(): Promise<FundRowLite> {
  for (const fund of (await allFunds()).filter((f) => f.subscription_status === 1 && f.allow_trade)) {
    const detail = await getJson<{ allow_subscribe: boolean }>(`/symbols/${fund.symbol}/introduction/`);
    if (detail.allow_subscribe) return fund;
  }
  throw new Error('the demo market has no fund taking subscriptions');
}

/** A distributed fund open for buying in general but with buying paused. */
export async function pausedFund(): Promise<FundRowLite> {
  const fund = (await allFunds()).find((f) => f.subscription_status === 2 && f.allow_trade && !f.allow_buy);
  if (!fund) throw new Error('the demo market has no paused fund');
  return fund;
}
