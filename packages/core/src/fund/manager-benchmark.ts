// The benchmark a fund manager's record is compared with, chosen by the subtype of the funds they run.
import { FundSubtype } from './fund-codes';

/** Which benchmark a manager's record is compared with, by the funds' subtype. */
export const ManagerBenchmark = {
  Csi300: '沪深300',
  CompositeBond: '中债综合指数',
} as const;
export type ManagerBenchmark = (typeof ManagerBenchmark)[keyof typeof ManagerBenchmark];

export const CSI300_BENCHMARK_SUBTYPES: readonly FundSubtype[] = [FundSubtype.Stock, FundSubtype.Mixed, FundSubtype.Index];

export const BOND_BENCHMARK_SUBTYPES: readonly FundSubtype[] = [
  FundSubtype.Bond,
  FundSubtype.Money,
  FundSubtype.WealthManagement,
];
