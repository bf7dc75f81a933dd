// Every unsafe call must echo a CSRF token, and mini programs have no cookie to carry one: this
// transport fetches a token before the first unsafe call, keeps it in storage (where core's client
// reads it for the header), and on a refused token fetches a fresh one and sends the call once more.
import { CSRF_HEADER, SESSION_KEYS } from '@fund/core/api';
import type { KeyValueStore, Transport, TransportRequest } from '@fund/core/ports';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfOptions {
  store: KeyValueStore;
  /** Asks the server for a new token (a plain GET through the undecorated transport). */
  fetchToken: () => Promise<string>;
}

export function withCsrf(inner: Transport, { store, fetchToken }: CsrfOptions): Transport {
  let pending: Promise<string> | null = null;
  const freshToken = (): Promise<string> => {
    pending ??= fetchToken()
      .then((token) => {
        store.setItem(SESSION_KEYS.csrfToken, token);
        return token;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  const withToken = (req: TransportRequest, token: string): TransportRequest => ({ ...req, headers: { ...req.headers, [CSRF_HEADER]: token } });

  return {
    async request(req) {
      if (!UNSAFE.has(req.method)) return inner.request(req);
      const stored = store.getItem(SESSION_KEYS.csrfToken);
      const first = await inner.request(withToken(req, stored ?? (await freshToken())));
      if (first.status !== 403 || stored === null) return first;
      // An old token (expired, or from another server) is refused once: renew it and try again.
      return inner.request(withToken(req, await freshToken()));
    },
    async upload(req) {
      const token = store.getItem(SESSION_KEYS.csrfToken) ?? (await freshToken());
      return inner.upload({ ...req, headers: { ...req.headers, [CSRF_HEADER]: token } });
    },
  };
}
