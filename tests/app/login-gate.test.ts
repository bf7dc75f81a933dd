// The H5 boot and every in-app navigation pass core's route table through src/platform/login-gate: here every
// login-only route of the table, for a guest, goes to login with next set to the address opened, and a
// logged-in user goes where they asked. (tests/e2e/guest-login-gate opens one route per area in Chromium.)
import Taro from '@tarojs/taro';
import { SESSION_KEYS } from '@fund/core/api';
import { LOGIN_PATH, ROUTES, matchUrl } from '@fund/core/navigation';
import { gatedUrl } from '@/platform/login-gate';

/** An address of the route, ids filled with a plain number (the gate acts before any record is read). */
const addressOf = (pattern: string) => pattern.replace(/\{\w+\}/g, '1');
const LOGIN_ONLY = ROUTES.filter((route) => route.auth === 'login');

afterEach(() => Taro.removeStorageSync(SESSION_KEYS.accessToken));

describe('the login gate over the whole route table', () => {
  it('covers the table', () => {
    expect(LOGIN_ONLY.length).toBeGreaterThan(50);
  });

  it.each(LOGIN_ONLY.map((route) => [addressOf(route.pattern), Boolean(route.tab)] as const))('a guest on %s', (address, tab) => {
    const target = new URL(gatedUrl(address), 'https://h5.example');
    // Tab pages show their own guest state (with a login button) instead.
    if (tab) expect(target.pathname).toBe(address);
    else expect({ path: target.pathname, next: target.searchParams.get('next') }).toEqual({ path: LOGIN_PATH, next: address });
  });

  it.each(LOGIN_ONLY.map((route) => addressOf(route.pattern)))('a logged-in user on %s stays there', (address) => {
    Taro.setStorageSync(SESSION_KEYS.accessToken, 'token');
    expect(gatedUrl(address)).toBe(address);
  });

  it('leaves the public routes open to a guest', () => {
    const open = ROUTES.filter((route) => route.auth !== 'login').map((route) => addressOf(route.pattern));
    expect(open.filter((address) => matchUrl(gatedUrl(address))?.route.pattern === LOGIN_PATH && address !== LOGIN_PATH)).toEqual([]);
  });
});
