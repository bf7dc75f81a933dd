// Field schemas many calls share: ids, mobile, trade password, money, pages.
import { s } from '../schema';
import { MOBILE_MESSAGES } from '../../forms/validation-messages';

/** Longest path parameter: fund codes are 6 to 32 characters, ids at most 10 digits; the one wildcard suffix names an ad channel. */
export const PATH_PARAM_MAX = 128;

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const f = {
  /** A row id: a PostgreSQL int4, so 1..2147483647 (s.int's default ceiling). */
  id: () => s.int({ min: 1 }),
  mobile: () => s.string({ pattern: MOBILE_PATTERN, message: MOBILE_MESSAGES.invalid }),
  /** Submitting a trade with fewer than 6 digits (spec 03 §5). */
  tradePassword: () => s.string({ pattern: /^\d{6}$/, message: '请填写完整6位交易密码' }),
  /** Setting a trade password (spec 01 §5). */
  newTradePassword: () => s.string({ pattern: /^\d{6}$/, message: '请输入6位纯数字交易密码' }),
  loginPassword: () => s.string({ min: 6, max: 16 }),
  captcha: () => s.string({ min: 1, max: 8 }),
  amount: () => s.decimal({ dp: 2, min: '0.01' }),
  shares: () => s.decimal({ dp: 2, min: '0.01' }),
  symbol: () => s.string({ min: 1, max: 32 }),
  text: (max: number) => s.string({ min: 1, max }),
  page: () => s.withDefault(s.int({ min: 1 }), 1),
  pageSize: (size: number, max = 10000) => s.withDefault(s.int({ min: 1, max }), size),
  flag: () => s.optional(s.bool()),
  /** A `{param}` of a call's path: whatever it names (an id, a fund code, a file), it is short clean text. */
  pathParam: () => s.string({ min: 1, max: PATH_PARAM_MAX }),
};

/** The query of a paged list with the page size the spec gives for it. */
export function pageQuery(size: number) {
  return s.object({ page: f.page(), page_size: f.pageSize(size) });
}
