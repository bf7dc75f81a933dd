// Money amounts as people type them: 10000, 1w, 1万, 一万, 5千, 两万五, 3.5万元, 1,000块.
import { AMOUNT_DP, roundHalfUp, toDecimal, type Decimal } from '../money/decimal';

const DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const SMALL_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** A Chinese numeral below 1亿 ('两万五' = 25000, '三千五百' = 3500, '十' = 10), or null when it is not one. */
export function chineseNumber(text: string): number | null {
  if (text === '') return null;
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  let lastUnit = 0;
  for (const ch of text) {
    if (ch in DIGITS) {
      digit = DIGITS[ch] ?? 0;
    } else if (ch in SMALL_UNITS) {
      const unit = SMALL_UNITS[ch] ?? 1;
      section += (digit ?? 1) * unit;
      digit = null;
      lastUnit = unit;
    } else if (ch === '万') {
      total += (section + (digit ?? 0)) * 10000;
      section = 0;
      digit = null;
      lastUnit = 10000;
    } else {
      return null;
    }
  }
  // A trailing digit after a unit is a tenth of it: 两万五 = 25000, 三千五 = 3500.
  if (digit !== null) section += lastUnit >= 10 && digit < 10 && lastUnit !== 0 ? (digit * lastUnit) / 10 : digit;
  return total + section;
}

const UNIT_TIMES: Record<string, number> = { 万: 10000, w: 10000, W: 10000, 千: 1000, k: 1000, K: 1000, 百: 100 };

// A number, its unit, and what follows: the follower tells a date or a period (5月, 3年) from money.
const ARABIC = /(\d[\d,]*(?:\.\d+)?)\s*(万|w|W|千|k|K|百)?\s*(元|块钱|块|rmb|RMB)?(.?)/g;
const CHINESE = /([零〇一二两三四五六七八九十百千万]+)\s*(元|块钱|块)?(.?)/g;
const NOT_MONEY_AFTER = /[年月日号天周个份%点期只位次]/;
const NOT_MONEY_BEFORE = /(近|第|前|后|过|用户|id|号|=)\s*$/i;

function asAmount(x: Decimal): string | null {
  return x.gt(0) ? roundHalfUp(x, AMOUNT_DP).toFixed(AMOUNT_DP) : null;
}

/** The first money amount in the text (6-digit fund codes already taken out), as a 2-place decimal string. */
export function amountIn(text: string): string | null {
  for (const m of text.matchAll(ARABIC)) {
    const [, num = '', unit, yuan, after = ''] = m;
    const before = text.slice(0, m.index);
    if (NOT_MONEY_BEFORE.test(before) && !unit && !yuan) continue;
    if (!unit && !yuan && NOT_MONEY_AFTER.test(after)) continue;
    const value = toDecimal(num.replace(/,/g, '')).times(unit ? (UNIT_TIMES[unit] ?? 1) : 1);
    // A bare small number ("买2个") is a count, not money; amounts people ask fees about start at tens.
    if (!unit && !yuan && value.lt(10)) continue;
    const amount = asAmount(value);
    if (amount !== null) return amount;
  }
  for (const m of text.matchAll(CHINESE)) {
    const [, whole = '', yuan, after = ''] = m;
    // "一万一天": the numeral runs into the next word's 一; drop it and read 一万.
    const word = !yuan && NOT_MONEY_AFTER.test(after) && /[十百千万]./.test(whole) ? whole.slice(0, -1) : whole;
    // 一 alone reads as "a" (一下, 一只); only a numeral with a unit or with 元 is money.
    if (!/[十百千万]/.test(word) && !yuan) continue;
    if (!yuan && word === whole && NOT_MONEY_AFTER.test(after)) continue;
    if (NOT_MONEY_BEFORE.test(text.slice(0, m.index)) && !yuan) continue;
    const n = chineseNumber(word);
    if (n === null) continue;
    const amount = asAmount(toDecimal(n));
    if (amount !== null) return amount;
  }
  return null;
}
