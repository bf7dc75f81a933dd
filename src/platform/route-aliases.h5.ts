import { routesAlias } from '@tarojs/router';
import { matchUrl } from '@fund/core/navigation';

// Taro's H5 router keeps one [address, page] pair per custom route (about 200) and answers every question
// about an address by scanning all of them; reading a page's config asks once per route, several times per
// page shown: tens of thousands of comparisons on the main thread before the first page. Indexed here by
// address, in the table's order, and rebuilt when the table grows (the router fills it once, at start).
const aliases = routesAlias as typeof routesAlias & { conf?: string[][] };

let indexedLength = -1;
let byAddress = new Map<string, string[][]>();
let origins = new Map<string, string>();

function pairsOf(url: string): string[][] {
  const conf = aliases.conf ?? [];
  if (conf.length !== indexedLength) {
    byAddress = new Map();
    origins = new Map();
    for (const pair of conf) {
      for (const address of new Set(pair)) byAddress.set(address, [...(byAddress.get(address) ?? []), pair]);
    }
    indexedLength = conf.length;
  }
  return byAddress.get(url) ?? [];
}

let installed = false;

/**
 * Before the router starts: Taro's alias table answers by index; and Taro, which finds a page's config (title,
 * pull-down) by the page path an address stands for, knows that only for an address without params
 * (/accounts/trade_password/change/): for /s/000001/ core's route table answers. Answers are kept per address.
 */
export function installRouteAliases(): void {
  if (installed) return;
  installed = true;
  const exact = aliases.getOrigin;
  // Taro types a miss as string[]; it returns undefined, as this does.
  aliases.getConfig = (url = '') => pairsOf(url)[0] as string[];
  aliases.getAll = (url = '') => pairsOf(url).map((pair) => pair[1] ?? '');
  // Asked for the same address once per route on each config read: the last answer comes first.
  let lastUrl: string | null = null;
  let lastOrigin = '';
  aliases.getOrigin = (url = '') => {
    if (url === lastUrl && (aliases.conf ?? []).length === indexedLength) return lastOrigin;
    pairsOf(url);
    let origin = origins.get(url);
    if (origin === undefined) {
      const page = exact(url) === url ? matchUrl(url)?.route.page : undefined;
      origin = page === undefined ? exact(url) : `/${page}`;
      origins.set(url, origin);
    }
    lastUrl = url;
    lastOrigin = origin;
    return origin;
  };
}
