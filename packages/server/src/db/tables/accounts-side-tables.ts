// The account side's tables in one type, so the DB interface takes them with a single line.
import type { AccountTables } from './account-tables';
import type { BankCardTables } from './bank-card-tables';
import type { RiskTables } from './risk-tables';

export type AccountsSideTables = AccountTables & BankCardTables & RiskTables;
