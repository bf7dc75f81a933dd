import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { failureRetryable, failureText, isNetworkFailure } from '@fund/core/api';

export type AsyncState<T> =
  | { status: 'loading'; data: T | null; error: null; retryable: true }
  | { status: 'ready'; data: T; error: null; retryable: true }
  // retryable: the catalogue's word on whether 重试 can help (network, 5xx) or the view needs a way on (404).
  | { status: 'error'; data: T | null; error: string; retryable: boolean; network?: boolean };

/**
 * Loads once on mount (and whenever `deps` change), keeps the last data while reloading, and turns a
 * failure into the error catalogue's text. Answers to stale requests are dropped.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { reload: () => Promise<void> } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: null, error: null, retryable: true });
  const generation = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when `load` is a new load (useEffect's contract)
  const run = useCallback(load, deps);

  const reload = useCallback(async () => {
    generation.current += 1;
    const mine = generation.current;
    setState((prev) => ({ status: 'loading', data: prev.data, error: null, retryable: true }));
    try {
      const data = await run();
      // What the answer draws (a whole page section) renders in slices, so a slow phone stays responsive.
      if (mine === generation.current) startTransition(() => setState({ status: 'ready', data, error: null, retryable: true }));
    } catch (err) {
      if (mine === generation.current) setState((prev) => ({ status: 'error', data: prev.data, error: failureText(err), retryable: failureRetryable(err), network: isNetworkFailure(err) }));
    }
  }, [run]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
