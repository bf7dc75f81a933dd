// A fake of the Taro APIs src/platform uses, recording what the app asked for so tests can assert it.
import { useEffect, useRef } from 'react';
import { endSession } from '../../src/stores/session-end';
// Page tests act as a logged-in investor unless they say otherwise with actAsGuest() (the login gate sends
// a guest to login); resetTaroFake() starts over logged in.
const LOGGED_IN: readonly [string, unknown][] = [['access_token', 'page-tests-investor']];
const store = new Map<string, unknown>(LOGGED_IN);

export interface FakeCall { api: string; options: unknown }
export const calls: FakeCall[] = [];
let modalAnswer = true;
type FakePage = { route: string; options: Record<string, string> };
let pageStack: FakePage[] = [];

/** Tests set the mini-program page stack the navigation code sees. */
export function setPageStack(pages: FakePage[]): void {
  pageStack = pages;
}
type Handler = (options: unknown) => Promise<unknown>;
const offline: Handler = async () => {
  throw { errMsg: 'request:fail no network in tests' };
};
let requestHandler: Handler = offline;

/** Tests decide what the network answers. */
export function setRequestHandler(handler: Handler): void {
  requestHandler = handler;
}

/** Tests decide how the next confirm is answered. */
export function answerNextModal(confirm: boolean): void {
  modalAnswer = confirm;
}

/** What the subscribe sheet answers per template id (none: every id accepted); 'closed': the sheet fails. */
let subscribeAnswer: Record<string, string> | 'closed' | null = null;
export function answerSubscribe(answer: Record<string, string> | 'closed'): void {
  subscribeAnswer = answer;
}

/** APIs Taro.canIUse denies, as on a client that lacks them. */
const missingApis = new Set<string>();
export function withoutApi(name: string): void {
  missingApis.add(name);
}

type PageEvent = 'pullDownRefresh' | 'reachBottom' | 'didShow' | 'didHide';
const pageHandlers = new Map<PageEvent, Set<() => void>>();

/** Fires a page lifecycle event to every component that registered for it. */
export function firePageEvent(event: PageEvent): void {
  for (const handler of pageHandlers.get(event) ?? []) handler();
}

function pageHook(event: PageEvent) {
  // Registered on every render, as Taro does; the latest closure wins for each component.
  return function usePageEvent(handler: () => void): void {
    const ref = useRef(handler);
    ref.current = handler;
    useEffect(() => {
      const set = pageHandlers.get(event) ?? new Set<() => void>();
      pageHandlers.set(event, set);
      const call = () => ref.current();
      set.add(call);
      return () => void set.delete(call);
    }, []);
  };
}

let pageNotFoundHandler: ((event: { path: string }) => void) | null = null;
/** The app's onPageNotFound, as Taro's router and the mini programs call it for an address with no page. */
export const usePageNotFound = (handler: (event: { path: string }) => void): void => {
  pageNotFoundHandler = handler;
};
/** Tests open an address no page answers. */
export function firePageNotFound(path: string): void {
  pageNotFoundHandler?.({ path });
}

export const usePullDownRefresh = pageHook('pullDownRefresh');
export const useReachBottom = pageHook('reachBottom');
export const useDidShow = pageHook('didShow');
export const useDidHide = pageHook('didHide');
export const useLoad = (handler: (options: Record<string, string>) => void): void => {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- Taro calls onLoad once per page
  useEffect(() => handler(routerParams), []);
};
let shareHandler: (() => { title: string; path: string }) | null = null;
/** The page's onShareAppMessage, as the 转发 menu asks for it. */
export const useShareAppMessage = (handler: () => { title: string; path: string }): void => {
  shareHandler = handler;
};
/** Tests open the share menu: the card the page offers, or null when it offers none. */
export function shareCard(): { title: string; path: string } | null {
  return shareHandler?.() ?? null;
}
export const useUnload = (handler: () => void): void => {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one unload per mounted page; the fake keeps the first handler
  useEffect(() => handler, []);
};
let routerParams: Record<string, string> = {};
/** Tests set the params the current page was opened with. */
export function setRouterParams(params: Record<string, string>): void {
  routerParams = params;
}
export const useRouter = () => ({ params: routerParams, path: '' });
export const useRouterParams = () => routerParams;

