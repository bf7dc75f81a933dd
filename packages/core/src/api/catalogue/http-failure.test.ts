import { createMemoryStore } from '../../ports';
import { ApiError } from '../client/api-error';
import { createFakeClock } from '../testing/fake-ports';
import { createSessionExpiryHandler, failureDecision, failureRetryable } from './http-failure';

describe('generic failure rows', () => {
  it.each([
    [new ApiError(-1, 'request:fail'), '网络连接失败，请检查网络'],
    [new ApiError(429, 'Too Many Requests'), '请求过于频繁，请稍后重试'],
    [new ApiError(401, 'Unauthorized'), '登录认证失败，请重新登录'],
    [new ApiError(500, 'Internal Server Error'), '数据请求失败，请稍后重试'],
    [new ApiError(404, ''), '请求的数据不存在'],
    [ApiError.fromErrors(400, { amount: ['最低买入100元'], card: ['请选择银行卡'] }), '最低买入100元；请选择银行卡'],
    [new Error('boom'), '数据请求失败，请稍后重试'],
  ])('%s is a toast: %s', (error, text) => {
    expect(failureDecision(error)).toEqual({ kind: 'toast', text, buttons: [] });
  });

  it('shows the login-expired text for a 401 even when it carries an errors map', () => {
    expect(failureDecision(ApiError.fromErrors(401, { detail: ['认证信息无效'] })).text).toBe('登录认证失败，请重新登录');
  });
});

describe('whether a failure is worth retrying', () => {
  it.each([
    [new ApiError(-1, 'request:fail'), true],
    [new ApiError(500, 'Internal Server Error'), true],
    [new ApiError(503, ''), true],
    [new ApiError(429, ''), true],
    [ApiError.fromErrors(404, { detail: ['该基金不存在'] }), false],
    [new ApiError(400, ''), false],
    [new Error('boom'), true],
  ])('%s: %s', (error, retryable) => {
    expect(failureRetryable(error)).toBe(retryable);
  });

  it("shows the server's own words for a missing record", () => {
    expect(failureDecision(ApiError.fromErrors(404, { detail: ['该基金不存在'] })).text).toBe('该基金不存在');
  });
});

describe('401 login redirect', () => {
  function setup() {
    const clock = createFakeClock();
    const visited: string[] = [];
    const store = createMemoryStore({ access_token: 'old' });
    const page = { url: '/s/000001/buy/?amount=100' };
    const handler = createSessionExpiryHandler({ clock, navigate: (url) => void visited.push(url), currentUrl: () => page.url, store });
    return { clock, visited, store, handler, page };
  }

  it('does not redirect when the user has left the failing page within 2500 ms', () => {
    const { clock, visited, handler, page } = setup();
    handler.onFailure(new ApiError(401, 'Unauthorized'));
    clock.advance(1000);
    page.url = '/';
    clock.advance(1500);
    expect(visited).toEqual([]);
    // A later 401 on the page now on top redirects with that page as next.
    handler.onFailure(new ApiError(401, 'Unauthorized'));
    clock.advance(2500);
    expect(visited).toEqual([`/accounts/login/?next=${encodeURIComponent('/')}`]);
  });

  it('navigates to login with next = current path and query 2500 ms later, not at 2499 ms', () => {
    const { clock, visited, handler } = setup();
    handler.onFailure(new ApiError(401, 'Unauthorized'));
    clock.advance(2499);
    expect(visited).toEqual([]);
    clock.advance(1);
    expect(visited).toEqual([`/accounts/login/?next=${encodeURIComponent('/s/000001/buy/?amount=100')}`]);
  });

  it('drops the expired token at once', () => {
    const { store, handler } = setup();
    handler.onFailure(new ApiError(401, 'Unauthorized'));
    expect(store.getItem('access_token')).toBeNull();
  });

  it('navigates once for several 401s in a row and ignores other failures', () => {
    const { clock, visited, handler } = setup();
    handler.onFailure(new ApiError(401, 'a'));
    clock.advance(1000);
    handler.onFailure(new ApiError(401, 'b'));
    handler.onFailure(new ApiError(500, 'c'));
    clock.advance(5000);
    expect(visited).toHaveLength(1);
  });

  it('can be cancelled before it fires', () => {
    const { clock, visited, handler } = setup();
    handler.onFailure(new ApiError(401, 'a'));
    handler.cancel();
    clock.advance(3000);
    expect(visited).toEqual([]);
  });
});
