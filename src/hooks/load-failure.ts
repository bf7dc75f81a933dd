// The first failed load of a screen's several loads, with the catalogue's word on whether 重试 can help.
import type { AsyncState } from './useAsync';

export interface LoadFailure {
  error: string;
  retryable: boolean;
}

/** The first load (in the caller's order) that failed, or null while none has. */
export function firstFailure(...loads: ReadonlyArray<AsyncState<unknown>>): LoadFailure | null {
  for (const load of loads) if (load.status === 'error') return { error: load.error, retryable: load.retryable };
  return null;
}
