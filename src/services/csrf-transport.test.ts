import { createMemoryStore, type Transport, type TransportRequest, type TransportResponse } from '@fund/core/ports';
import { withCsrf } from './csrf-transport';

const ok = (status = 200): TransportResponse => ({ status, statusText: '', headers: {}, data: {} });
const req = (method: TransportRequest['method']): TransportRequest => ({ url: '/api/v1/x/', method, headers: {}, timeoutMs: 1000 });

function fakeServer(valid: () => string) {
  const seen: TransportRequest[] = [];
  const transport: Transport = {
    request: async (r) => {
      seen.push(r);
      if (r.method === 'GET') return ok();
      return ok(r.headers['X-CSRFToken'] === valid() ? 200 : 403);
    },
    upload: async () => ok(),
  };
  return { transport, seen };
}

describe('CSRF for unsafe calls', () => {
  it('fetches a token once before the first unsafe calls, and sends GETs untouched', async () => {
    const store = createMemoryStore();
    const server = fakeServer(() => 't1');
    const fetchToken = jest.fn(async () => 't1');
    const transport = withCsrf(server.transport, { store, fetchToken });
    const answers = await Promise.all([transport.request(req('POST')), transport.request(req('DELETE')), transport.request(req('GET'))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(store.getItem('csrftoken')).toBe('t1');
    expect(server.seen.find((r) => r.method === 'GET')?.headers).toEqual({});
  });

  it('renews a refused token and sends the call once more', async () => {
    const store = createMemoryStore({ csrftoken: 'stale' });
    const server = fakeServer(() => 'fresh');
    const transport = withCsrf(server.transport, { store, fetchToken: async () => 'fresh' });
    expect((await transport.request(req('POST'))).status).toBe(200);
    expect(server.seen.map((r) => r.headers['X-CSRFToken'])).toEqual(['stale', 'fresh']);
    expect(store.getItem('csrftoken')).toBe('fresh');
  });

  it('does not loop when a fresh token is refused too', async () => {
    const store = createMemoryStore();
    const server = fakeServer(() => 'never');
    const transport = withCsrf(server.transport, { store, fetchToken: async () => 'mine' });
    expect((await transport.request(req('POST'))).status).toBe(403);
    expect(server.seen).toHaveLength(1);
  });
});
