import { startTransition } from 'react';
import { Current } from '@tarojs/runtime';

type Mount = (...args: unknown[]) => void;

/**
 * Taro's H5 app shows a page by a forceUpdate of its root, an urgent update that React renders in one
 * task: the whole first page, hundreds of milliseconds on a slow phone with nothing else able to run. In a
 * transition React renders it in slices of a few milliseconds and commits once it is whole; Taro's
 * callback (the page's onLoad, its classes, onShow) still runs after that commit.
 * Runs once the app entry has created the app (a microtask after it), before the first page's code arrives.
 */
export function mountPagesInSlices(): void {
  queueMicrotask(() => {
    const app = Current.app as { mount?: Mount } | null;
    const mount = app?.mount;
    if (app === null || typeof mount !== 'function') return;
    app.mount = (...args: unknown[]) => startTransition(() => mount.apply(app, args));
  });
}
