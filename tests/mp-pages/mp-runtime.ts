// A recording fake of the mini-program runtime, enough to run the real build output in Node: the platform
// global (`wx` / `qq`) with only the APIs the platform has, App / Page / Component / Behavior / getApp /
// getCurrentPages / requirePlugin, a module loader with the runtime's `require`, and a page stack that
// navigateTo / redirectTo / switchTab / reLaunch / navigateBack really move. Requests go to the real server.
// Everything a page does that the real runtime would refuse is recorded as a violation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { platformApis, type Platform } from './api-names';
import { checkRequest } from './contract';
import { countNodes, setPath } from './data-tree';

export interface SetDataRecord {
  bytes: number;
  at: number;
}

export interface PageRecord {
  /** Page path without leading slash, e.g. 'symbols/fund-detail/index'. */
  route: string;
  setData: SetDataRecord[];
  requests: string[];
}

export interface Violation {
  page: string;
  kind: 'error' | 'rejection' | 'unknown-api' | 'request' | 'console-error' | 'setdata-size' | 'setdata-rate' | 'nodes' | 'navigation' | 'page-config';
  detail: string;
}

type AnyFn = (...args: unknown[]) => unknown;
type Options = Record<string, unknown> & { success?: AnyFn; fail?: AnyFn; complete?: AnyFn };

export interface PageInstance {
  route: string;
  __route__: string;
  options: Record<string, string>;
  data: Record<string, unknown>;
  record: PageRecord;
  setData(data: Record<string, unknown>, cb?: () => void): void;
  [member: string]: unknown;
}

export interface RuntimeOptions {
  platform: Platform;
  /** The build folder, e.g. dist/weapp. */
  dist: string;
  /** The API base the build baked in (TARO_APP_API_BASE or its default). */
  apiBase: string;
  /** Where that base's requests really go: the test server's origin. */
  serverOrigin: string;
  /** Storage before the app starts (a session token for a logged-in run). */
  storage?: Record<string, unknown>;
  /** A logged-in run: a 401 means the app lost or never sent its session. */
  loggedIn?: boolean;
  /** WeChat's and QQ's modal answer; journeys confirm. */
  modalConfirms?: boolean;
}

const NATIVE_ALIASES = new Set(['webpackJsonp']);

// The harness's own clock, kept before boot() counts the page code's timers.
const sleep = (ms: number): Promise<void> => new Promise((r) => realSetTimeout(r, ms));
const realSetTimeout = globalThis.setTimeout;
// A timer this short is work about to happen (React's scheduler turn, a callback the fake delivers later);
// longer ones (polling, countdowns) are not waited for.
const SHORT_TIMER_MS = 50;
export const SETDATA_MAX_BYTES = 256 * 1024;
export const SETDATA_MAX_PER_SECOND = 20;
export const MAX_NODES = 1000;

/** A page URL's query as the runtime hands it over: values as they are in the URL (still encoded). */
function queryOf(search: string): Record<string, string> {
  const options: Record<string, string> = {};
  for (const pair of search.split('&').filter(Boolean)) {
    const at = pair.indexOf('=');
    options[at === -1 ? pair : pair.slice(0, at)] = at === -1 ? '' : pair.slice(at + 1);
  }
  return options;
}

export class MiniProgram {
  readonly platform: Platform;
  readonly violations: Violation[] = [];
  readonly apisUsed = new Map<string, number>();
  readonly stack: PageInstance[] = [];
  readonly toasts: string[] = [];
  /** Names read from the platform global that it lacks. */
  readonly probes = new Set<string>();
  readonly modals: string[] = [];
  private readonly opts: RuntimeOptions;
  private readonly storage = new Map<string, unknown>();
  private readonly modules = new Map<string, { exports: unknown }>();
  private readonly pageConfigs = new Map<string, Record<string, unknown>>();
  private readonly known: Set<string>;
  private readonly tabPages: string[] = [];
  private app: Record<string, unknown> | null = null;
  private loadingPage: string | null = null;
  private inflight = 0;
  private lastActivity = Date.now();
  private webviewId = 0;
  /** The page whose code runs now, for blaming errors; the top of the stack otherwise. */
  current = '(app)';

