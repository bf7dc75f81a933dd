// Cached GET (spec 01 §7): the stored copy first, then the fresh one. Only page 1 or a call without a
// page is stored (the first-page cache of core/recent decides), keyed by call name and parameters.
import { createFirstPageCache } from '../../storage/first-page-cache';
import type { CacheParams } from '../../storage/first-page-cache';
import type { Route } from '../contract/route';
import type { ApiClient, RequestInput } from './api-client';

export interface CachedAnswer<T> {
  source: 'cache' | 'network';
  data: T;
  /** On the network answer: it differs from what was shown from the cache (or nothing was): the list's update notice. */
  changed: boolean;
}

/** Path params and query together: the parameters that make two answers different. */
export function cacheParamsOf(input: RequestInput = {}): CacheParams {
  return { ...input.params, ...input.query };
}

/**
 * Yields the stored answer at once (when there is one) and then the network answer, which is also
 * stored. The request starts before the stored copy is yielded. A failing request throws after the
 * stored copy, so the screen keeps showing it and can still report the failure.
 */
export async function* cachedGet<T>(client: ApiClient, name: string, route: Route, input: RequestInput = {}): AsyncGenerator<CachedAnswer<T>, void, undefined> {
  const cache = createFirstPageCache(client.store);
  const params = cacheParamsOf(input);
  const fresh = client.send(route, input);
  // If the consumer stops after the stored copy, a later failure must not surface as unhandled.
  fresh.catch(() => undefined);
  const stored = cache.get(name, params);
  if (stored !== null) yield { source: 'cache', data: stored as T, changed: false };
  const data = await fresh;
  cache.set(name, params, data);
  yield { source: 'network', data: data as T, changed: stored === null || JSON.stringify(stored) !== JSON.stringify(data) };
}

/** The callback form of cachedGet for screens that prefer it; resolves when the fresh answer has been delivered. */
export async function cachedGetEach<T>(
  client: ApiClient,
  name: string,
  route: Route,
  input: RequestInput,
  onAnswer: (answer: CachedAnswer<T>) => void,
): Promise<void> {
  for await (const answer of cachedGet<T>(client, name, route, input)) onAnswer(answer);
}
