// The flat list of every call, `{ name, method, path }`: the inventory's 408 calls and our own insights calls.
import type { HttpMethod } from '../../ports';
import { API_ROUTES } from './all-routes';
import type { RouteTable } from './route';

export interface ApiEntry {
  /** 'area.call', e.g. 'accounts.login'. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
}

export const API: readonly ApiEntry[] = Object.entries(API_ROUTES as Record<string, RouteTable>).flatMap(([area, table]) =>
  Object.entries(table).map(([key, r]) => ({ name: `${area}.${key}`, method: r.method, path: r.path })),
);
