import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '@fund/core';

export type AsyncState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: string };

/**
 * Loads once on mount (and whenever `deps` change), keeps the last data while reloading, and turns a
 * failure into the error catalogue's text. Answers to stale requests are dropped.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { reload: () => Promise<void> } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: null, error: null });
  const generation = useRef(0);
  const run = useCallback(load, deps);

  const reload = useCallback(async () => {
    generation.current += 1;
    const mine = generation.current;
    setState((prev) => ({ status: 'loading', data: prev.data, error: null }));
    try {
      const data = await run();
      if (mine === generation.current) setState({ status: 'ready', data, error: null });
    } catch (err) {
      if (mine === generation.current) setState((prev) => ({ status: 'error', data: prev.data, error: failureText(err) }));
    }
  }, [run]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
