// Taro writes camelCase props as dashed attributes. H5 gets role and aria-label (aria-role is no ARIA attribute
// there, and Lighthouse fails it); the mini programs get aria-role and aria-label. Spread, because Taro's Text
// and View types do not declare role.

/** A tappable View or Text whose own words name it, read out as a button. */
export const BUTTON_ROLE: { role?: 'button'; ariaRole?: 'button' } = process.env.TARO_ENV === 'h5' ? { role: 'button' } : { ariaRole: 'button' };

/** A tappable View or Text that shows a symbol (×, ⌫) or a figure: read out as a button with this Chinese name. */
export function tapLabel(label: string): { ariaLabel: string; role?: 'button'; ariaRole?: 'button' } {
  return { ariaLabel: label, ...BUTTON_ROLE };
}
