import { createMemoryStore } from '../../ports';
import { createApiClient } from '../client/api-client';
import type { RequestInput } from '../client/api-client';
import { createIntentFactory } from '../client/idempotency';
import { API } from '../contract/api-list';
import { createFakeClock, createFakeTransport, ok } from '../testing/fake-ports';
import { accountExtrasApi } from '../../account/api/account-extras-api';
import { accountsApi } from '../../account/api/accounts-api';
import { createApi } from './create-api';
import { tradingApi } from '../../trade/api/trading-api';

type LooseEndpoint = ((input?: RequestInput) => Promise<unknown>) & { cached?: unknown };

function setup(stored: Record<string, string> = {}) {
  const transport = createFakeTransport();
  const store = createMemoryStore(stored);
  const clock = createFakeClock();
  const client = createApiClient({ transport, store, clock });
  return { transport, store, clock, client };
}

/** Every `{param}` filled with a marker, and the wildcard with a channel suffix. */
function inputFor(path: string): RequestInput {
  const params: Record<string, string> = {};
  for (const m of path.matchAll(/\{(\w+)\}/g)) params[m[1] ?? ''] = `P-${m[1] ?? ''}`;
  if (path.endsWith('*')) params['*'] = '_toutiao/';
  return { params, body: {}, intent: { key: 'k' }, file: { filePath: 'tmp.png' } };
}

function expectedUrl(path: string): string {
  return `/api/v1${path.replace(/\{(\w+)\}/g, 'P-$1').replace(/\*$/, '_toutiao/')}`;
}

describe('endpoints', () => {
  it('reach every entry of API with its method and path, and offer nothing else', async () => {
    const { transport, client } = setup();
    const api = createApi(client) as unknown as Record<string, Record<string, LooseEndpoint>>;
    const seen: string[] = [];
    for (const entry of API) {
      const [area, key] = entry.name.split('.') as [string, string];
      const endpoint = api[area]?.[key];
      expect(typeof endpoint).toBe('function');
      if (!endpoint) continue;
      const before = transport.requests.length + transport.uploads.length;
      await endpoint(inputFor(entry.path));
      const sent = transport.requests[transport.requests.length - 1];
      const uploaded = transport.uploads[transport.uploads.length - 1];
      expect(transport.requests.length + transport.uploads.length).toBe(before + 1);
      const last = entry.path === '/accounts/avatar/' && entry.method === 'POST' ? { method: 'POST', url: uploaded?.url } : { method: sent?.method, url: sent?.url };
      expect(last).toEqual({ method: entry.method, url: expectedUrl(entry.path) });
      seen.push(entry.name);
    }
    const offered = Object.entries(api).flatMap(([area, fns]) => Object.keys(fns).filter((k) => k !== 'logout').map((k) => `${area}.${k}`));
    expect(offered.sort()).toEqual(seen.sort());
  });

  it('give cached calls a .cached form and the others none', () => {
    const { client } = setup();
    const api = createApi(client);
    expect(typeof api.funds.list.cached).toBe('function');
    expect(typeof api.feed.recommend.cached).toBe('function');
    expect((api.funds.recommend as LooseEndpoint).cached).toBeUndefined();
  });

  it('store the access token after login and signup, send the signup extras, and revoke then clear it on logout', async () => {
    const { transport, store, client } = setup({ from_ad: 'ad-7', from_wd: 'wd-1', invite_code: 'INV9' });
    const accounts = accountsApi(client);
    transport.reply(ok({ token: { access_token: 'after-login' } }), ok({ token: { access_token: 'after-signup' } }));
    await accounts.login({ body: { mobile: '13800000000', password: 'secret1' } });
    expect(store.getItem('access_token')).toBe('after-login');
    await accounts.signup({ body: { mobile: '13800000000', captcha: '1234', password: 'abc123' } });
    expect(transport.requests[1]?.body).toEqual({ from_ad: 'ad-7', from_wd: 'wd-1', invite_code: 'INV9', mobile: '13800000000', captcha: '1234', password: 'abc123' });
    expect(store.getItem('access_token')).toBe('after-signup');
    transport.reply(ok({ detail: '已退出登录' }));
    await accounts.logout();
    expect(transport.requests[2]).toEqual(expect.objectContaining({ method: 'POST', url: '/api/v1/accounts/logout/' }));
    expect(transport.requests[2]?.headers).toEqual(expect.objectContaining({ Authorization: 'Token after-signup' }));
    expect(store.getItem('access_token')).toBeNull();
  });

  it('do not store anything when login fails', async () => {
    const { transport, store, client } = setup();
    transport.reply(ok({ errors: { account_invalid: ['帐号或密码错误，请重新输入。'] } }, 400));
    await expect(accountsApi(client).login({ body: { mobile: '1', password: '2' } })).rejects.toMatchObject({ keys: ['account_invalid'] });
    expect(store.getItem('access_token')).toBeNull();
  });

  it('type money-moving calls so the intent cannot be forgotten', async () => {
    const { transport, clock, client } = setup();
    const trading = tradingApi(client);
    const intent = createIntentFactory(clock)();
    await trading.buy({ body: { fund_id: 1, bank_card_id: 2, amount: '100.00', password: '123456' }, intent });
    // @ts-expect-error a buy needs its intent
    await expect(trading.buy({ body: { fund_id: 1, bank_card_id: 2, amount: '100.00', password: '123456' } })).rejects.toThrow('intent');
    expect(transport.requests[0]?.headers['Idempotency-Key']).toBe(intent.key);
  });

  it('bind the account extras outside the inventory the same way', async () => {
    const { transport, client } = setup();
    await accountExtrasApi(client).setDefaultBankCard({ params: { id: 5 } });
    expect(transport.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/accounts/bank_cards/5/set_default/' });
  });
});
