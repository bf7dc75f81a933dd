import entrySlicesLoader from '../../config/entry-slices-loader';
import { slicedStartup } from '../../config/startup-slices';

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
    expect(evaluated).toEqual(['a']);
    jest.advanceTimersToNextTimer();
    expect(evaluated).toEqual(['a', 'c']);
    jest.advanceTimersToNextTimer();
    expect(evaluated).toEqual(['a', 'c', 'entry']);
  });
});
