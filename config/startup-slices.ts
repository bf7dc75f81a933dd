// The H5 app starts in one task: webpack evaluates the entry and every module it imports at once, about 100 ms
// on a fast machine and four times that on a slow phone, while the first screen is already up and a tap waits.
// This plugin first evaluates a few heavy modules of the entry's graph, each in a task of its own, and starts
// the entry after them: the entry then finds them evaluated and its own task is that much shorter. The entry's
// own work (app, tab bar, router) is sliced by entry-slices-loader.js.
// A module is listed here only when evaluating it before its turn changes nothing: it comes first in the entry's
// import order anyway, or it is pure (React DOM, core's route table), so the app starts as it did, in slices.
import path from 'node:path';
import type { Compiler, Module } from 'webpack';
import webpack from 'webpack';

const ENTRY_LOADER = path.join(__dirname, 'entry-slices-loader.js');

/** Modules evaluated before the entry, one task each, in this order (a package request or an absolute file). */
export type WarmModules = readonly string[];

interface ResourceModule {
  resource?: string;
  rootModule?: { resource?: string };
}

function resourceOf(module: Module): string | undefined {
  const m = module as unknown as ResourceModule;
  return m.resource ?? m.rootModule?.resource;
}

/**
 * Runs the chunk's startup (webpack's own, which evaluates the entry) after the listed modules, each in its own
 * task. A MessageChannel message, unlike a timer, is not slowed down in a background tab.
 */
export function slicedStartup(ids: readonly (string | number)[], startup: string): string {
  return [
    '(function () {',
    `  var warm = ${JSON.stringify(ids)};`,
    '  var channel = typeof MessageChannel === "function" ? new MessageChannel() : null;',
    '  function later() { if (channel) channel.port2.postMessage(0); else setTimeout(step, 0); }',
    '  function step() {',
    '    while (warm.length > 0) {',
    '      var id = warm.shift();',
    '      if (__webpack_require__.m[id] !== undefined) { __webpack_require__(id); return later(); }',
    '    }',
    '    if (channel) channel.port1.onmessage = null;',
    startup,
    '  }',
    '  if (channel) channel.port1.onmessage = step;',
    '  step();',
    '})();',
  ].join('\n');
}

export class StartupSlicesPlugin {
  private readonly files: readonly string[];

  /** entryFile: the app entry Taro's H5 loader writes (src/app.config.ts). */
  constructor(
    modules: WarmModules,
    private readonly entryFile: string,
  ) {
    this.files = modules.map((request) => require.resolve(request));
  }

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('StartupSlicesPlugin', (compilation) => {
      // First in the list, so it runs last: on what Taro's loader (added at the end, run first) wrote.
      webpack.NormalModule.getCompilationHooks(compilation).loader.tap('StartupSlicesPlugin', (_context, module) => {
        if (module.resource === this.entryFile) module.loaders.unshift({ loader: ENTRY_LOADER, options: undefined, ident: null, type: null });
      });
      webpack.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation).renderStartup.tap('StartupSlicesPlugin', (source, _entry, { chunk }) => {
        const { chunkGraph } = compilation;
        // Only modules of the chunks loaded before the entry starts, each still a module of its own after
        // concatenation (a module merged into another has no id to require).
        const initial = new Set<Module>();
        for (const c of chunk.getAllInitialChunks()) for (const m of chunkGraph.getChunkModulesIterable(c)) initial.add(m);
        const ids = this.files.flatMap((file) => {
          const found = [...initial].find((m) => resourceOf(m) === file && chunkGraph.getModuleId(m) !== null);
          return found === undefined || chunkGraph.isEntryModule(found) ? [] : [chunkGraph.getModuleId(found)];
        });
        if (ids.length === 0) return source;
        return new webpack.sources.RawSource(slicedStartup(ids, source.source().toString()));
      });
    });
  }
}