  constructor(opts: RuntimeOptions) {
    this.opts = opts;
    this.platform = opts.platform;
    this.known = platformApis(opts.platform);
    for (const [k, v] of Object.entries(opts.storage ?? {})) this.storage.set(k, v);
  }

  violate(kind: Violation['kind'], detail: string, page = this.blame()): void {
    this.violations.push({ page, kind, detail });
  }

  private blame(): string {
    return this.stack[this.stack.length - 1]?.route ?? this.current;
  }

  // ───────────────────────── boot ─────────────────────────

  private readonly shortTimers = new Set<unknown>();

  /** Counts pending short timers and immediates, so settle() waits for the work they will do. */
  private trackTimers(): void {
    const g = globalThis as unknown as Record<string, unknown>;
    const pending = this.shortTimers;
    const wrap = (name: 'setTimeout' | 'setImmediate', clearName: 'clearTimeout' | 'clearImmediate') => {
      const set = g[name] as (fn: AnyFn, ...rest: unknown[]) => unknown;
      const clear = g[clearName] as (id: unknown) => void;
      g[name] = (fn: AnyFn, ...rest: unknown[]) => {
        const ms = name === 'setTimeout' ? Number(rest[0] ?? 0) : 0;
        const run = (...args: unknown[]) => {
          pending.delete(handle);
          fn(...args);
        };
        const handle: unknown = set(run, ...(rest as [number?]));
        if (ms <= SHORT_TIMER_MS) pending.add(handle);
        return handle;
      };
      g[clearName] = (id: unknown) => {
        pending.delete(id);
        clear(id);
      };
    };
    wrap('setTimeout', 'clearTimeout');
    wrap('setImmediate', 'clearImmediate');
  }

