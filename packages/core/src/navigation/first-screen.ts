// The first screen the server writes into the H5 shell for the pages most links open (home, a fund, the
// fund list), so their text paints before the app's script has run; the app removes it once the page
// shows its own. The server and the app agree here on the element and on what replaces it.
import { matchUrl } from './route-urls';

export type FirstScreenPage = { kind: 'home' } | { kind: 'fundDetail'; code: string } | { kind: 'fundList' };

export const FIRST_SCREEN = {
  /** The prerendered block's id in the shell. */
  elementId: 'first-screen',
  /** Its attribute naming the app's elements (a CSS selector) whose arrival removes it. */
  untilAttribute: 'data-until',
  /** The longest it stays once the app runs, when the page never shows those elements. */
  maxMs: 6000,
} as const;

// The page's own loading failure or empty answer also replaces the block (StatusViews).
const PAGE_STATUS = '.status-error, .status-empty';

/** The app's elements that take over from each page's prerendered first screen. */
export const FIRST_SCREEN_UNTIL: Readonly<Record<FirstScreenPage['kind'], string>> = {
  home: `.home-fund, .home-headline, ${PAGE_STATUS}`,
  fundDetail: `.fd-header, ${PAGE_STATUS}`,
  fundList: `.fund-row, ${PAGE_STATUS}`,
};

const FUND_CODE = /^\d{6}$/;

/** The page a URL opens when the server prerenders its first screen; null for every other URL (or a query). */
export function firstScreenPageOf(url: string): FirstScreenPage | null {
  const match = matchUrl(url);
  if (match === null || Object.keys(match.query).length > 0) return null;
  const { pattern } = match.route;
  if (pattern === '/') return { kind: 'home' };
  if (pattern === '/symbols/funds/') return { kind: 'fundList' };
  if (pattern === '/s/{symbol}/') {
    const code = match.params.symbol ?? '';
    return FUND_CODE.test(code) ? { kind: 'fundDetail', code } : null;
  }
  return null;
}
