// The market-data import format (docs/MARKET-IMPORT.md): JSON Lines, one record a line, each checked by
// core's schema kit. A fund record describes the fund; nav and dividend records carry its history.
import { type Infer, s } from '@fund/core/api';
import { isCalendarDate } from '@fund/core/calendar';
import { FREE_RATE_FUND_SUBTYPES, FUND_SUBTYPE_TEXTS, type FundSubtype } from '@fund/core/fund';

export const IMPORT_MESSAGES = {
  notJson: '不是有效的 JSON',
  notRecord: 'kind 须为 fund、nav 或 dividend',
  badDate: '日期无效（格式 YYYY-MM-DD）',
  futureDate: (today: string) => `日期晚于今天（${today}）`,
  unknownFund: (code: string) => `基金 ${code} 不在本文件中，也不在数据库中`,
  moneyNeedsYields: '货币/理财基金的净值须给出 yield_7d 与 income_per_10000',
  yieldsOnlyForMoney: 'yield_7d 与 income_per_10000 只用于货币/理财基金',
  duplicate: (first: number) => `与第 ${first} 行重复（同一基金同一日期）`,
  dividendDates: '须满足 record_date ≤ ex_date ≤ pay_date',
  line: (line: number, messages: string) => `第 ${line} 行: ${messages}`,
  refused: (count: number) => `导入被拒绝：${count} 行有误，未写入任何数据`,
} as const;

/** The type names the file uses are the app's own fund type texts (股票型, 货币型 ...). */
export const FUND_TYPES = Object.fromEntries(Object.entries(FUND_SUBTYPE_TEXTS).map(([code, text]) => [text, Number(code) as FundSubtype])) as Record<string, FundSubtype>;

export function isMoneyLike(stype: number): boolean {
  return (FREE_RATE_FUND_SUBTYPES as readonly number[]).includes(stype);
}

const code = () => s.string({ pattern: /^\d{6}$/, message: '基金代码须为 6 位数字' });
const date = () => s.string({ pattern: /^\d{4}-\d{2}-\d{2}$/, message: IMPORT_MESSAGES.badDate });
/** Fee rates as fractions (0.015000 = 1.5%), as the funds table holds them. */
const rate = () => s.decimal({ dp: 6, max: '0.1' });
const nav = () => s.decimal({ dp: 4, min: '0.0001', max: '99999999.9999' });

export const fundRecord = s.object({
  kind: s.enum(['fund'] as const),
  code: code(),
  name: s.string({ min: 1, max: 40 }),
  type: s.enum(Object.keys(FUND_TYPES)),
  risk_level: s.int({ min: 1, max: 5 }),
  company: s.string({ min: 1, max: 60 }),
  managers: s.array(s.string({ min: 1, max: 20 }), { min: 1, max: 10 }),
  established: date(),
  fees: s.object({ buy: rate(), sell: rate(), manage: rate(), trustee: rate(), service: s.withDefault(rate(), '0') }),
  min_buy: s.withDefault(s.decimal({ dp: 2, min: '0.01', max: '10000000' }), '10.00'),
});

export const navRecord = s.object({
  kind: s.enum(['nav'] as const),
  code: code(),
  date: date(),
  nav: nav(),
  acc_nav: nav(),
  yield_7d: s.optional(s.decimal({ dp: 4, signed: true, min: '-100', max: '100' })),
  income_per_10000: s.optional(s.decimal({ dp: 4, signed: true, min: '-10000', max: '10000' })),
});

export const dividendRecord = s.object({
  kind: s.enum(['dividend'] as const),
  code: code(),
  record_date: date(),
  ex_date: date(),
  pay_date: date(),
  per_share: s.decimal({ dp: 4, min: '0.0001', max: '1000' }),
});

export type FundRecord = Infer<typeof fundRecord>;
export type NavRecord = Infer<typeof navRecord>;
export type DividendRecord = Infer<typeof dividendRecord>;

export const RECORD_SCHEMAS = { fund: fundRecord, nav: navRecord, dividend: dividendRecord } as const;

/** The dates of a record that must be real calendar days. */
export function datesOf(record: FundRecord | NavRecord | DividendRecord): string[] {
  if (record.kind === 'fund') return [record.established];
  if (record.kind === 'nav') return [record.date];
  return [record.record_date, record.ex_date, record.pay_date];
}

export { isCalendarDate };
