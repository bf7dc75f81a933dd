// H5 pages share one copy of what they have in common. Taro splits only initial chunks, so each of the ~190
// lazily loaded pages carried its own copy of the same ~230 KB of node_modules (Taro's web components,
// polyfills) and ~100 KB of our own shared code (platform, API, core): 38 MB of JS that the build minified
// and compressed 190 times over. Two async chunks hold them instead, loaded once with the first page opened:
// the libraries any two pages use, and our modules that at least ten pages use (measured: 124 KB that
// removes 8.0 of the 8.7 MB still repeated; a lower threshold grows the chunk more than it saves).
import type Chain from 'webpack-chain';

type SplitChunks = { cacheGroups?: Record<string, unknown> } & Record<string, unknown>;

export function sharePageLibraries(chain: Chain): void {
  const splitChunks = chain.optimization.get('splitChunks') as SplitChunks | false | undefined;
  // Native-component builds turn splitting off; leave them so.
  if (!splitChunks) return;
  chain.optimization.splitChunks({
    ...splitChunks,
    cacheGroups: {
      ...splitChunks.cacheGroups,
      // React DOM in a script of its own: the browser compiles each script in a task of its own, and app.js
      // (~340 KB) was one long compile on the first screen.
      reactDom: { name: 'react-dom', chunks: 'initial', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 30, enforce: true },
      pageLibraries: { name: 'page-libs', chunks: 'async', minChunks: 2, test: /[\\/]node_modules[\\/]/, priority: 20 },
      pageCommon: { name: 'page-common', chunks: 'async', minChunks: 10, priority: 15 },
    },
  });
}
