// Splitting, encoding and decoding URL parts without DOM APIs (core runs where URL / URLSearchParams may be missing).

export interface UrlParts {
  path: string;
  /** The raw query without '?'; '' when absent. */
  search: string;
}

/** Splits 'https://host/path?q#f', '/path?q' or '/path' into path and raw query; the fragment is dropped. */
export function splitUrl(url: string): UrlParts | null {
  const withoutHash = url.split('#', 1)[0] ?? '';
  const withoutOrigin = withoutHash.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i, '');
  const queryAt = withoutOrigin.indexOf('?');
  const path = queryAt === -1 ? withoutOrigin : withoutOrigin.slice(0, queryAt);
  const search = queryAt === -1 ? '' : withoutOrigin.slice(queryAt + 1);
  // Only site-relative paths are ours; '//host' is another site.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return { path, search };
}

// Lone surrogates cannot be UTF-8 encoded; they become U+FFFD rather than throwing. (No regex lookbehind:
// older iOS mini-program engines reject it.)
function wellFormed(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += value.slice(i, i + 2);
      i += 1;
    } else {
      out += code >= 0xd800 && code <= 0xdfff ? '\uFFFD' : value.charAt(i);
    }
  }
  return out;
}

/** Sets an own property, so that keys like '__proto__' from a URL stay plain data. */
export function setOwn(record: Record<string, string>, key: string, value: string): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Percent-encodes everything but RFC 3986 unreserved characters (so also ! ' ( ) *). */
export function encodeComponent(value: string): string {
  return encodeURIComponent(wellFormed(value)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Decodes a component; malformed escapes are kept as written instead of failing the whole URL. */
export function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Parses 'a=1&b=%E4%B8%AD' into a record; '+' is a space (form encoding), the first value of a key wins. */
export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const key = decodeComponent(rawKey.replace(/\+/g, ' '));
    if (key === '' || Object.prototype.hasOwnProperty.call(query, key)) continue;
    setOwn(query, key, decodeComponent(rawValue.replace(/\+/g, ' ')));
  }
  return query;
}

/** Builds 'a=1&b=%E4%B8%AD' from pairs in order, skipping undefined values. */
export function buildQuery(pairs: ReadonlyArray<readonly [string, string | undefined]>): string {
  return pairs
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
    .join('&');
}

/** Appends '?query' to a path when the query is not empty. */
export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}
