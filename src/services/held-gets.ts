// GETs started ahead of the screen that needs them (the first page's reads, from the app entry on H5, so
// they travel while the page's code downloads). The screen's own identical GET takes the held answer once;
// anything not taken within a few seconds is dropped so no later visit sees an old answer.
import type { Transport, TransportRequest, TransportResponse } from '@fund/core/ports';

const HOLD_MS = 10000;
const held = new Map<string, Promise<TransportResponse>>();
const keyOf = (req: TransportRequest): string => `${req.method} ${req.url}`;

/** The app's transport: a GET someone started ahead is answered from that request. */
export function takingHeldGets(inner: Transport): Transport {
  return {
    ...inner,
    request(req) {
      const early = req.method === 'GET' ? held.get(keyOf(req)) : undefined;
      if (early === undefined) return inner.request(req);
      held.delete(keyOf(req));
      return early;
    },
  };
}

/** A transport for reading ahead: each GET it sends is held for the first identical request of the app. */
export function holdingGets(inner: Transport): Transport {
  return {
    ...inner,
    request(req) {
      const answer = inner.request(req);
      if (req.method === 'GET') {
        const key = keyOf(req);
        held.set(key, answer);
        answer.catch(() => undefined);
        setTimeout(() => {
          if (held.get(key) === answer) held.delete(key);
        }, HOLD_MS);
      }
      return answer;
    },
  };
}
