import { actAsGuest, calls, resetTaroFake, setPageStack } from '../../tests/jest/taro-fake';
import { back, backToRemembered, currentSpecUrl, navigate, relaunch } from './navigation';
import { storage } from './storage';

beforeEach(() => resetTaroFake());

const page = (route: string, options: Record<string, string> = {}) => ({ route, options });

describe('navigation by spec URL', () => {
  it('pushes the page of a spec URL with its path params and query', async () => {
    await expect(navigate('/s/000001/buy/?amount=100')).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    const { api, options } = calls[0] as { api: string; options: { url: string } };
    expect(api).toBe('navigateTo');
    expect(options.url).toMatch(/^\/trade\/[\w-]+\/index\?/);
    expect(options.url).toContain('symbol=000001');
    expect(options.url).toContain('amount=100');
  });

  it('switches tabs without a query', async () => {
    await navigate('/symbols/funds/');
    expect(calls[0]).toEqual({ api: 'switchTab', options: { url: '/pages/funds/index' } });
  });

  it('replaces the top page when asked, or when the stack is full', async () => {
    await navigate('/accounts/login/', { replace: true });
    expect(calls[0]?.api).toBe('redirectTo');
    setPageStack(Array.from({ length: 10 }, () => page('pages/index/index')));
    await navigate('/accounts/signup/');
    expect(calls[1]?.api).toBe('redirectTo');
  });

  it('refuses a URL no route knows', async () => {
    await expect(navigate('/no/such/screen/')).resolves.toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('goes back, or relaunches the fallback when the page was opened directly', async () => {
    setPageStack([page('pages/index/index'), page('accounts/login/index')]);
    await back();
    expect(calls[0]).toEqual({ api: 'navigateBack', options: { delta: 1 } });
    setPageStack([page('accounts/login/index')]);
    await back('/');
    expect(calls[1]).toEqual({ api: 'reLaunch', options: { url: '/pages/index/index' } });
  });

  it('reads the current page back as its spec URL for a login redirect', () => {
    setPageStack([page('pages/index/index')]);
    expect(currentSpecUrl()).toBe('/');
    setPageStack([page('trade/fund-buy/index', { symbol: '000001', amount: '100' })]);
    expect(currentSpecUrl()).toBe('/s/000001/buy/?amount=100');
    // WeChat hands options over percent-encoded: they are decoded once, not encoded twice.
    setPageStack([page('symbols/search/index', { q: encodeURIComponent('沪深 300') })]);
    expect(currentSpecUrl()).toBe(`/search/?q=${encodeURIComponent('沪深 300')}`);
    setPageStack([]);
    expect(currentSpecUrl()).toBe('/');
  });
});

describe('back-navigation memory', () => {
  // Trade details need a login: these journeys are a logged-in investor's.
  beforeEach(() => storage.setItem('access_token', 'token'));

  it('remembers where a screen with a memory was opened from, and its back returns there', async () => {
    setPageStack([page('pages/mine/index')]);
    await navigate('/accounts/funds/trades/12/');
    // The user arrived at the trade detail some other way (a reload): back still leads to mine.
    setPageStack([page('trade/funds-trades-detail/index', { id: '12' })]);
    await backToRemembered();
    expect(calls.at(-1)).toEqual({ api: 'reLaunch', options: { url: '/pages/mine/index' } });
  });

  it('goes back in the stack when the remembered page is underneath', async () => {
    setPageStack([page('trade/funds-trades/index')]);
    await navigate('/accounts/funds/trades/12/');
    setPageStack([page('trade/funds-trades/index'), page('trade/funds-trades-detail/index', { id: '12' })]);
    await backToRemembered();
    expect(calls.at(-1)).toEqual({ api: 'navigateBack', options: { delta: 1 } });
  });

  it('opens the remembered page in place when it is not underneath, and falls back to / with nothing remembered', async () => {
    setPageStack([page('trade/funds-trades/index')]);
    await navigate('/accounts/funds/trades/12/');
    setPageStack([page('trade/funds-trades-detail/index', { id: '12' })]);
    await backToRemembered();
    expect(calls.at(-1)?.api).toBe('redirectTo');
    expect((calls.at(-1)?.options as { url: string }).url).toMatch(/^\/trade\/funds-trades\/index/);
    resetTaroFake();
    setPageStack([page('trade/funds-trades-detail/index', { id: '12' })]);
    await backToRemembered();
    expect(calls.at(-1)).toEqual({ api: 'reLaunch', options: { url: '/pages/index/index' } });
  });
});

describe('back memory and flows', () => {
  // Trade details need a login: these journeys are a logged-in investor's.
  beforeEach(() => storage.setItem('access_token', 'token'));

  it('a replacing step does not overwrite what a flow remembered', async () => {
    setPageStack([page('trade/funds-trades/index')]);
    await navigate('/accounts/funds/trades/12/');
    setPageStack([page('accounts/bank-cards-bind/index')]);
    await navigate('/accounts/funds/trades/12/', { replace: true });
    setPageStack([page('trade/funds-trades-detail/index', { id: '12' })]);
    await backToRemembered();
    expect((calls.at(-1)?.options as { url: string }).url).toMatch(/^\/trade\/funds-trades\/index/);
  });
});

describe('the login gate', () => {
  const LOGIN_ONLY = '/accounts/trade_password/change/';
  beforeEach(() => actAsGuest());

  it('sends a guest who opens a login-only page to login, with next set to that page', async () => {
    await expect(navigate(LOGIN_ONLY)).resolves.toBe(true);
    const { api, options } = calls[0] as { api: string; options: { url: string } };
    expect(api).toBe('navigateTo');
    expect(options.url.startsWith('/accounts/login/index?')).toBe(true);
    expect(new URLSearchParams(options.url.split('?')[1]).get('next')).toBe(LOGIN_ONLY);
  });

  it('opens the page itself once logged in', async () => {
    storage.setItem('access_token', 'token');
    await navigate(LOGIN_ONLY);
    expect((calls[0]?.options as { url: string }).url).toMatch(/^\/accounts\/trade-password-change\/index/);
  });

  it('lets a guest onto a tab page (我的 shows its own guest state) and onto open pages', async () => {
    await navigate('/accounts/mine/');
    expect(calls[0]?.api).toBe('switchTab');
    await navigate('/s/000001/');
    expect((calls[1]?.options as { url: string }).url).not.toMatch(/login/);
  });

  it('gates a relaunch', async () => {
    await relaunch(LOGIN_ONLY);
    expect((calls[0]?.options as { url: string }).url.startsWith('/accounts/login/index?')).toBe(true);
  });
});
