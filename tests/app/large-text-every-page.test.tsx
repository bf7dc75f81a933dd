// Large-text mode on every page (issue 24, B8): each page src/app.config.ts declares, rendered as the mini
// programs render it, has a root that carries core's class while the mode is on and not while it is off, and
// takes a change made in 设置 when it shows again.
import type { ComponentType } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { LARGE_TEXT } from '@fund/core/ui';
import { ROUTES } from '@fund/core/navigation';
import { storage } from '@/platform';
import { firePageEvent, resetTaroFake } from '../jest/taro-fake';

interface AppConfig {
  pages: string[];
  subPackages: { root: string; pages: string[] }[];
}

/** The app's page list, as Taro reads it: app.config.ts calls the global defineAppConfig. */
function declaredPages(): string[] {
  Object.assign(globalThis, { defineAppConfig: (config: AppConfig) => config });
  const config = jest.requireActual<{ default: AppConfig }>('../../src/app.config').default;
  return [...config.pages, ...config.subPackages.flatMap((sub) => sub.pages.map((page) => `${sub.root}/${page}`))];
}

const PAGES = declaredPages();
const turnOn = () => storage.setItem(LARGE_TEXT.storageKey, LARGE_TEXT.on);
const rootOf = (container: HTMLElement) => container.firstElementChild;

beforeEach(() => resetTaroFake());
afterEach(cleanup);

it('covers the whole app: every page of the route table is declared', () => {
  expect(PAGES.length).toBeGreaterThan(190);
  expect(ROUTES.map((route) => route.page).filter((page) => !PAGES.includes(page))).toEqual([]);
});

describe.each(PAGES)('%s', (page) => {
  const load = async () => ((await import(`../../src/${page}`)) as { default: ComponentType }).default;

  it('starts in large text when the mode is on', async () => {
    turnOn();
    const Page = await load();
    const { container } = render(<Page />);
    expect(rootOf(container)?.classList.contains(LARGE_TEXT.rootClass)).toBe(true);
  });

  it('has no large text while the mode is off, and takes it when the page shows again after 设置', async () => {
    const Page = await load();
    const { container } = render(<Page />);
    expect(rootOf(container)?.classList.contains(LARGE_TEXT.rootClass)).toBe(false);
    turnOn();
    await act(async () => firePageEvent('didShow'));
    expect(rootOf(container)?.classList.contains(LARGE_TEXT.rootClass)).toBe(true);
  });
});
