// Where each spec route lives in the mini program: the subpackage (by area) and the page path (by a slug rule).

/** Tab pages stay in the main package; their page paths are fixed by app.config.ts's tabBar. */
/** The one page that answers no spec route: where an address no page answers lands (main package). */
export const NOT_FOUND_PAGE = 'pages/not-found/index';

export const TAB_PAGES: Readonly<Record<string, string>> = {
  '/': 'pages/index/index',
  '/symbols/funds/': 'pages/funds/index',
  '/accounts/mine/': 'pages/mine/index',
};

/** Subpackage roots declared in src/app.config.ts. */
export const SUBPACKAGE_ROOTS = ['accounts', 'trade', 'symbols', 'research', 'portfolio', 'store', 'promotion', 'ai', 'futures'] as const;
export type SubpackageRoot = (typeof SUBPACKAGE_ROOTS)[number];

// Funds and market pages (with F2's NAV chart) fill 'symbols'; indexes, managers, diagnosis, quant and the feed
// go to 'research' so each subpackage stays under its 800 KB budget.
const ROOT_BY_AREA: Readonly<Record<string, SubpackageRoot>> = {
  accounts: 'accounts',
  bank_cards: 'accounts',
  risk: 'accounts',
  holdings: 'trade',
  trading: 'trade',
  cash_treasure: 'trade',
  fixed_investment: 'trade',
  funds: 'symbols',
  market: 'symbols',
  indexes: 'research',
  managers: 'research',
  diagnosis: 'research',
  quant: 'research',
  search: 'symbols',
  feed: 'research',
  portfolio: 'portfolio',
  store: 'store',
  promotion: 'promotion',
  coins: 'promotion',
  ai: 'ai',
  futures: 'futures',
};

// Routes of the spec's catch-all area 'other' are placed by their first path word.
const ROOT_BY_FIRST_WORD: Readonly<Record<string, SubpackageRoot>> = {
  wallets: 'trade',
  faq: 'symbols',
  app: 'symbols',
};

/** Portfolio trading and held portfolios live with the portfolio detail, so the trade subpackage stays under budget. */
function isPortfolioTrade(pattern: string, area: string): boolean {
  return (area === 'holdings' || area === 'trading') && (pattern.startsWith('/p/') || pattern.includes('portfolio'));
}

/** The subpackage of a non-tab route; throws for an area with no home, so a new area cannot slip through. */
export function subpackageFor(pattern: string, area: string): SubpackageRoot {
  if (isPortfolioTrade(pattern, area)) return 'portfolio';
  const firstWord = pattern.split('/').find((segment) => segment !== '') ?? '';
  const root = area === 'other' ? ROOT_BY_FIRST_WORD[firstWord] : ROOT_BY_AREA[area];
  if (root === undefined) throw new Error(`No subpackage for route ${pattern} (area ${area})`);
  return root;
}

// Short first words that name the page's subject; the parameter after them is implied by the word.
const SUBJECT_WORDS: Readonly<Record<string, string>> = { s: 'fund', p: 'portfolio' };

function isParam(segment: string | undefined): boolean {
  return segment !== undefined && /^\{\w+\}$/.test(segment);
}

/**
 * The page-naming rule. A page path is '<root>/<slug>/index'; the slug is built from the pattern's segments:
 *  1. a leading 'accounts', or a leading word equal to the subpackage root, is dropped (the root says it);
 *     so is a leading 'symbols' in 'research', whose pages are all research of symbols;
 *  2. a leading 's' is written 'fund' and a leading 'p' 'portfolio';
 *  3. a path parameter after a word names that word's item: it is left out inside the path and written 'detail'
 *     at the end, unless that word is 'detail' already;
 *  4. a path parameter after another parameter, or inside a word (funds_{type}), is written by its name;
 *  5. words are joined by '-' and '_' becomes '-'.
 * So /accounts/login/ -> accounts/login/index, /s/{symbol}/buy/ -> trade/fund-buy/index,
 * /s/{symbol}/ -> symbols/fund-detail/index, /s/{symbol}/{id}/sell/ -> trade/fund-id-sell/index.
 * Slugs only hold a-z, 0-9 and '-', so they are valid folder names; a test keeps them unique.
 */
export function pageSlug(pattern: string, root: string): string {
  const segments = pattern.split('/').filter((segment) => segment !== '');
  const words: string[] = [];
  segments.forEach((segment, index) => {
    const previous = index > 0 ? segments[index - 1] : undefined;
    if (isParam(segment)) {
      const name = segment.slice(1, -1);
      if (isParam(previous)) words.push(name);
      else if (index === segments.length - 1 && previous !== 'detail') words.push('detail');
      return;
    }
    if (index === 0 && (segment === 'accounts' || segment === root || (root === 'research' && segment === 'symbols'))) return;
    const subject = index === 0 ? SUBJECT_WORDS[segment] : undefined;
    words.push(subject ?? segment.replace(/\{(\w+)\}/g, '$1'));
  });
  return words.join('-').replace(/_/g, '-');
}

/** The page path and subpackage of a route. */
export function placePage(pattern: string, area: string): { page: string; subpackage: string | null; tab: boolean } {
  const tabPage = TAB_PAGES[pattern];
  if (tabPage !== undefined) return { page: tabPage, subpackage: null, tab: true };
  const root = subpackageFor(pattern, area);
  const slug = pageSlug(pattern, root);
  if (slug === '') throw new Error(`Route ${pattern} gives an empty page slug`);
  return { page: `${root}/${slug}/index`, subpackage: root, tab: false };
}
