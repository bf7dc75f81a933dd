// A page's view of a shared resource: loads it on mount (once for all pages), loads again when it turns
// stale while shown, and re-renders only when the selected part changes.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { isLoggedIn } from '@fund/core/api';
import { storage } from '@/platform';
import type { AsyncState } from '@/hooks/useAsync';
import type { Resource, ResourceState } from './resource-store';

export type ResourceView<T> = AsyncState<T> & { reload: () => Promise<void> };

/** The resource as useAsync's state (idle reads as loading), so screens keep their loading and error views. */
export function viewOf<T>(state: ResourceState<T>, reload: () => Promise<void>): ResourceView<T> {
  if (state.status === 'error') return { status: 'error', data: state.data, error: state.error ?? '', retryable: state.retryable, network: state.network, reload };
  if (state.status === 'ready' && state.data !== null) return { status: 'ready', data: state.data, error: null, retryable: true, reload };
  return { status: 'loading', data: state.data, error: null, retryable: true, reload };
}

/**
 * `enabled: false` asks nothing and shows what the store holds. Without a session nothing is asked either:
 * a page left open after a logout (or an expired token) shows empty instead of asking as nobody.
 */
export function useResource<T>(resource: Resource<T>, { enabled = true }: { enabled?: boolean } = {}): ResourceView<T> {
  const state = useStore(resource.store);
  useEffect(() => {
    if (enabled && (state.status === 'idle' || state.stale) && isLoggedIn(storage)) void resource.ensure();
  }, [resource, enabled, state.status, state.stale, state.session]);
  return viewOf(state, resource.refresh);
}

/** One part of a resource's data (e.g. a total), re-rendering only when that part changes. */
export function useResourceData<T, S>(resource: Resource<T>, select: (data: T | null) => S): S {
  return useStore(resource.store, (s) => select(s.data));
}
