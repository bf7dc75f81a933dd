// Names of symbol types and fund subtypes, and the rules that hang on a fund's subtype.
import {
  FREE_RATE_FUND_SUBTYPES,
  FUND_SORT_DEFAULTS,
  FundSubtype,
  SymbolType,
} from './fund-codes';
import {
  BOND_BENCHMARK_SUBTYPES,
  CSI300_BENCHMARK_SUBTYPES, ManagerBenchmark
} from './manager-benchmark';
import type { FundSort } from './fund-codes';

export const SYMBOL_TYPE_TEXTS: Readonly<Record<SymbolType, string>> = {
  [SymbolType.Others]: '其他',
  [SymbolType.Stock]: '股票',
  [SymbolType.Bond]: '债券',
  [SymbolType.Fund]: '基金',
  [SymbolType.MarketIndex]: '指数',
};

export const FUND_SUBTYPE_TEXTS: Readonly<Record<FundSubtype, string>> = {
  [FundSubtype.AMarket]: 'A股',
  [FundSubtype.BMarket]: 'B股',
  [FundSubtype.Stock]: '股票型',
  [FundSubtype.Mixed]: '混合型',
  [FundSubtype.Bond]: '债券型',
  [FundSubtype.Index]: '指数型',
  [FundSubtype.CapitalProtected]: '保本型',
  [FundSubtype.Qdii]: 'QDII',
  [FundSubtype.Money]: '货币型',
  [FundSubtype.WealthManagement]: '理财型',
  [FundSubtype.ClosedEnd]: '封闭式',
  [FundSubtype.Other]: '其他',
  [FundSubtype.Fof]: 'FOF',
};

function textOf(table: Readonly<Record<number, string>>, code: number | null | undefined): string {
  if (code === null || code === undefined) return '';
  return table[code] ?? '';
}

export function symbolTypeText(code: number | null | undefined): string {
  return textOf(SYMBOL_TYPE_TEXTS, code);
}

export function fundSubtypeText(code: number | null | undefined): string {
  return textOf(FUND_SUBTYPE_TEXTS, code);
}

function inList(list: readonly number[], code: number | null | undefined): boolean {
  return code !== null && code !== undefined && list.includes(code);
}

/** Money-market and wealth-management funds: no purchase fee, dividends reinvested only. */
export function isFreeRateFund(subtype: number | null | undefined): boolean {
  return inList(FREE_RATE_FUND_SUBTYPES, subtype);
}

/** Money and bond funds rank by the month; everything else by the day. */
export function defaultFundSort(subtype: number | null | undefined): FundSort {
  return inList([FundSubtype.Money, FundSubtype.Bond], subtype) ? FUND_SORT_DEFAULTS.moneyAndBond : FUND_SORT_DEFAULTS.list;
}

/** The index a manager's record is compared with; null for subtypes with no benchmark. */
export function managerBenchmarkFor(subtype: number | null | undefined): ManagerBenchmark | null {
  if (inList(CSI300_BENCHMARK_SUBTYPES, subtype)) return ManagerBenchmark.Csi300;
  if (inList(BOND_BENCHMARK_SUBTYPES, subtype)) return ManagerBenchmark.CompositeBond;
  return null;
}
