// The banks the simulated gateway serves: real Chinese banks with their card BINs, quick-pay limits
// ('0.00' = 不限) and whether large amounts go through online banking. Logos are drawn by bank-logos.ts
// (a badge in the bank's colour). 华夏银行 is listed as suspended to exercise bank_status_no_valid.
import type { Wire } from '@fund/core/api';

export interface BankInfo extends Wire.Bank {
  code: string;
  color: string;
  bins: readonly string[];
}

interface BankRow {
  id: number;
  code: string;
  name: string;
  /** The badge colour of its logo. */
  color: string;
  bins: string[];
  single: string;
  daily: string;
  onlinePay?: boolean;
  suspended?: boolean;
}

const ROWS: BankRow[] = [
  { id: 1, code: 'icbc', name: '中国工商银行', color: '#c7000b', bins: ['622202', '621226', '622208'], single: '50000.00', daily: '50000.00' },
  { id: 2, code: 'abc', name: '中国农业银行', color: '#009882', bins: ['622848', '622845', '622828'], single: '50000.00', daily: '100000.00' },
  { id: 3, code: 'boc', name: '中国银行', color: '#b81c22', bins: ['621661', '621790', '621785'], single: '50000.00', daily: '100000.00' },
  { id: 4, code: 'ccb', name: '中国建设银行', color: '#0052a5', bins: ['621700', '622700', '436742'], single: '50000.00', daily: '100000.00' },
  { id: 5, code: 'bocom', name: '交通银行', color: '#1d2088', bins: ['622262', '622260'], single: '50000.00', daily: '50000.00' },
  { id: 6, code: 'cmb', name: '招商银行', color: '#d7000f', bins: ['622588', '621483', '621286'], single: '0.00', daily: '0.00' },
  { id: 7, code: 'psbc', name: '中国邮政储蓄银行', color: '#007a4c', bins: ['621799', '622188', '621098'], single: '5000.00', daily: '10000.00', onlinePay: true },
  { id: 8, code: 'cib', name: '兴业银行', color: '#004186', bins: ['622909', '622908'], single: '0.00', daily: '0.00' },
  { id: 9, code: 'spdb', name: '浦发银行', color: '#0c3a7c', bins: ['622521', '622518'], single: '50000.00', daily: '200000.00' },
  { id: 10, code: 'citic', name: '中信银行', color: '#d7000f', bins: ['622690', '621771'], single: '10000.00', daily: '50000.00' },
  { id: 11, code: 'ceb', name: '中国光大银行', color: '#6a1b9a', bins: ['622660', '622662'], single: '50000.00', daily: '50000.00' },
  { id: 12, code: 'cmbc', name: '中国民生银行', color: '#00a0a0', bins: ['622622', '622615'], single: '0.00', daily: '0.00' },
  { id: 13, code: 'pab', name: '平安银行', color: '#ff6600', bins: ['623058', '622155'], single: '50000.00', daily: '500000.00' },
  { id: 14, code: 'hxb', name: '华夏银行', color: '#d7000f', bins: ['622630', '622632'], single: '5000.00', daily: '20000.00', suspended: true },
  { id: 15, code: 'cgb', name: '广发银行', color: '#c8102e', bins: ['622568', '621462'], single: '20000.00', daily: '50000.00', onlinePay: true },
];

/** Where a bank's logo is served (bank-logos.ts). */
export function bankLogoPath(code: string): string {
  return `/static/banks/${code}.svg`;
}

export const BANK_STATUS = { suspended: 0, normal: 1 } as const;

function toBank(row: BankRow): BankInfo {
  return {
    id: row.id,
    code: row.code,
    color: row.color,
    bins: row.bins,
    logo: bankLogoPath(row.code),
    name: row.name,
    need_onlinepay: row.onlinePay === true,
    onlinepay_description: row.onlinePay ? '超过快捷支付限额的金额请使用网银支付' : '',
    onlinepay_help_url: row.onlinePay ? `/help/onlinepay/${row.code}/` : '',
    single_limit: row.single,
    single_day_limit: row.daily,
    status: row.suspended ? BANK_STATUS.suspended : BANK_STATUS.normal,
    status_note: row.suspended ? '该银行系统升级，暂停服务' : '',
  };
}

export const BANKS: readonly BankInfo[] = ROWS.map(toBank);

/** The wire shape (without our BIN bookkeeping). */
export function bankWire(bank: BankInfo): Wire.Bank {
  const { code: _code, color: _color, bins: _bins, ...wire } = bank;
  return wire;
}

export function bankById(id: number): BankInfo | undefined {
  return BANKS.find((b) => b.id === id);
}

/** The issuing bank from the card number's first 6 digits (its BIN). */
export function bankOfCard(cardNo: string): BankInfo | undefined {
  const bin = cardNo.slice(0, 6);
  return BANKS.find((b) => b.bins.includes(bin));
}
