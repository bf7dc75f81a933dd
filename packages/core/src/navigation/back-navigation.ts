// Back-navigation memory: the page a user came from, kept per kind of screen, falling back to the site root.
//
// The spec keeps six of these in cookies (fund buy/sell, fund detail, portfolio detail, portfolio buy/sell,
// trade detail, risk test) without naming the cookies; ui/timing names the slots (STORAGE.backNavigationKeys)
// and each is stored under 'back_<slot>'. Storage is the KeyValueStore port (Taro storage in the app), as for every other spec cookie.
import { BACK_FALLBACK_PATH, STORAGE } from '../ui/timing';
import type { KeyValueStore } from '../ports';
import { matchUrl } from './route-urls';
import { splitUrl, withQuery } from './url-parts';

/** One memory per kind of screen. */
export type BackSlot = (typeof STORAGE.backNavigationKeys)[number];

/** The storage key of a slot, e.g. 'back_fund_detail'. */
export function backStorageKey(slot: BackSlot): string {
  return `back_${slot}`;
}

const SLOT_BY_PATTERN: Readonly<Record<string, BackSlot>> = {
  '/s/{symbol}/buy/': 'fund_trade',
  '/s/{symbol}/sell/': 'fund_trade',
  '/s/{symbol}/{id}/sell/': 'fund_trade',
  '/s/{symbol}/buy_batch/': 'fund_trade',
  '/s/{symbol}/': 'fund_detail',
  '/p/{id}/': 'portfolio_detail',
  '/p/{id}/buy/': 'portfolio_trade',
  '/p/{id}/sell/': 'portfolio_trade',
  '/accounts/funds/trades/{id}/': 'trade_detail',
  '/accounts/funds/portfolios/trades/{id}/': 'trade_detail',
  '/accounts/investment_risk/questions/': 'risk_test',
  '/accounts/investment_risk/questions/again/': 'risk_test',
};

/** The memory slot a spec URL's screen reads its back target from, or null for screens without one. */
export function backSlotFor(url: string): BackSlot | null {
  const match = matchUrl(url);
  return match === null ? null : SLOT_BY_PATTERN[match.route.pattern] ?? null;
}

/** Path and query of one of our pages, or null (another site, an unknown path). */
function pageOf(url: string): string | null {
  const parts = splitUrl(url);
  return parts === null || matchUrl(url) === null ? null : withQuery(parts.path, parts.search);
}

export interface BackMemory {
  /** Call when navigating from one spec URL to another: a target with a slot remembers where it was opened from. */
  remember(target: string, from: string): void;
  /** Where back leads from this URL: the remembered page of its slot, else '/'. */
  backUrl(current: string): string;
  forget(current: string): void;
}

export function createBackMemory(store: KeyValueStore): BackMemory {
  return {
    remember(target, from) {
      const slot = backSlotFor(target);
      const origin = pageOf(from);
      // Moving between screens of one slot (buy -> sell) keeps the page the user first came from.
      if (slot === null || origin === null || backSlotFor(from) === slot) return;
      store.setItem(backStorageKey(slot), origin);
    },
    backUrl(current) {
      const slot = backSlotFor(current);
      if (slot === null) return BACK_FALLBACK_PATH;
      const remembered = store.getItem(backStorageKey(slot));
      return remembered === null ? BACK_FALLBACK_PATH : pageOf(remembered) ?? BACK_FALLBACK_PATH;
    },
    forget(current) {
      const slot = backSlotFor(current);
      if (slot !== null) store.removeItem(backStorageKey(slot));
    },
  };
}
