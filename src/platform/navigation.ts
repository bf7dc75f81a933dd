import Taro from '@tarojs/taro';
import { backStep, createBackMemory, matchUrl, type RouteMatch } from '@fund/core/navigation';
import { gatedUrl } from './login-gate';
import { openUrlFor, specUrlOfPage } from './page-address';
import { previousSpecUrl } from './page-stack';
import { storage } from './storage';

// Screens navigate by the spec's URLs; core's route table turns them into page paths (H5 opens them as they are).
// Mini programs keep at most 10 pages on the stack: past that a new page replaces the top one.
const MAX_STACK = 10;

export interface NavigateOptions {
  /** Replace the current page instead of pushing (the spec's "redirect"). */
  replace?: boolean;
}

/**
 * Opens a spec URL such as '/s/000001/buy/?amount=100' (a guest asking for a login-only page gets the login
 * page with next set). Resolves false for a URL no route knows.
 */
export async function navigate(requestedUrl: string, opts: NavigateOptions = {}): Promise<boolean> {
  const specUrl = gatedUrl(requestedUrl);
  const match: RouteMatch | null = matchUrl(specUrl);
  const pageUrl = openUrlFor(specUrl);
  if (match === null || pageUrl === null) return false;
  // Screens with a back memory (fund trade, fund detail, trade detail, risk test ...) remember the page they
  // were opened from. A replacing step of a flow leaves its page for good, so it is no page to come back to
  // (and the flow may have set the memory itself, as the bind flow does for the risk test).
  if (!opts.replace) createBackMemory(storage).remember(specUrl, currentSpecUrl());
  if (match.route.tab) {
    // Tab pages take no query on any platform.
    await Taro.switchTab({ url: `/${match.route.page}` });
    return true;
  }
  const stackDepth = Taro.getCurrentPages().length;
  if (opts.replace || stackDepth >= MAX_STACK) await Taro.redirectTo({ url: pageUrl });
  else await Taro.navigateTo({ url: pageUrl });
  return true;
}

/** Starts over at a spec URL with an empty page stack (after login, logout, or a finished flow). */
export async function relaunch(specUrl: string): Promise<boolean> {
  const pageUrl = openUrlFor(gatedUrl(specUrl));
  if (pageUrl === null) return false;
  await Taro.reLaunch({ url: pageUrl });
  return true;
}

/** Goes back one page, or to the fallback spec URL when this page was opened directly. */
export async function back(fallbackSpecUrl = '/'): Promise<void> {
  if (Taro.getCurrentPages().length > 1) await Taro.navigateBack({ delta: 1 });
  else await relaunch(fallbackSpecUrl);
}

/**
 * The back of a screen with a back memory: the page it was opened from (going back in the stack when that
 * page is underneath, else opening it), or '/' when nothing is remembered. Other screens go back one page.
 */
export async function backToRemembered(): Promise<void> {
  const step = backStep(createBackMemory(storage), currentSpecUrl(), previousSpecUrl());
  if (step.kind === 'pop') await Taro.navigateBack({ delta: 1 });
  else if (matchUrl(step.url)?.route.tab) await relaunch(step.url);
  else {
    // Not through navigate(): going back must not overwrite the memory of the page returned to.
    const pageUrl = openUrlFor(step.url);
    if (pageUrl === null) await relaunch('/');
    else await Taro.redirectTo({ url: pageUrl });
  }
}

/** The spec URL of the page on top of the stack, for `next` after a login redirect. */
export function currentSpecUrl(): string {
  const pages = Taro.getCurrentPages();
  return specUrlOfPage(pages[pages.length - 1]) ?? '/';
}
