import { LARGE_TEXT, textScale } from '@fund/core/ui';
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
