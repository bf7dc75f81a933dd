// One platform, one session (guest or logged in): boots the build's app.js in the fake runtime and starts
// every page in turn: onLoad (with its route's params) / onShow / onReady, then onPullDownRefresh and
// onReachBottom, each followed until its requests and renders are done; then the page stack is cleared.
// The logged-in run has large-text mode on and the guest run has it off (checkLargeText).
// Usage: node --import tsx sweep-pages.ts <input.json> <output.json>
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_KEYS } from '@fund/core/api';
import { routeForPattern } from '@fund/core/navigation';
import { LARGE_TEXT } from '@fund/core/ui';
import { hasClass, rootOf } from './data-tree';
import { MiniProgram, type PageInstance } from './mp-runtime';
import type { PageOutcome, RunInput, RunOutput } from './protocol';

/** The compiled page config's enablePullDownRefresh (the page JSON the runtime reads). */
function pullDownEnabled(dist: string, page: string): boolean {
  const json = JSON.parse(readFileSync(path.join(dist, `${page}.json`), 'utf8')) as { enablePullDownRefresh?: boolean };
  return json.enablePullDownRefresh === true;
}

// The pages worth sharing: a fund (or any symbol) and a portfolio, as their spec URLs name them.
const SHARED = ['/s/{symbol}/', '/p/{id}/'].map((pattern) => {
  const route = routeForPattern(pattern);
  if (!route) throw new Error(`no route ${pattern}`);
  return route.page;
});

/** The 转发 card: on the pages worth sharing, a title and a path to a page of the build. */
function checkShare(mp: MiniProgram, page: PageInstance, route: string, buildPages: Set<string>): void {
  if (typeof page.onShareAppMessage !== 'function') {
    if (SHARED.includes(route)) mp.violate('page-config', 'offers no share card (onShareAppMessage, enableShareAppMessage)', route);
    return;
  }
  const card = mp.call(page, 'onShareAppMessage', { from: 'menu' }) as { title?: unknown; path?: unknown } | undefined;
  const target = typeof card?.path === 'string' ? card.path.replace(/^\//, '').split('?')[0] ?? '' : '';
  if (typeof card?.title !== 'string' || card.title === '') mp.violate('page-config', `share card without a title: ${JSON.stringify(card)}`, route);
  if (!buildPages.has(target)) mp.violate('page-config', `share card opens ${String(card?.path)}, not a page of the build`, route);
}

/** Large-text mode (issue 24, B8): the mini programs have no document root, so each page's root carries the class. */
function checkLargeText(mp: MiniProgram, page: PageInstance, route: string, on: boolean): void {
  const pageRoot = rootOf(page.data)?.cn?.[0] ?? {};
  if (hasClass(pageRoot, LARGE_TEXT.rootClass) !== on) mp.violate('page-config', `large text ${on ? 'on, but the page root lacks' : 'off, but the page root carries'} .${LARGE_TEXT.rootClass}`, route);
}

async function main(): Promise<void> {
  const [inFile, outFile] = process.argv.slice(2);
  if (!inFile || !outFile) throw new Error('usage: sweep-pages.ts <input.json> <output.json>');
  const input = JSON.parse(readFileSync(inFile, 'utf8')) as RunInput;
  const started = Date.now();
  const mp = new MiniProgram({
    platform: input.platform,
    dist: input.dist,
    apiBase: input.apiBase,
    serverOrigin: input.serverOrigin,
    storage: input.token ? { [SESSION_KEYS.accessToken]: input.token, [LARGE_TEXT.storageKey]: LARGE_TEXT.on } : {},
    loggedIn: input.token !== null,
  });
  process.on('unhandledRejection', (reason) => mp.violate('rejection', reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)));
  process.on('uncaughtException', (err) => mp.violate('error', err.stack ?? err.message));
  mp.boot();
  await mp.settle();
  const appViolations = mp.violations.splice(0);
  const buildPages = new Set(input.items.map((i) => i.page));

  const pages: PageOutcome[] = [];
  for (const item of input.items) {
    const from = mp.violations.length;
    const page = mp.reLaunch(item.url);
    await mp.settle();
    const nodes = page ? mp.measureNodes(page) : 0;
    if (page) checkShare(mp, page, item.page, buildPages);
    if (page) checkLargeText(mp, page, item.page, input.token !== null);
    const stops = () => mp.apisUsed.get('stopPullDownRefresh') ?? 0;
    const pullEnabled = page ? pullDownEnabled(input.dist, item.page) : false;
    if (page) {
      const before = stops();
      // The runtime sends onPullDownRefresh only to pages whose config enables it; a page that refreshes on
      // it (and stops the spinner) must enable it, and a page that enables it must stop the spinner.
      mp.call(page, 'onPullDownRefresh');
      await mp.settle();
      const handled = stops() > before;
      if (handled && !pullEnabled) mp.violate('page-config', 'refreshes on pull-down but its config leaves enablePullDownRefresh off', item.page);
      if (!handled && pullEnabled) mp.violate('page-config', 'enablePullDownRefresh is on but a pull-down never stops (no stopPullDownRefresh)', item.page);
      mp.call(page, 'onReachBottom');
      await mp.settle();
    }
    const landedOn = mp.top()?.route ?? '(none)';
    mp.closeAll();
    await mp.settle(10);
    const sizes = page?.record.setData.map((r) => r.bytes) ?? [];
    pages.push({
      page: item.page,
      url: item.url,
      started: page !== null,
      nodes,
      setDataCalls: sizes.length,
      maxSetData: Math.max(0, ...sizes),
      requests: page?.record.requests.length ?? 0,
      landedOn,
      violations: mp.violations.slice(from),
    });
  }
  const out: RunOutput = {
    platform: input.platform,
    session: input.session,
    pages,
    appViolations,
    apisUsed: Object.fromEntries(mp.apisUsed),
    slowRequests: mp.slowRequests,
    seconds: (Date.now() - started) / 1000,
  };
  writeFileSync(outFile, JSON.stringify(out));
  process.exit(0);
}

main().catch((err: unknown) => {
  // console.error belongs to the fake runtime now; say it on stderr directly.
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(2);
});
