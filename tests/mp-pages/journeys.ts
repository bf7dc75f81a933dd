// Journeys in the compiled build of one platform, through the fake runtime's real page stack: the rendered
// tree is the page's data (what base.wxml renders), taps and inputs go through the page's `eh` event
// handler with the node's sid, exactly as the WXML bindings send them, and navigations move the stack.
// Usage: node --import tsx journeys.ts <input.json> <output.json>
import { readFileSync, writeFileSync } from 'node:fs';
import { ROUTES, pageUrlFor } from '@fund/core/navigation';
import { buildPageList } from './build-config';
import { hasClass, rootOf, textOf, walk, type TreeNode } from './data-tree';
import { MiniProgram, type PageInstance } from './mp-runtime';
import type { JourneyOutcome, JourneyOutput, RunInput } from './protocol';

class Driver {
  constructor(readonly mp: MiniProgram) {}

  page(): PageInstance {
    const top = this.mp.top();
    if (!top) throw new Error('the page stack is empty');
    return top;
  }

  /** Nodes of the top page carrying a class (and, when given, whose text contains `text`). */
  all(cls: string, text?: string): TreeNode[] {
    const out: TreeNode[] = [];
    for (const { node } of walk(rootOf(this.page().data))) {
      if (hasClass(node, cls) && (text === undefined || textOf(node).includes(text))) out.push(node);
    }
    return out;
  }

  /** Waits (settling requests and renders) until the node shows up on the top page. */
  async find(cls: string, text?: string, timeoutMs = 8000): Promise<TreeNode> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.all(cls, text)[0];
      if (hit) return hit;
      if (Date.now() > until) throw new Error(`.${cls}${text ? ` "${text}"` : ''} not rendered on ${this.page().route}; its text: ${this.text().slice(0, 300)}`);
      await this.mp.settle(20, 2000);
    }
  }

  async onPage(route: string, timeoutMs = 8000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.mp.top()?.route !== route) {
      if (Date.now() > until) throw new Error(`expected ${route} on top, found ${this.mp.top()?.route ?? '(none)'} (stack: ${this.mp.stack.map((p) => p.route).join(' > ')})`);
      await this.mp.settle(20, 2000);
    }
    await this.mp.settle();
  }

  async waitText(wanted: string, timeoutMs = 8000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!this.text().includes(wanted)) {
      if (Date.now() > until) throw new Error(`"${wanted}" not shown on ${this.page().route}; its text: ${this.text().slice(0, 300)}`);
      await this.mp.settle(20, 2000);
    }
  }

  text(): string {
    return textOf(rootOf(this.page().data) ?? {});
  }

  /** Fires an event at a node as the WXML binding `bindtap="eh" id="{{i.uid||i.sid}}" data-sid="{{i.sid}}"` does. */
  private fire(node: TreeNode, type: string, detail: Record<string, unknown>): void {
    const id = node.uid ?? node.sid;
    if (!id) throw new Error(`node has no sid: ${JSON.stringify(node).slice(0, 200)}`);
    const target = { id, dataset: { sid: node.sid } };
    const page = this.page();
    this.mp.call(page, 'eh', { type, timeStamp: Date.now(), target, currentTarget: target, detail, touches: [], changedTouches: [] });
  }

  async tap(cls: string, text?: string): Promise<void> {
    this.fire(await this.find(cls, text), 'tap', { x: 10, y: 10 });
    await this.mp.settle();
  }

  async input(node: TreeNode, value: string): Promise<void> {
    this.fire(node, 'input', { value, cursor: value.length, keyCode: 0 });
    await this.mp.settle();
  }
}

const LOGIN_PAGE = 'accounts/login/index';

/** A login-only route's address with its ids filled by a plain number (the gate acts before any record is read). */
const addressOf = (pattern: string) => pattern.replace(/\{\w+\}/g, '1');

