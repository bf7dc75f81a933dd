import { useState } from 'react';
import { LARGE_TEXT, textScale } from '@fund/core/ui';
import { useDidShow } from './page-hooks';
import { storage } from './storage';
import { applyTextScale } from './text-scale';

/** Whether the user turned large text on (kept in platform storage). */
export function largeTextOn(): boolean {
  return storage.getItem(LARGE_TEXT.storageKey) === LARGE_TEXT.on;
}

/** Keeps the choice and applies it at once. */
export function setLargeText(on: boolean): void {
  if (on) storage.setItem(LARGE_TEXT.storageKey, LARGE_TEXT.on);
  else storage.removeItem(LARGE_TEXT.storageKey);
  applyTextScale(textScale(on ? LARGE_TEXT.on : null));
}

/** At start: the stored choice, applied before the first page paints. */
export function applyStoredTextScale(): void {
  applyTextScale(textScale(storage.getItem(LARGE_TEXT.storageKey)));
}

/**
 * The mode for a page: whether it is on, the class its root View carries (LARGE_TEXT.rootClass, which sets the
 * scale in every client), and a setter for the 设置 switch. Read again each time the page shows, so a page
 * under 设置 takes the new choice when the user comes back.
 */
export function useLargeText(): { on: boolean; rootClass: string; set: (on: boolean) => void } {
  const [on, setOn] = useState(largeTextOn);
  useDidShow(() => setOn(largeTextOn()));
  const set = (next: boolean) => {
    setLargeText(next);
    setOn(next);
  };
  return { on, rootClass: on ? LARGE_TEXT.rootClass : '', set };
}
