// Large-text mode (issue 24, B8): the user's choice is kept in platform storage and read at start; the app's
// font sizes are written as calc(N * var(--ts, 1)), so the scale enlarges words and leaves boxes and gaps alone.

export const LARGE_TEXT = {
  storageKey: 'large_text',
  /** The scale the mode applies: 1.3 keeps a 390 px phone's rows on one line where they were. */
  scale: 1.3,
  /** The CSS custom property every font size is multiplied by. */
  cssVariable: '--ts',
  /** The class a page root carries in the mode: mini programs have no document root to set the variable on. */
  rootClass: 'large-text',
  on: '1',
} as const;

/** The scale a stored choice stands for: the mode's when it is on, 1 otherwise (nothing stored, or anything else). */
export function textScale(stored: string | null): number {
  return stored === LARGE_TEXT.on ? LARGE_TEXT.scale : 1;
}
