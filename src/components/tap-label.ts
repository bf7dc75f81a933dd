// Taro writes camelCase props as dashed attributes: H5 gets role and aria-label, the mini programs aria-role and
// aria-label. Spread, because Taro's Text and View types do not declare role.

/** A tappable View or Text whose own words name it, read out as a button. */
export const BUTTON_ROLE = { ariaRole: 'button', role: 'button' } as const;

/** A tappable View or Text that shows a symbol (×, ⌫) or a figure: read out as a button with this Chinese name. */
export function tapLabel(label: string): { ariaLabel: string; ariaRole: 'button'; role: 'button' } {
  return { ariaLabel: label, ...BUTTON_ROLE };
}
