// A fund's sibling share class: funds name their classes by a closing A or C on the same name (…混合A /
// …混合C) from the same company. The market import documents this, and the demo market follows it.

export type ShareClassName = 'A' | 'C';

/** The class a fund's name says, and the name it shares with its sibling; null when it names none. */
export function shareClassOf(name: string): { base: string; share: ShareClassName } | null {
  const text = name.trim();
  const last = text.slice(-1);
  if ((last !== 'A' && last !== 'C') || text.length < 2) return null;
  return { base: text.slice(0, -1), share: last };
}

/** The name the sibling class would carry, or null for a fund without a class letter. */
export function siblingClassName(name: string): string | null {
  const own = shareClassOf(name);
  return own ? `${own.base}${own.share === 'A' ? 'C' : 'A'}` : null;
}

export const SHARE_CLASS_TEXTS = {
  fromDay: (days: number) => `持有满${days}天，A类比C类更省；更短则C类更省`,
  always: 'A类任何持有期都比C类更省',
  never: 'C类任何持有期都比A类更省',
  sibling: (name: string) => `（对比${name}，按当前金额、净值不变估算）`,
} as const;

export interface ShareClassQuote {
  sibling_name: string;
  break_even_days: number | null;
}

/** The line under a fee quote for a fund with a sibling class. */
export function shareClassView(quote: ShareClassQuote): string {
  const days = quote.break_even_days;
  const head = days === null ? SHARE_CLASS_TEXTS.never : days === 0 ? SHARE_CLASS_TEXTS.always : SHARE_CLASS_TEXTS.fromDay(days);
  return `${head}${SHARE_CLASS_TEXTS.sibling(quote.sibling_name)}`;
}
