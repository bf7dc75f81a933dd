import { FIRST_SCREEN } from '@fund/core/navigation';
import { releaseFirstScreen } from './first-screen.h5';

const block = () => document.getElementById(FIRST_SCREEN.elementId);

function shell(until: string): void {
  document.body.innerHTML = `<div id="app"></div><div id="${FIRST_SCREEN.elementId}" ${FIRST_SCREEN.untilAttribute}="${until}"><b>演示基金</b></div>`;
}

function mount(className: string): void {
  const el = document.createElement('div');
  el.className = className;
  document.getElementById('app')?.appendChild(el);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.useRealTimers());

describe("the server's first screen on H5", () => {
  it('stays while the app mounts and goes when the page shows its own elements', async () => {
    shell('.fd-header, .status-error');
    releaseFirstScreen();
    mount('status-loading');
    await flush();
    expect(block()).not.toBeNull();
    mount('fd-header');
    await flush();
    expect(block()).toBeNull();
  });

  it("goes when the page shows its loading failure instead", async () => {
    shell('.fd-header, .status-error');
    releaseFirstScreen();
    mount('status-error');
    await flush();
    expect(block()).toBeNull();
  });

  it('goes at once when the page is already there, and after its longest stay when it never comes', () => {
    shell('.home-fund');
    mount('home-fund');
    releaseFirstScreen();
    expect(block()).toBeNull();

    jest.useFakeTimers();
    shell('.home-fund');
    releaseFirstScreen();
    jest.advanceTimersByTime(FIRST_SCREEN.maxMs - 1);
    expect(block()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(block()).toBeNull();
  });
});
