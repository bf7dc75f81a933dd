// Stands in for universal-router in the H5 build (config/index.ts aliases it here). Taro's router matches a
// URL against the app's ~200 routes in order, compiling each route's path patterns on first use; a page late in
// that order (a fund's /s/{symbol}/) had them all compiled in the one task that starts the router: tens of
// milliseconds, four times that on a slow phone. Here they are compiled ahead, a few per task, with exactly the
// options universal-router itself compiles with, and the first resolve waits for them.
import { match } from 'path-to-regexp';
import UniversalRouter, { type ResolveContext, type Route, type RouteResult, type Routes, type RouterOptions } from 'universal-router/module.js';

const SLICE_MS = 4;

/** Runs `run` in a task of its own (a MessageChannel message: not slowed down in a background tab, unlike a timer). */
function nextTask(run: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(run, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.onmessage = null;
    run();
  };
  channel.port2.postMessage(0);
}

/** Compiles each route's matcher as universal-router's matchRoute would (a leaf matches to the end), in slices. */
export function compileRoutesInSlices(routes: readonly Route[], options: object, sliceMs = SLICE_MS): Promise<void> {
  return new Promise((resolve) => {
    let next = 0;
    const step = () => {
      const start = Date.now();
      while (next < routes.length && Date.now() - start < sliceMs) {
        const route = routes[next];
        next += 1;
        if (route !== undefined && route.match === undefined) route.match = match(route.path ?? '', { end: !route.children, ...options });
      }
      if (next < routes.length) nextTask(step);
      else resolve();
    };
    nextTask(step);
  });
}

export default class SlicedRouter extends UniversalRouter {
  private readonly compiled: Promise<void>;

  constructor(routes: Routes | Route, options?: RouterOptions) {
    super(routes, options);
    this.compiled = compileRoutesInSlices(this.root.children ?? [], this.options);
  }

  override resolve(pathnameOrContext: string | ResolveContext): Promise<RouteResult<unknown>> {
    return this.compiled.then(() => super.resolve(pathnameOrContext));
  }
}
