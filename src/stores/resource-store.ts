// A piece of server data several pages share, in a zustand vanilla store: loaded once for all readers,
// marked stale when something changes it (then loaded again once), forgotten when the session ends.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { failureRetryable, failureText, isNetworkFailure } from '@fund/core/api';
import { onSessionEnd } from './session-end';

export interface ResourceState<T> {
  /** idle: never asked for (or forgotten); loading keeps the last data while it reloads. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T | null;
  /** The error catalogue's text for the last failure. */
  error: string | null;
  /** Whether 重试 can help (network, 5xx) or the view needs a way on (404). */
  retryable: boolean;
  network: boolean;
  /** Something changed the data on the server: the next reader (or a mounted one, at once) loads again. */
  stale: boolean;
  /** Counts the session ends: an open page loads again for whoever signs in next. */
  session: number;
}

export interface Resource<T> {
  store: StoreApi<ResourceState<T>>;
  /** Loads unless the data is there and fresh; readers asking at once share one request. */
  ensure(): Promise<void>;
  /** Loads now (pull-down refresh, 重试), keeping the data shown meanwhile. */
  refresh(): Promise<void>;
  /** Marks the data stale after a change made elsewhere. */
  invalidate(): void;
  /** Writes a change the app already knows (an answer it holds) without asking the server. */
  update(change: (data: T | null) => T): void;
  /** Forgets the data (the session ended). */
  reset(): void;
}

const EMPTY = { status: 'idle', data: null, error: null, retryable: true, network: false, stale: false, session: 0 } as const;

export interface ResourceOptions {
  /** Data older than this is loaded again by the next ensure() (a page shown again): figures that move on the server by themselves. */
  maxAgeMs?: number;
}

export function createResource<T>(load: () => Promise<T>, { maxAgeMs }: ResourceOptions = {}): Resource<T> {
  const store = createStore<ResourceState<T>>(() => ({ ...EMPTY }));
  let loadedAt = 0;
  // Each load has a number; the answer of one that a reset, invalidate or newer load overtook is dropped.
  let generation = 0;
  let inFlight: Promise<void> | null = null;

  const refresh = (): Promise<void> => {
    generation += 1;
    const mine = generation;
    store.setState({ status: 'loading', error: null });
    const run = (async () => {
      try {
        const data = await load();
        if (mine === generation) {
          loadedAt = Date.now();
          store.setState({ status: 'ready', data, error: null, retryable: true, network: false, stale: false });
        }
      } catch (err) {
        if (mine === generation) store.setState({ status: 'error', error: failureText(err), retryable: failureRetryable(err), network: isNetworkFailure(err) });
      } finally {
        if (mine === generation) inFlight = null;
      }
    })();
    inFlight = run;
    return run;
  };

  const reset = () => {
    generation += 1;
    inFlight = null;
    store.setState((s) => ({ ...EMPTY, session: s.session + 1 }), true);
  };
  onSessionEnd(reset);

  return {
    store,
    ensure() {
      const { status, stale } = store.getState();
      if (inFlight) return inFlight;
      const fresh = maxAgeMs === undefined || Date.now() - loadedAt < maxAgeMs;
      if (status === 'ready' && !stale && fresh) return Promise.resolve();
      return refresh();
    },
    refresh,
    invalidate() {
      // A load already under way may have read the data before the change: its answer must not count.
      generation += 1;
      inFlight = null;
      store.setState({ stale: true });
    },
    update(change) {
      store.setState((s) => ({ data: change(s.data) }));
    },
    reset,
  };
}
