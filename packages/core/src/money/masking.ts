// Privacy masks for identity numbers, bank cards and mobiles: these are never shown in full.

const MASK = '*';

function compact(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Keeps `head` leading and `tail` trailing characters; too short to hide anything means hide all. */
function keepEnds(text: string, head: number, tail: number): string {
  const s = compact(text);
  if (s.length <= head + tail) return MASK.repeat(s.length);
  return s.slice(0, head) + MASK.repeat(s.length - head - tail) + s.slice(s.length - tail);
}

/** The last 4 digits the card list and pickers show ("1234"); shorter input is returned whole. */
export function cardTail(cardNo: string): string {
  const s = compact(cardNo);
  return s.slice(-4);
}

/** ID number: first 1 and last 1 kept ("1****************X"). */
export function maskIdCard(idNo: string): string {
  return keepEnds(idNo, 1, 1);
}

export type CardMaskStyle = 'tail' | 'bin-and-tail';

/** Card number: last 4 kept, or the first 6 (the bank's BIN) plus the last 4. */
export function maskBankCard(cardNo: string, style: CardMaskStyle = 'tail'): string {
  return style === 'tail' ? keepEnds(cardNo, 0, 4) : keepEnds(cardNo, 6, 4);
}

/** Mobile: first 3 and last 4 kept ("138****5678"). */
export function maskMobile(mobile: string): string {
  return keepEnds(mobile, 3, 4);
}
