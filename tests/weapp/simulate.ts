// Loads a component from the native-components build into miniprogram-simulate.
import path from 'node:path';
import { existsSync } from 'node:fs';
// miniprogram-simulate ships no types; this is the small part we use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const simulate = require('miniprogram-simulate') as Simulate;

export interface SimNode {
  dom: HTMLElement;
  querySelector(selector: string): SimNode | null;
  querySelectorAll(selector: string): SimNode[];
  dispatchEvent(name: string, detail?: unknown): void;
  setData(data: Record<string, unknown>): void;
  attach(parent: HTMLElement): void;
}

export interface Mounted {
  comp: SimNode;
  /** The rendered element carrying a class of the React source (the simulator prefixes it with the tag). */
  find(className: string): HTMLElement | null;
  findAll(className: string): HTMLElement[];
}

interface Simulate {
  load(componentPath: string, tagName?: string, options?: { rootPath: string }): string;
  render(id: string, properties?: Record<string, unknown>): SimNode;
  sleep(ms: number): Promise<void>;
}

// The simulator registers a component once per path; later renders reuse the id.
const loaded = new Map<string, string>();

export const NATIVE_ROOT = path.resolve(__dirname, '../..', process.env.FUND_DIST ?? 'dist', 'native-weapp');

export function mountComponent(name: string, props: Record<string, unknown>): Mounted {
  const entry = path.join(NATIVE_ROOT, 'components', name, 'index');
  if (!existsSync(`${entry}.js`)) throw new Error(`${entry}.js is missing: run npm run build:native first`);
  const tag = name.toLowerCase();
  const id = loaded.get(entry) ?? simulate.load(entry, tag, { rootPath: NATIVE_ROOT });
  loaded.set(entry, id);
  const comp = simulate.render(id, { props });
  comp.attach(document.createElement('parent-wrapper'));
  const selector = (className: string) => `[class~="${tag}--${className}"]`;
  return {
    comp,
    find: (className) => comp.dom.querySelector<HTMLElement>(selector(className)),
    findAll: (className) => Array.from(comp.dom.querySelectorAll<HTMLElement>(selector(className))),
  };
}

export const sleep = (ms: number): Promise<void> => simulate.sleep(ms);

/** Polls until an element of the React source's class is rendered (timers, not a fixed sleep: the VM may be loaded). */
export async function waitForClass(mounted: Mounted, className: string, timeoutMs = 3000): Promise<HTMLElement> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const hit = mounted.find(className);
    if (hit) return hit;
    if (Date.now() > until) throw new Error(`.${className} not rendered within ${timeoutMs} ms`);
    await sleep(20);
  }
}
