// Exact integer fixed-point steps for the simulated series: values are integers in units of 1e-4
// (NAV, index points) and daily returns integers in units of 1e-6, so no float ever touches a value.

export const E4 = 10_000;
export const MICRO = 1_000_000;

/** a / b rounded half-up, for a >= 0 and b > 0 (both exact integers well below 2^52). */
export function halfUpDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** One day's move of a 1e-4 value by a return in 1e-6. */
export function applyReturn(valueE4: number, returnMicro: number): number {
  return halfUpDiv(valueE4 * (MICRO + returnMicro), MICRO);
}

/** 12345 -> '1.2345'; the text the database and the wire carry. */
export function e4Text(valueE4: number): string {
  const sign = valueE4 < 0 ? '-' : '';
  const abs = Math.abs(valueE4);
  return `${sign}${Math.floor(abs / E4)}.${String(abs % E4).padStart(4, '0')}`;
}

/** 1234 -> '12.34' (values kept in 1e-2). */
export function e2Text(valueE2: number): string {
  const sign = valueE2 < 0 ? '-' : '';
  const abs = Math.abs(valueE2);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '0.4931' -> 4931: a 4-place decimal text back to its integer. */
export function textToE4(text: string): number {
  const [whole = '0', frac = ''] = text.split('.');
  const units = Number(whole.replace('-', '')) * E4 + Number(frac.padEnd(4, '0').slice(0, 4));
  return text.startsWith('-') ? -units : units;
}
