import { createContext, useContext } from 'react';

// A page's own params, from the address Taro mounted it under. Taro's useRouter reads Current.router, which
// is the page that loaded last: when a page's mount waits for another page to unmount (Taro defers it) and a
// third page loads meanwhile (a guest's login redirect), the page would render with that page's params and
// ask for a record with an empty id. The mini-program page wrapper (large-text-page.tsx) provides them.
export const PageParamsContext = createContext<Record<string, string | undefined> | null>(null);

/**
 * The params of a page address as Taro builds it (`/path/index?key=value&$taroTimestamp=…`): values kept as given,
 * undecoded, exactly as Current.router.params holds them (core's parseQuery decodes, which pages do themselves).
 */
export function paramsOfPageAddress(address: string | undefined): Record<string, string | undefined> | null {
  if (address === undefined) return null;
  const at = address.indexOf('?');
  const params: Record<string, string | undefined> = {};
  if (at < 0) return params;
  for (const pair of address.slice(at + 1).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    params[eq < 0 ? pair : pair.slice(0, eq)] = eq < 0 ? '' : pair.slice(eq + 1);
  }
  return params;
}

export function useOwnPageParams(): Record<string, string | undefined> | null {
  return useContext(PageParamsContext);
}
