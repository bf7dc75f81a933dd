// Turns one area's route table into its endpoint functions over an ApiClient.
import { cachedGet } from '../client/cached-get';
import type { ApiClient, RequestInput } from '../client/api-client';
import type { AreaName } from '../contract';
import type { RouteTable } from '../contract/route';
import type { AreaApi } from './endpoint-types';

type AnyEndpoint = ((input?: RequestInput) => Promise<unknown>) & { cached?: (input?: RequestInput) => AsyncGenerator<unknown> };

/**
 * The types come from the contract (`AreaApi<A>`), the behaviour from the route table alone, so a
 * page that binds one area ships that area's routes and nothing of the schemas.
 */
export function bindArea<A extends AreaName>(client: ApiClient, area: A, routes: RouteTable): AreaApi<A> {
  return bindRoutes<AreaApi<A>>(client, area, routes);
}

/** The same for route tables outside the inventory (account extras): the caller names the API type. */
export function bindRoutes<T>(client: ApiClient, area: string, routes: RouteTable): T {
  const api: Record<string, AnyEndpoint> = {};
  for (const [key, r] of Object.entries(routes)) {
    const endpoint: AnyEndpoint = (input) => client.send(r, input);
    if (r.cached) endpoint.cached = (input) => cachedGet(client, `${area}.${key}`, r, input);
    api[key] = endpoint;
  }
  return api as unknown as T;
}
