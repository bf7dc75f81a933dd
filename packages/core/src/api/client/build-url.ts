// URLs of calls: origin + '/api/v1' + path with its {params} filled + the encoded query.
import type { QueryValue } from '../../ports';
import { fillPath } from '../contract/route';

export const API_BASE_PATH = '/api/v1';

export type QueryInput = Readonly<Record<string, QueryValue>>;

/** Name=value pairs in the caller's order, URL-encoded; undefined and null are left out. */
export function encodeQuery(query: QueryInput = {}): string {
  return Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

export function buildUrl(origin: string, path: string, params?: Readonly<Record<string, string | number>>, query?: QueryInput): string {
  const base = origin.replace(/\/+$/, '') + API_BASE_PATH + fillPath(path, params);
  const qs = encodeQuery(query);
  return qs === '' ? base : `${base}?${qs}`;
}