/** The test goes on as a guest: no session in storage. */
export function actAsGuest(): void {
  for (const [key] of LOGGED_IN) store.delete(key);
}

export function resetTaroFake(): void {
  pageHandlers.clear();
  shareHandler = null;
  routerParams = {};
  store.clear();
  // Shared stores (src/stores) forget the last test's user data, as on a logout.
  endSession();
  for (const [key, value] of LOGGED_IN) store.set(key, value);
  calls.length = 0;
  modalAnswer = true;
  subscribeAnswer = null;
  missingApis.clear();
  requestHandler = offline;
  pageStack = [];
}

function record(api: string, options: unknown): void {
  calls.push({ api, options });
}

const Taro = {
  getStorageSync: (key: string) => (store.has(key) ? store.get(key) : ''),
  setStorageSync: (key: string, value: unknown) => void store.set(key, value),
  removeStorageSync: (key: string) => void store.delete(key),
  showToast: async (options: unknown) => record('showToast', options),
  showModal: async (options: unknown) => {
    // Like WeChat (and Taro's H5), a modal refuses button texts over 4 characters.
    const { confirmText = '', cancelText = '' } = options as { confirmText?: string; cancelText?: string };
    if ([...confirmText].length > 4 || [...cancelText].length > 4) throw { errMsg: 'showModal:fail button text longer than 4 characters' };
    record('showModal', options);
    return { confirm: modalAnswer, cancel: !modalAnswer };
  },
  showLoading: async (options: unknown) => record('showLoading', options),
  hideLoading: () => record('hideLoading', undefined),
  showActionSheet: async (options: unknown) => {
    record('showActionSheet', options);
    return { tapIndex: 0 };
  },
  navigateTo: async (options: unknown) => record('navigateTo', options),
  redirectTo: async (options: unknown) => record('redirectTo', options),
  switchTab: async (options: unknown) => record('switchTab', options),
  reLaunch: async (options: unknown) => record('reLaunch', options),
  navigateBack: async (options: unknown) => record('navigateBack', options),
  request: async (options: unknown) => {
    record('request', options);
    return requestHandler(options);
  },
  uploadFile: async (options: unknown) => {
    record('uploadFile', options);
    return requestHandler(options);
  },
  getCurrentPages: () => pageStack,
  stopPullDownRefresh: () => record('stopPullDownRefresh', undefined),
  setNavigationBarTitle: async (options: unknown) => record('setNavigationBarTitle', options),
  // jsdom draws nothing: a selector query finds no canvas node, so charts stay blank in screen tests.
  createSelectorQuery: () => {
    const entries: unknown[] = [];
    const query = {
      select: (selector: string) => ({
        fields: () => void entries.push({ node: null, selector }),
        boundingClientRect: () => void entries.push(null),
      }),
      exec: (cb: (res: unknown[]) => void) => {
        record('selectorQuery', entries);
        cb(entries);
      },
    };
    return query;
  },
  getWindowInfo: () => ({ pixelRatio: 2, windowWidth: 375, windowHeight: 667 }),
  setClipboardData: async (options: unknown) => record('setClipboardData', options),
  canIUse: (name: string) => !missingApis.has(name),
  requestSubscribeMessage: async (options: { tmplIds: string[] }) => {
    record('requestSubscribeMessage', options);
    if (subscribeAnswer === 'closed') throw { errMsg: 'requestSubscribeMessage:fail cancel', errCode: 0 };
    const answer = subscribeAnswer;
    return { errMsg: 'requestSubscribeMessage:ok', ...Object.fromEntries(options.tmplIds.map((id) => [id, answer === null ? 'accept' : (answer[id] ?? 'reject')])) };
  },
};

export default Taro;