  /** Installs the globals and runs app.js, then App's onLaunch and onShow, as the runtime does on start. */
  boot(): void {
    this.trackTimers();
    const appJson = JSON.parse(readFileSync(path.join(this.opts.dist, 'app.json'), 'utf8')) as { tabBar?: { list?: { pagePath: string }[] } };
    this.tabPages.push(...(appJson.tabBar?.list ?? []).map((t) => t.pagePath));
    const g = globalThis as unknown as Record<string, unknown>;
    g[this.platform === 'weapp' ? 'wx' : 'qq'] = this.platformGlobal();
    g.App = (config: Record<string, unknown>) => {
      this.app = config;
    };
    g.Page = (config: Record<string, unknown>) => {
      if (this.loadingPage === null) throw new Error('Page() called outside a page file');
      this.pageConfigs.set(this.loadingPage, config);
    };
    g.Component = (config: Record<string, unknown>) => config;
    g.Behavior = (config: Record<string, unknown>) => config;
    g.getApp = () => this.app;
    g.getCurrentPages = () => [...this.stack];
    g.requirePlugin = (name: string) => {
      this.violate('unknown-api', `requirePlugin(${name}): the app declares no plugin`);
      return {};
    };
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      this.violate('console-error', args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' ').slice(0, 600));
      if (process.env.MP_PAGES_VERBOSE) original(...args);
    };
    const warn = console.warn.bind(console);
    console.warn = (...args: unknown[]) => {
      const text = args.map(String).join(' ');
      // Taro's stand-in for an API the platform lacks says so in a warning.
      if (/暂不支持|not supported/i.test(text)) this.violate('unknown-api', text.slice(0, 300));
      else if (process.env.MP_PAGES_VERBOSE) warn(...args);
    };
    this.guard(() => this.requireFile(path.join(this.opts.dist, 'app.js')));
    const launch = { path: this.tabPages[0] ?? '', query: {}, scene: 1001, referrerInfo: {} };
    this.call(this.app, 'onLaunch', launch);
    this.call(this.app, 'onShow', launch);
  }

  /** Runs fn, recording what it throws against the page at the top. */
  guard(fn: () => void): void {
    try {
      fn();
    } catch (err) {
      this.violate('error', err instanceof Error ? (err.stack ?? err.message).slice(0, 800) : String(err));
    }
  }

  call(target: Record<string, unknown> | null | undefined, name: string, ...args: unknown[]): unknown {
    const fn = target?.[name];
    if (typeof fn !== 'function') return undefined;
    let out: unknown;
    this.guard(() => {
      out = (fn as AnyFn).apply(target, args);
    });
    return out;
  }

  // ───────────────────────── modules ─────────────────────────

  private requireFile(file: string): unknown {
    const resolved = file.endsWith('.js') ? file : `${file}.js`;
    const cached = this.modules.get(resolved);
    if (cached) return cached.exports;
    const mod = { exports: {} as unknown };
    this.modules.set(resolved, mod);
    const code = readFileSync(resolved, 'utf8');
    // The runtime's module wrapper: a file sees require/module/exports; everything else is global.
    const fn = vm.runInThisContext(`(function (require, module, exports) {${code}\n})`, { filename: resolved }) as (r: (p: string) => unknown, m: typeof mod, e: unknown) => void;
    fn((p) => this.requireFile(path.resolve(path.dirname(resolved), p)), mod, mod.exports);
    return mod.exports;
  }

  private pageConfig(route: string): Record<string, unknown> | null {
    const known = this.pageConfigs.get(route);
    if (known) return known;
    this.loadingPage = route;
    try {
      this.guard(() => this.requireFile(path.join(this.opts.dist, route)));
    } finally {
      this.loadingPage = null;
    }
    return this.pageConfigs.get(route) ?? null;
  }

  // ───────────────────────── page stack ─────────────────────────

  /** Creates a page instance as the runtime does (data copied, methods bound by call) and runs onLoad/onShow/onReady. */
  private openPage(url: string): PageInstance | null {
    const [rawPath, search = ''] = url.split('?');
    const route = (rawPath ?? '').replace(/^\//, '');
    this.current = route;
    const config = this.pageConfig(route);
    if (!config) {
      this.violate('navigation', `no page registered for ${url}`, route);
      return null;
    }
    const options = queryOf(search);
    const record: PageRecord = { route, setData: [], requests: [] };
    const inst = { ...config } as PageInstance;
    Object.assign(inst, {
      route,
      __route__: route,
      options,
      record,
      __wxWebviewId__: (this.webviewId += 1),
      data: JSON.parse(JSON.stringify(config.data ?? {})) as Record<string, unknown>,
      setData: (data: Record<string, unknown>, cb?: () => void) => {
        this.onSetData(inst, data);
        if (typeof cb === 'function') setTimeout(() => this.guard(cb), 0);
      },
      selectComponent: () => null,
      selectAllComponents: () => [],
      createSelectorQuery: () => this.selectorQuery(),
      createIntersectionObserver: () => this.chainStub(),
      getOpenerEventChannel: () => this.chainStub(),
    });
    this.stack.push(inst);
    this.call(inst, 'onLoad', options);
    this.call(inst, 'onShow');
    this.call(inst, 'onReady');
    return inst;
  }

  private closeTop(): void {
    const top = this.stack.pop();
    if (top) {
      this.call(top, 'onUnload');
      this.finishRecord(top);
    }
  }

  private hideTop(): void {
    const top = this.stack[this.stack.length - 1];
    if (top) this.call(top, 'onHide');
  }

  private showTop(): void {
    const top = this.stack[this.stack.length - 1];
    if (top) this.call(top, 'onShow');
  }

  readonly finished: PageRecord[] = [];
  readonly nodeCounts = new Map<string, number>();

  private finishRecord(page: PageInstance): void {
    this.finished.push(page.record);
  }

  /** navigateTo: the new page goes on top, the old one is hidden. */
  navigateTo(url: string): PageInstance | null {
    if (this.isTab(url)) {
      this.violate('navigation', `navigateTo a tab page: ${url} (the runtime refuses it; use switchTab)`);
      return null;
    }
    if (this.stack.length >= 10) this.violate('navigation', `page stack over 10 at ${url}`);
    this.hideTop();
    return this.openPage(url);
  }

  redirectTo(url: string): PageInstance | null {
    if (this.isTab(url)) {
      this.violate('navigation', `redirectTo a tab page: ${url} (the runtime refuses it; use switchTab)`);
      return null;
    }
    this.closeTop();
    return this.openPage(url);
  }

  /**
   * The mini program opened on a page from outside (a share card, a scan, a message): App's onShow gets that
   * page and its query, then the page starts; what onShow asks for (a reLaunch) follows after this task.
   */
  launchAt(url: string): PageInstance | null {
    while (this.stack.length > 0) this.closeTop();
    const [rawPath, search = ''] = url.split('?');
    this.call(this.app, 'onShow', { path: (rawPath ?? '').replace(/^\//, ''), query: queryOf(search), scene: 1007, referrerInfo: {} });
    return this.openPage(url);
  }

  reLaunch(url: string): PageInstance | null {
    while (this.stack.length > 0) this.closeTop();
    return this.openPage(url);
  }

  switchTab(url: string): PageInstance | null {
    if (!this.isTab(url)) {
      this.violate('navigation', `switchTab to a page that is not a tab: ${url}`);
      return null;
    }
    while (this.stack.length > 0) this.closeTop();
    return this.openPage(url.split('?')[0] ?? url);
  }

  navigateBack(delta = 1): void {
    for (let i = 0; i < delta && this.stack.length > 1; i += 1) this.closeTop();
    this.showTop();
  }

  /** Ends the run: every page on the stack unloads. */
  closeAll(): void {
    while (this.stack.length > 0) this.closeTop();
  }

  top(): PageInstance | null {
    return this.stack[this.stack.length - 1] ?? null;
  }

  private isTab(url: string): boolean {
    const route = (url.split('?')[0] ?? '').replace(/^\//, '');
    return this.tabPages.includes(route);
  }

  // ───────────────────────── setData ─────────────────────────

  private onSetData(page: PageInstance, data: Record<string, unknown>): void {
    this.lastActivity = Date.now();
    const bytes = Buffer.byteLength(JSON.stringify(data), 'utf8');
    const at = Date.now();
    page.record.setData.push({ bytes, at });
    if (bytes > SETDATA_MAX_BYTES) this.violate('setdata-size', `setData of ${(bytes / 1024).toFixed(1)} KB`, page.route);
    const recent = page.record.setData.filter((r) => at - r.at < 1000).length;
    if (recent === SETDATA_MAX_PER_SECOND + 1) this.violate('setdata-rate', `more than ${SETDATA_MAX_PER_SECOND} setData calls within one second`, page.route);
    for (const [key, value] of Object.entries(data)) setPath(page.data, key, value);
  }

  /** Nodes the page renders now (from its data tree); recorded as the page's first-render count once. */
  measureNodes(page: PageInstance): number {
    const n = countNodes(page.data);
    if (!this.nodeCounts.has(page.route)) {
      this.nodeCounts.set(page.route, n);
      if (n > MAX_NODES) this.violate('nodes', `${n} nodes at first render`, page.route);
    }
    return n;
  }

  // ───────────────────────── waiting ─────────────────────────

  /** Resolves when no request is in flight and nothing was set for `quietMs` (at most `maxMs`). */
  // 20 ms of quiet covers React's scheduler turn between a commit and the effects that start requests.
  async settle(quietMs = 20, maxMs = 10000): Promise<void> {
    const start = Date.now();
    for (;;) {
      await sleep(5);
      if (this.inflight === 0 && this.shortTimers.size === 0 && Date.now() - this.lastActivity >= quietMs) return;
      if (Date.now() - start > maxMs) {
        if (this.inflight > 0) this.violate('request', `${this.inflight} request(s) still in flight after ${maxMs} ms`);
        this.shortTimers.clear();
        return;
      }
    }
  }

  // ───────────────────────── the platform global ─────────────────────────

  private platformGlobal(): Record<string, unknown> {
    const impl = this.implementations();
    const target: Record<string, unknown> = {};
    for (const name of this.known) {
      target[name] = (...args: unknown[]) => {
        this.apisUsed.set(name, (this.apisUsed.get(name) ?? 0) + 1);
        const own = impl[name];
        return own ? own(...args) : this.generic(name, args[0]);
      };
    }
    // The one property (not a function) every page may read.
    target.env = { USER_DATA_PATH: `${this.platform === 'weapp' ? 'wx' : 'qq'}file://usr` };
    // Reading a name the platform lacks is how code checks for it (Taro probes `cloud`), so a read is only
    // noted; calling it throws a TypeError in the page, which the run records as an error.
    return new Proxy(target, {
      get: (obj, key) => {
        if (typeof key === 'symbol' || key in obj || NATIVE_ALIASES.has(key)) return obj[key as string];
        this.probes.add(key);
        return undefined;
      },
    });
  }

  private generic(name: string, arg: unknown): unknown {
    if (/^create|^get\w+Manager$|^getPerformance$/.test(name)) return this.chainStub();
    if (name.endsWith('Sync') || /^(on|off)[A-Z]/.test(name)) return undefined;
    this.succeed(name, arg, {});
    return undefined;
  }

  /** Calls success and complete later, as the runtime does. */
  private succeed(name: string, arg: unknown, res: Record<string, unknown>): void {
    const o = (arg && typeof arg === 'object' ? arg : {}) as Options;
    const out = { errMsg: `${name}:ok`, ...res };
    setTimeout(() => {
      this.guard(() => {
        o.success?.(out);
        o.complete?.(out);
      });
    }, 0);
  }

  private failWith(name: string, arg: unknown, reason: string): void {
    const o = (arg && typeof arg === 'object' ? arg : {}) as Options;
    const out = { errMsg: `${name}:fail ${reason}` };
    setTimeout(() => {
      this.guard(() => {
        o.fail?.(out);
        o.complete?.(out);
      });
    }, 0);
  }

  /** An object whose every method returns itself and calls a callback given with nothing, e.g. createSelectorQuery. */
  chainStub(): Record<string, unknown> {
    const stub: Record<string, unknown> = new Proxy(
      {},
      {
        get: (_, key) => {
          if (key === 'then' || typeof key === 'symbol') return undefined;
          return (...args: unknown[]) => {
            const cb = args.find((a) => typeof a === 'function') as AnyFn | undefined;
            if (cb) setTimeout(() => this.guard(() => void cb(null)), 0);
            return stub;
          };
        },
      },
    );
    return stub;
  }

  /** createSelectorQuery: each select…boundingClientRect / fields / scrollOffset / node adds one answer to exec's list. */
  private selectorQuery(): Record<string, unknown> {
    const answers: unknown[] = [];
    const later = (cb: unknown, value: unknown) => {
      if (typeof cb === 'function') setTimeout(() => this.guard(() => void (cb as AnyFn)(value)), 0);
    };
    const rect = { id: '', dataset: {}, left: 0, right: 390, top: 0, bottom: 200, width: 390, height: 200, scrollLeft: 0, scrollTop: 0, scrollWidth: 390, scrollHeight: 200 };
    const query: Record<string, unknown> = {};
    const ref = (all: boolean): Record<string, unknown> => {
      const answer = (value: unknown, cb: unknown) => {
        const v = all ? [value] : value;
        answers.push(v);
        later(cb, v);
        return query;
      };
      return {
        boundingClientRect: (cb: unknown) => answer(rect, cb),
        scrollOffset: (cb: unknown) => answer(rect, cb),
        fields: (_f: unknown, cb: unknown) => answer(rect, cb),
        node: (cb: unknown) => answer({ node: this.canvasNode() }, cb),
        context: (cb: unknown) => answer({ context: this.chainStub() }, cb),
      };
    };
    Object.assign(query, {
      in: () => query,
      select: () => ref(false),
      selectAll: () => ref(true),
      selectViewport: () => ref(false),
      exec: (cb: unknown) => later(cb, answers),
    });
    return query;
  }

  /** A canvas node as `node()` answers it: a 2d context that draws nothing. */
  private canvasNode(): Record<string, unknown> {
    const ctx = this.chainStub();
    return { width: 390, height: 200, getContext: () => ctx, createImage: () => ({}), requestAnimationFrame: (cb: () => void) => setTimeout(cb, 16), cancelAnimationFrame: (id: NodeJS.Timeout) => clearTimeout(id) };
  }

  private systemInfo(): Record<string, unknown> {
    return {
      brand: 'devtools', model: 'iPhone 12', pixelRatio: 3, screenWidth: 390, screenHeight: 844, windowWidth: 390, windowHeight: 844,
      statusBarHeight: 47, language: 'zh_CN', version: '8.0.50', system: 'iOS 16.0', platform: 'devtools', SDKVersion: '3.5.0',
      safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 }, theme: 'light', enableDebug: false,
      host: { env: this.platform === 'qq' ? 'QQ' : 'WeChat' },
    };
  }

  private implementations(): Record<string, AnyFn> {
    const nav = (name: string, move: (url: string) => unknown) => (arg: unknown) => {
      const o = arg as Options & { url?: string };
      const url = String(o.url ?? '');
      // The runtime moves pages after the current task; so does the fake.
      setTimeout(() => {
        const before = this.violations.length;
        move(url.startsWith('/') ? url : `/${url}`);
        if (this.violations.length === before) this.succeed(name, o, {});
        else this.failWith(name, o, 'page not found');
      }, 0);
    };
    return {
      request: (arg) => this.request(arg as Options),
      uploadFile: (arg) => {
        const o = arg as Options & { url?: string };
        this.violate('request', `uploadFile in a page run: ${String(o.url)}`);
        this.failWith('uploadFile', o, 'not in this run');
      },
      getStorageSync: (key) => (this.storage.has(String(key)) ? this.storage.get(String(key)) : ''),
      setStorageSync: (key, value) => void this.storage.set(String(key), value),
      removeStorageSync: (key) => void this.storage.delete(String(key)),
      clearStorageSync: () => this.storage.clear(),
      getStorageInfoSync: () => ({ keys: [...this.storage.keys()], currentSize: 1, limitSize: 10240 }),
      getStorage: (arg) => {
        const o = arg as Options & { key?: string };
        if (this.storage.has(String(o.key))) this.succeed('getStorage', o, { data: this.storage.get(String(o.key)) });
        else this.failWith('getStorage', o, 'data not found');
      },
      setStorage: (arg) => {
        const o = arg as Options & { key?: string; data?: unknown };
        this.storage.set(String(o.key), o.data);
        this.succeed('setStorage', o, {});
      },
      removeStorage: (arg) => {
        const o = arg as Options & { key?: string };
        this.storage.delete(String(o.key));
        this.succeed('removeStorage', o, {});
      },
      getSystemInfoSync: () => this.systemInfo(),
      getSystemInfo: (arg) => this.succeed('getSystemInfo', arg, this.systemInfo()),
      getWindowInfo: () => this.systemInfo(),
      getDeviceInfo: () => this.systemInfo(),
      getAppBaseInfo: () => this.systemInfo(),
      getSystemSetting: () => ({}),
      getAppAuthorizeSetting: () => ({}),
      getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 51, right: 380, bottom: 83, left: 293 }),
      getLaunchOptionsSync: () => ({ path: this.tabPages[0] ?? '', query: {}, scene: 1001, referrerInfo: {} }),
      getEnterOptionsSync: () => ({ path: this.tabPages[0] ?? '', query: {}, scene: 1001, referrerInfo: {} }),
      getAccountInfoSync: () => ({ miniProgram: { appId: 'touristappid', envVersion: 'develop', version: '' } }),
      getNetworkType: (arg) => this.succeed('getNetworkType', arg, { networkType: 'wifi' }),
      canIUse: () => true,
      nextTick: (fn) => void Promise.resolve().then(() => this.guard(fn as () => void)),
      createSelectorQuery: () => this.selectorQuery(),
      navigateTo: nav('navigateTo', (u) => this.navigateTo(u)),
      redirectTo: nav('redirectTo', (u) => this.redirectTo(u)),
      reLaunch: nav('reLaunch', (u) => this.reLaunch(u)),
      switchTab: nav('switchTab', (u) => this.switchTab(u)),
      navigateBack: (arg) => {
        const o = (arg ?? {}) as Options & { delta?: number };
        setTimeout(() => {
          this.navigateBack(o.delta ?? 1);
          this.succeed('navigateBack', o, {});
        }, 0);
      },
      showToast: (arg) => {
        this.toasts.push(String((arg as { title?: unknown }).title ?? ''));
        this.succeed('showToast', arg, {});
      },
      showModal: (arg) => {
        const o = arg as Options & { title?: string; content?: string };
        this.modals.push(`${o.title ?? ''} ${o.content ?? ''}`.trim());
        const confirm = this.opts.modalConfirms ?? false;
        this.succeed('showModal', o, { confirm, cancel: !confirm });
      },
    };
  }

  // ───────────────────────── requests ─────────────────────────

  private request(o: Options & { url?: string; method?: string; header?: Record<string, string>; data?: unknown; dataType?: string }): { abort(): void } {
    const url = String(o.url ?? '');
    const method = String(o.method ?? 'GET').toUpperCase();
    const page = this.top();
    page?.record.requests.push(`${method} ${url}`);
    const verdict = checkRequest(url, method, this.opts.apiBase);
    if (!verdict.ok) {
      this.violate('request', verdict.reason);
      // The runtime refuses a relative URL outright; an uncontracted one the server answers 404.
      this.failWith('request', o, verdict.reason);
      return { abort() {} };
    }
    this.inflight += 1;
    this.lastActivity = Date.now();
    const target = this.opts.serverOrigin + url.slice(this.opts.apiBase.length);
    const headers: Record<string, string> = { ...(o.header ?? {}) };
    let body: string | undefined;
    if (o.data !== undefined && method !== 'GET') {
      body = typeof o.data === 'string' ? o.data : JSON.stringify(o.data);
      if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    }
    let finalUrl = target;
    if (method === 'GET' && o.data && typeof o.data === 'object' && Object.keys(o.data).length > 0) {
      const qs = new URLSearchParams(o.data as Record<string, string>).toString();
      finalUrl += (finalUrl.includes('?') ? '&' : '?') + qs;
    }
    const started = Date.now();
    fetch(finalUrl, { method, headers, body })
      .then(async (res) => {
        const text = await res.text();
        let data: unknown = text;
        if ((o.dataType ?? 'json') === 'json') {
          try {
            data = JSON.parse(text) as unknown;
          } catch {
            data = text;
          }
        }
        const header: Record<string, string> = {};
        res.headers.forEach((v, k) => {
          header[k] = v;
        });
        if (Date.now() - started > 1000) this.slowRequests.push(`${method} ${verdict.path} ${Date.now() - started} ms`);
        // A failed request: the server broke, or a logged-in run was treated as a guest.
        if (res.status >= 500) this.violate('request', `HTTP ${res.status} on ${method} ${verdict.path}: ${text.slice(0, 200)}`);
        if (res.status === 401 && this.opts.loggedIn) this.violate('request', `HTTP 401 on ${method} ${verdict.path} in a logged-in run`);
        this.finishRequest();
        this.guard(() => {
          o.success?.({ data, statusCode: res.status, header, errMsg: 'request:ok', cookies: [] });
          o.complete?.({ data, statusCode: res.status, header, errMsg: 'request:ok' });
        });
      })
      .catch((err: unknown) => {
        this.finishRequest();
        this.violate('request', `network failure on ${method} ${url}: ${String(err)}`);
        this.guard(() => {
          o.fail?.({ errMsg: `request:fail ${String(err)}` });
          o.complete?.({ errMsg: `request:fail ${String(err)}` });
        });
      });
    return { abort() {} };
  }

  readonly slowRequests: string[] = [];

  private finishRequest(): void {
    this.inflight -= 1;
    this.lastActivity = Date.now();
  }
}
