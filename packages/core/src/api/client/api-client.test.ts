import { createMemoryStore, TransportError } from '../../ports';
import { route } from '../contract/route';
import { createFakeClock, createFakeTransport, httpFailure, ok } from '../testing/fake-ports';
import { createApiClient } from './api-client';
import type { ApiClientOptions } from './api-client';
import { ApiError } from './api-error';

const list = route('GET', '/symbols/funds/');
const login = route('POST', '/accounts/login/');
const avatar = route('POST', '/accounts/avatar/', { upload: 'avatar' });
const buy = route('POST', '/funds/buy/', { idempotent: true });

function setup(extra: Partial<ApiClientOptions> = {}, stored: Record<string, string> = {}) {
  const transport = createFakeTransport();
  const store = createMemoryStore(stored);
  const client = createApiClient({ transport, store, clock: createFakeClock(), ...extra });
  return { transport, store, client };
}

async function failureOf(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('request wrapper', () => {
  it('GETs origin + /api/v1 + path with the query encoded and the 20000 ms timeout', async () => {
    const { transport, client } = setup({ origin: 'https://api.example.com/' });
    transport.reply(ok({ results: [] }));
    await client.send(list, { query: { sort: '-percent_year', q: '易方达 A&B', page: 1, skip: undefined } });
    expect(transport.requests[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.example.com/api/v1/symbols/funds/?sort=-percent_year&q=%E6%98%93%E6%96%B9%E8%BE%BE%20A%26B&page=1',
      timeoutMs: 20000,
    });
    expect(transport.requests[0]?.body).toBeUndefined();
  });

  it('passes a configured timeout through to the transport', async () => {
    const { transport, client } = setup({ timeoutMs: 5000 });
    await client.send(list);
    expect(transport.requests[0]?.timeoutMs).toBe(5000);
  });

  it('sends X-CSRFToken from the stored csrftoken and Authorization: Token from the stored access token', async () => {
    const { transport, client } = setup({}, { csrftoken: 'csrf-1', access_token: 'tok-9' });
    await client.send(list);
    expect(transport.requests[0]?.headers).toEqual({ 'X-CSRFToken': 'csrf-1', Authorization: 'Token tok-9' });
  });

  it('sends neither header when nothing is stored', async () => {
    const { transport, client } = setup();
    await client.send(list);
    expect(transport.requests[0]?.headers).toEqual({});
  });

  it('POSTs JSON with path params filled', async () => {
    const { transport, client } = setup();
    await client.send(route('POST', '/users/{id}/follow/'), { params: { id: 7 }, body: { a: 1 } });
    expect(transport.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/users/7/follow/', body: { a: 1 }, headers: { 'Content-Type': 'application/json' } });
  });

  it('uses PUT and DELETE as the route says', async () => {
    const { transport, client } = setup();
    await client.send(route('PUT', '/store/{id}/'), { params: { id: 'a/b' }, body: { description: 'x' } });
    await client.send(route('DELETE', '/statuses/{id}/'), { params: { id: 3 } });
    expect(transport.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /api/v1/store/a%2Fb/', 'DELETE /api/v1/statuses/3/']);
  });

  it('returns the data of a successful answer through the answer transformer', async () => {
    const { transport, client } = setup({ transformAnswer: (data, r) => ({ wrapped: data, path: r.path }) });
    transport.reply(ok({ token: { access_token: 'x' } }));
    await expect(client.send(login, { body: {} })).resolves.toEqual({ wrapped: { token: { access_token: 'x' } }, path: '/accounts/login/' });
  });

  it('rejects a body with errors: the title joins the first message of each field, the keys are kept', async () => {
    const { transport, client } = setup();
    transport.reply(ok({ errors: { amount: ['最低买入100元', '第二条'], bank_card_id: ['请选择银行卡'] } }, 400));
    const e = await failureOf(client.send(login, { body: {} }));
    expect(e.title).toBe('最低买入100元；请选择银行卡');
    expect(e.keys).toEqual(['amount', 'bank_card_id']);
    expect(e.status).toBe(400);
  });

  it('treats errors in a 200 answer as a failure too', async () => {
    const { transport, client } = setup();
    transport.reply(ok({ errors: { mobile_error: ['请输入正确的帐号'] } }));
    const e = await failureOf(client.send(login, { body: {} }));
    expect(e).toMatchObject({ status: 200, title: '请输入正确的帐号', keys: ['mobile_error'] });
  });

  it("uses the transport's status text for an HTTP failure without errors", async () => {
    const { transport, client } = setup();
    transport.reply(httpFailure(502, 'Bad Gateway', '<html>'));
    const e = await failureOf(client.send(list));
    expect(e).toMatchObject({ status: 502, title: 'Bad Gateway', keys: [] });
  });

  it('never leaves the title empty when the platform gives no status text', async () => {
    const { transport, client } = setup();
    transport.reply(httpFailure(500, ''), new TransportError(''));
    expect((await failureOf(client.send(list))).title).toBe('数据请求失败，请稍后重试');
    expect((await failureOf(client.send(list))).title).toBe('网络连接失败，请检查网络');
  });

  it('turns a transport failure into status -1 with its status text', async () => {
    const { transport, client } = setup();
    transport.reply(new TransportError('request:fail timeout', true));
    const e = await failureOf(client.send(list));
    expect(e).toMatchObject({ status: -1, title: 'request:fail timeout', timedOut: true });
  });

  it('lets the failure hook see every failure before the caller', async () => {
    const seen: number[] = [];
    const { transport, client } = setup({ onFailure: (e) => void seen.push(e.status) });
    transport.reply(httpFailure(429, 'Too Many Requests'), new TransportError('offline'));
    await failureOf(client.send(list));
    await failureOf(client.send(list));
    expect(seen).toEqual([429, -1]);
  });

  it('uploads an image as multipart under the route field name, content type left to the platform', async () => {
    const { transport, client } = setup({}, { csrftoken: 'c', access_token: 't' });
    transport.reply(ok({ avatar_xs: 'xs' }));
    await expect(client.send(avatar, { file: { filePath: 'wxfile://tmp/a.png', formData: { crop: '1' } } })).resolves.toEqual({ avatar_xs: 'xs' });
    expect(transport.requests).toHaveLength(0);
    expect(transport.uploads[0]).toEqual({
      url: '/api/v1/accounts/avatar/',
      name: 'avatar',
      filePath: 'wxfile://tmp/a.png',
      formData: { crop: '1' },
      headers: { 'X-CSRFToken': 'c', Authorization: 'Token t' },
      timeoutMs: 20000,
    });
  });

  it('carries the intent key as Idempotency-Key on money-moving calls and refuses them without one', async () => {
    const { transport, client } = setup();
    await client.send(buy, { body: {}, intent: { key: 'k-1' } });
    expect(transport.requests[0]?.headers['Idempotency-Key']).toBe('k-1');
    await expect(client.send(buy, { body: {} })).rejects.toThrow('intent');
    await client.send(login, { body: {}, intent: { key: 'ignored' } });
    expect(transport.requests[1]?.headers['Idempotency-Key']).toBeUndefined();
  });
});