/** Every login-only route of core's table whose page the build has, opened from outside as a guest. */
async function guestSweep(d: Driver, buildPages: Set<string>): Promise<string> {
  const routes = ROUTES.filter((r) => r.auth === 'login' && buildPages.has(r.page));
  if (routes.length < 50) throw new Error(`only ${routes.length} login-only routes in the build`);
  const wrong: string[] = [];
  for (const route of routes) {
    const address = addressOf(route.pattern);
    d.mp.launchAt(pageUrlFor(address) ?? `/${route.page}`);
    try {
      await d.onPage(LOGIN_PAGE);
      const next = decodeURIComponent(d.page().options.next ?? '');
      if (next !== address) wrong.push(`${address}: next=${next}`);
    } catch (err) {
      wrong.push(`${address}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (wrong.length > 0) throw new Error(`${wrong.length} of ${routes.length} did not land on login with next set: ${wrong.join('; ')}`);
  return `${routes.length} login-only routes as a guest → ${LOGIN_PAGE} with next`;
}

/** After logging in from such a landing, the user is on the page first opened. */
async function loginReturnTrip(d: Driver, investor: NonNullable<RunInput['investor']>): Promise<string> {
  const route = ROUTES.find((r) => r.pattern === '/accounts/funds/trades/');
  if (!route || route.auth !== 'login') throw new Error('the route table has no login-only trade records route');
  d.mp.launchAt(pageUrlFor(route.pattern) ?? `/${route.page}`);
  await d.onPage(LOGIN_PAGE);
  await logIn(d, investor);
  await d.onPage(route.page, 15000);
  return `${route.pattern} as a guest → login → ${route.page}`;
}

async function logIn(d: Driver, investor: NonNullable<RunInput['investor']>): Promise<void> {
  await d.find('login-submit');
  const [mobile, password] = d.all('af-input');
  if (!mobile || !password) throw new Error('login form inputs not rendered');
  await d.input(mobile, investor.mobile);
  await d.input(password, investor.password);
  await d.tap('login-submit');
}

async function buyJourney(d: Driver, investor: NonNullable<RunInput['investor']>): Promise<string> {
  // Logged out, the fund's buy button sends to login; after login the app goes on to the fund detail.
  const detail = pageUrlFor(`/s/${investor.fundSymbol}/`);
  if (!detail) throw new Error('no page for the fund detail');
  d.mp.reLaunch(`/${LOGIN_PAGE}?next=${encodeURIComponent(`/s/${investor.fundSymbol}/`)}`);
  await d.onPage(LOGIN_PAGE);
  await logIn(d, investor);
  await d.onPage('symbols/fund-detail/index', 15000);
  await d.tap('fd-trade-buy');
  await d.onPage('trade/fund-buy/index');
  const amount = await d.find('buy-amount');
  await d.input(amount, '1000');
  await d.find('buy-submit');
  await d.mp.settle(150);
  if (d.all('tc-submit-off').length > 0) throw new Error(`buy button stays off: ${d.text().slice(0, 300)}`);
  await d.tap('buy-submit');
  await d.find('trade-password-dialog');
  for (const digit of investor.tradePassword) await d.tap('tpd-key', digit);
  await d.onPage('trade/funds-trades-detail/index', 15000);
  await d.waitText('委托成功');
  await d.waitText('1,000.00元');
  return `login → fund ${investor.fundSymbol} → buy 1000 with the trade password → trade record (${d.page().options.id ?? '?'})`;
}

async function main(): Promise<void> {
  const [inFile, outFile] = process.argv.slice(2);
  if (!inFile || !outFile) throw new Error('usage: journeys.ts <input.json> <output.json>');
  const input = JSON.parse(readFileSync(inFile, 'utf8')) as RunInput;
  const investor = input.investor;
  if (!investor) throw new Error('journeys need an investor');
  const mp = new MiniProgram({ platform: input.platform, dist: input.dist, apiBase: input.apiBase, serverOrigin: input.serverOrigin, modalConfirms: true });
  process.on('unhandledRejection', (reason) => mp.violate('rejection', reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)));
  process.on('uncaughtException', (err) => mp.violate('error', err.stack ?? err.message));
  mp.boot();
  await mp.settle();
  const d = new Driver(mp);
  const journeys: JourneyOutcome[] = [];
  const run = async (name: string, fn: () => Promise<string>) => {
    const from = mp.violations.length;
    let passed = true;
    let detail: string;
    try {
      detail = await fn();
    } catch (err) {
      passed = false;
      detail = err instanceof Error ? err.message : String(err);
    }
    const violations = mp.violations.slice(from);
    journeys.push({ name, passed: passed && violations.length === 0, detail: violations.length > 0 && passed ? `${violations.length} runtime violation(s)` : detail, violations });
  };
  // Guests first: the return trip logs in, and the session stays for the buy.
  await run('every login-only route opened as a guest lands on login with next set', () => guestSweep(d, new Set(buildPageList(input.dist))));
  await run('a guest who logs in from there is back on the page opened', () => loginReturnTrip(d, investor));
  await run('login → fund detail → buy with the trade password → trade record', () => buyJourney(d, investor));
  mp.closeAll();
  const out: JourneyOutput = { platform: input.platform, journeys };
  writeFileSync(outFile, JSON.stringify(out));
  process.exit(0);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(2);
});
