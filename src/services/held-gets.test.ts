import type { Transport, TransportRequest } from '@fund/core/ports';
import { holdingGets, takingHeldGets } from './held-gets';

function countingTransport() {
  const sent: string[] = [];
  const transport: Transport = {
    request: async (req) => {
      sent.push(`${req.method} ${req.url}`);
      return { status: 200, statusText: 'ok', headers: {}, data: { n: sent.length } };
    },
    upload: async () => ({ status: 200, statusText: 'ok', headers: {}, data: null }),
  };
  return { transport, sent };
}

const get = (url: string): TransportRequest => ({ method: 'GET', url, headers: {}, timeoutMs: 1000 });

describe('held GETs', () => {
  it('answers the first identical GET from the request started ahead, then asks the network again', async () => {
    const { transport, sent } = countingTransport();
    await holdingGets(transport).request(get('/api/v1/funds/000001/'));
    const app = takingHeldGets(transport);
    expect((await app.request(get('/api/v1/funds/000001/'))).data).toEqual({ n: 1 });
    expect((await app.request(get('/api/v1/funds/000001/'))).data).toEqual({ n: 2 });
    expect(sent).toHaveLength(2);
  });

  it('never answers another URL or a write from a held GET', async () => {
    const { transport, sent } = countingTransport();
    await holdingGets(transport).request(get('/api/v1/funds/000002/'));
    const app = takingHeldGets(transport);
    await app.request(get('/api/v1/funds/000003/'));
    await app.request({ ...get('/api/v1/funds/000002/'), method: 'POST' });
    expect(sent).toEqual(['GET /api/v1/funds/000002/', 'GET /api/v1/funds/000003/', 'POST /api/v1/funds/000002/']);
  });
});
