// Tables of the settlement engine's own bookkeeping.
import type { ColumnType, Generated } from 'kysely';

export interface SettlementFailuresTable {
  id: Generated<number>;
  /** 'order' (a fund order's confirmation), 'portfolio_order' or 'plan' (a fixed-investment run). */
  kind: string;
  subject_id: number;
  day: string;
  message: string;
  attempts: Generated<number>;
  /** Written as ISO text (see trading-tables). */
  failed_at: ColumnType<Date, string, string>;
}

export interface SettlementTables {
  settlement_failures: SettlementFailuresTable;
}
