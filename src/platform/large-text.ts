import { useEffect, useState } from 'react';
import { LARGE_TEXT, textScale } from '@fund/core/ui';
import { useDidShow } from './page-hooks';
import { storage } from './storage';
import { applyTextScale } from './text-scale';

/** Whether the user turned large text on (kept in platform storage). */
export function largeTextOn(): boolean {
  return storage.getItem(LARGE_TEXT.storageKey) === LARGE_TEXT.on;
}

// The mounted pages' setters: the 设置 switch restyles its own page at once (its root is largeTextPage's wrapper).
const listeners = new Set<(on: boolean) => void>();

/** Keeps the choice and applies it at once. */
export function setLargeText(on: boolean): void {
  if (on) storage.setItem(LARGE_TEXT.storageKey, LARGE_TEXT.on);
  else storage.removeItem(LARGE_TEXT.storageKey);
  applyTextScale(textScale(on ? LARGE_TEXT.on : null));
  for (const listener of listeners) listener(on);
}

/** At start: the stored choice, applied before the first page paints. */
export function applyStoredTextScale(): void {
  applyTextScale(textScale(storage.getItem(LARGE_TEXT.storageKey)));
}

/**
 * The mode for a page: whether it is on, the class its root View carries (LARGE_TEXT.rootClass, which sets the
 * scale in the mini programs; every page gets it from largeTextPage), and a setter for the 设置 switch. Read
 * again each time the page shows, so a page under 设置 takes the new choice when the user comes back.
 */
export function useLargeText(): { on: boolean; rootClass: string; set: (on: boolean) => void } {
  const [on, setOn] = useState(largeTextOn);
  useDidShow(() => setOn(largeTextOn()));
  useEffect(() => {
    listeners.add(setOn);
    return () => void listeners.delete(setOn);
  }, []);
  return { on, rootClass: on ? LARGE_TEXT.rootClass : '', set: setLargeText };
}
