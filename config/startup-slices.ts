// The H5 app starts in one task: webpack evaluates the entry and every module it imports at once, about 100 ms
// on a fast machine and four times that on a slow phone, while the first screen is already up and a tap waits.
// This plugin first evaluates a few heavy modules of the entry's graph, each in a task of its own, and starts
// the entry after them: the entry then finds them evaluated and its own task is that much shorter. The entry's
// own work (app, tab bar, router) is sliced by entry-slices-loader.js.
// A module is listed here only when evaluating it before its turn changes nothing: it comes first in the entry's
// import order anyway, or it is pure (React DOM, core's route table), so the app starts as it did, in slices.
import path from 'node:path';
import type { Compilation, Compiler, Module } from 'webpack';
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
 * Runs the chunk's startup (webpack's own, which evaluates the entry) after the listed modules, evaluated in
 * order in tasks of about budgetMs each (a module longer than that has a task of its own), and in a task of its
 * own. The first module waits for the task after the script's. A MessageChannel message, unlike a timer, is not slowed down in a background tab.
 */
export function slicedStartup(ids: readonly (string | number)[], startup: string, budgetMs = 0): string {
  return [
    '(function () {',
    `  var warm = ${JSON.stringify(ids)};`,
    `  var budget = ${budgetMs};`,
    '  var clock = typeof performance === "object" ? performance : Date;',
    '  var channel = typeof MessageChannel === "function" ? new MessageChannel() : null;',
    '  function later() { if (channel) channel.port2.postMessage(0); else setTimeout(step, 0); }',
    '  function step() {',
    '    var start = clock.now(), ran = false;',
    '    while (warm.length > 0) {',
    '      if (ran && clock.now() - start >= budget) return later();',
    '      var id = warm.shift();',
    '      if (__webpack_require__.m[id] !== undefined) { __webpack_require__(id); ran = true; }',
    '    }',
    '    if (ran) return later();',
    '    if (channel) channel.port1.onmessage = null;',
    startup,
    '  }',
    '  if (channel) channel.port1.onmessage = step;',
    // Not at once: the script's own task is then its compile and webpack's runtime alone.
    '  later();',
    '})();',
  ].join('\n');
}

type Loc = { start?: { line?: number; column?: number } };

function locKey(loc: unknown): number {
  const start = (loc as Loc | undefined)?.start;
  return start?.line === undefined ? Number.MAX_SAFE_INTEGER : start.line * 1e5 + (start.column ?? 0);
}

/**
 * The modules the entry evaluates before its own body, in the order webpack's require would evaluate them: a
 * module after its imports (first imported first), each once. Async imports and modules of later chunks are
 * not followed.
 */
export function evaluationOrder(compilation: Compilation, entry: Module, within: ReadonlySet<Module>): Module[] {
  const { moduleGraph } = compilation;
  const order: Module[] = [];
  const seen = new Set<Module>();
  const visit = (module: Module): void => {
    seen.add(module);
    const first = new Map<Module, number>();
    for (const c of moduleGraph.getOutgoingConnections(module)) {
      const target = c.module;
      if (target === null || c.dependency === null || !within.has(target) || !c.isTargetActive(undefined)) continue;
      // An import() sits in an async block (the one kind of block with chunk group options).
      if ('groupOptions' in (moduleGraph.getParentBlock(c.dependency) ?? {})) continue;
      const key = locKey(c.dependency.loc);
      first.set(target, Math.min(key, first.get(target) ?? key));
    }
    for (const [target] of [...first].sort((a, b) => a[1] - b[1])) if (!seen.has(target)) visit(target);
    order.push(module);
  };
  visit(entry);
  return order.filter((m) => m !== entry);
}

export class StartupSlicesPlugin {
  private readonly files: readonly string[];

  /** entryFile: the app entry Taro's H5 loader writes (src/app.config.ts). */
  constructor(
    modules: WarmModules,
    private readonly entryFile: string,
    private readonly budgetMs = 4,
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
        const listed = this.files.flatMap((file) => {
          const found = [...initial].find((m) => resourceOf(m) === file && chunkGraph.getModuleId(m) !== null);
          return found === undefined || chunkGraph.isEntryModule(found) ? [] : [found];
        });
        // Then the rest of what the entry imports, in its order, so the entry's own task is its body alone.
        const entries = [...chunkGraph.getChunkEntryModulesIterable(chunk)];
        const rest = entries.flatMap((entry) => evaluationOrder(compilation, entry, initial));
        const ids = [...new Set([...listed, ...rest])].filter((m) => !chunkGraph.isEntryModule(m)).map((m) => chunkGraph.getModuleId(m)).filter((id) => id !== null);
        if (ids.length === 0) return source;
        return new webpack.sources.RawSource(slicedStartup(ids, source.source().toString(), this.budgetMs));
      });
    });
  }
}
