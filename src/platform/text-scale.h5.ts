import { LARGE_TEXT } from '@fund/core/ui';

/** Every font size is calc(N * var(--ts, 1)): setting the variable on the root scales all text at once. */
export function applyTextScale(scale: number): void {
  if (typeof document === 'undefined') return;
  if (scale === 1) document.documentElement.style.removeProperty(LARGE_TEXT.cssVariable);
  else document.documentElement.style.setProperty(LARGE_TEXT.cssVariable, String(scale));
}
