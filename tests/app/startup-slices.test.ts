import entrySlicesLoader from '../../config/entry-slices-loader';
import type { Compilation, Module } from 'webpack';
import { evaluationOrder, slicedStartup } from '../../config/startup-slices';

// The tail of the entry Taro's H5 loader writes for this app, as babel hands it on (src/app.config.ts).
const TARO_ENTRY_TAIL = `
var inst = createReactApp(component, React, ReactDOM, config);
var history = createBrowserHistory({
  window
});
handleAppMountWithTabbar(config, history);
createRouter(history, inst, config, React);
_initPxTransform({
  designWidth: 750,
  deviceRatio: {
    "375": 2,
    "640": 1.17
  },
  baseFontSize: 20
});
`;

/** Runs entry code with recording stand-ins for Taro's calls; timers stand for tasks (no MessageChannel here). */
function runEntry(code: string): string[] {
  const calls: string[] = [];
  const record = (name: string) => () => {
    calls.push(name);
    return {};
  };
  const entry = new Function(
    'createReactApp', 'createBrowserHistory', 'handleAppMountWithTabbar', 'createRouter', '_initPxTransform',
    'component', 'React', 'ReactDOM', 'config', 'window', 'MessageChannel',
    code,
  );
  entry(record('app'), record('history'), record('tab bar'), record('router'), record('px'), {}, {}, {}, {}, {}, undefined);
  return calls;
}

describe('the H5 app starts in several tasks, in its usual order', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the app is created at once, the tab bar in the next task, the router (and px setup) in the one after', () => {
    const warnings: Error[] = [];
    const calls = runEntry(entrySlicesLoader.call({ emitWarning: (w) => warnings.push(w) }, TARO_ENTRY_TAIL));
    expect(warnings).toEqual([]);
    expect(calls).toEqual(['app', 'history']);
    jest.advanceTimersToNextTimer();
    expect(calls).toEqual(['app', 'history', 'tab bar']);
    jest.advanceTimersToNextTimer();
    expect(calls).toEqual(['app', 'history', 'tab bar', 'router', 'px']);
  });

  test('an entry Taro writes some other way is left whole, with a warning', () => {
    const other = TARO_ENTRY_TAIL.replace('createRouter(history, inst, config, React);', 'createRouter(history, inst, config, React, config);');
    const warnings: Error[] = [];
    expect(entrySlicesLoader.call({ emitWarning: (w) => warnings.push(w) }, other)).toBe(other);
    expect(warnings).toHaveLength(1);
    expect(runEntry(other)).toEqual(['app', 'history', 'tab bar', 'router', 'px']);
  });

  test("the listed modules are evaluated one per task before webpack's startup, a module not in the build skipped", () => {
    const evaluated: string[] = [];
    const modules: Record<string, () => void> = { a: () => evaluated.push('a'), c: () => evaluated.push('c') };
    const require = Object.assign((id: string) => modules[id]?.(), { m: modules });
    const code = slicedStartup(['a', 'b', 'c'], 'evaluated.push("entry");');
    new Function('__webpack_require__', 'evaluated', 'MessageChannel', code)(require, evaluated, undefined);
    // The script's own task evaluates nothing.
    expect(evaluated).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(evaluated).toEqual(['a']);
    jest.advanceTimersToNextTimer();
    expect(evaluated).toEqual(['a', 'c']);
    jest.advanceTimersToNextTimer();
    expect(evaluated).toEqual(['a', 'c', 'entry']);
  });
});

describe('the modules the entry imports are evaluated ahead of it, in its order, a few per task', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('modules share a task up to the time budget, and the entry starts in a task of its own', () => {
    const evaluated: string[] = [];
    const modules: Record<string, () => void> = { a: () => evaluated.push('a'), b: () => evaluated.push('b') };
    const require = Object.assign((id: string) => modules[id]?.(), { m: modules });
    const code = slicedStartup(['a', 'b'], 'evaluated.push("entry");', 1000);
    new Function('__webpack_require__', 'evaluated', 'MessageChannel', code)(require, evaluated, undefined);
    jest.advanceTimersToNextTimer();
    expect(evaluated).toEqual(['a', 'b']);
    jest.advanceTimersToNextTimer();
    expect(evaluated).toEqual(['a', 'b', 'entry']);
  });

  test('a module comes after what it imports, first import first, each once, async imports and other chunks left out', () => {
    type Fake = { name: string };
    const fake = (name: string): Fake => ({ name });
    const [entry, app, router, react, shared, lazy, outside] = [fake('entry'), fake('app'), fake('router'), fake('react'), fake('shared'), fake('lazy'), fake('outside')] as const;
    const asyncBlock = { groupOptions: {} };
    const edges = new Map<Fake, { to: Fake; line: number; block?: unknown }[]>([
      [entry, [{ to: router, line: 3 }, { to: app, line: 1 }, { to: lazy, line: 9, block: asyncBlock }, { to: outside, line: 2 }]],
      [app, [{ to: react, line: 1 }, { to: shared, line: 2 }]],
      [router, [{ to: shared, line: 1 }, { to: entry, line: 5 }]],
    ]);
    const blocks = new Map<unknown, unknown>();
    const moduleGraph = {
      getOutgoingConnections: (m: Fake) =>
        (edges.get(m) ?? []).map((e) => {
          const dependency = { loc: { start: { line: e.line, column: 0 } } };
          blocks.set(dependency, e.block ?? m);
          return { module: e.to, dependency, isTargetActive: () => true };
        }),
      getParentBlock: (dependency: unknown) => blocks.get(dependency),
    };
    const within = new Set([entry, app, router, react, shared, lazy]);
    const order = evaluationOrder({ moduleGraph } as unknown as Compilation, entry as unknown as Module, within as unknown as Set<Module>);
    expect((order as unknown as Fake[]).map((m) => m.name)).toEqual(['react', 'shared', 'app', 'router']);
  });
});
