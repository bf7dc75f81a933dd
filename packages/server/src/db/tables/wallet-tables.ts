// Tables of the wallet and store income (migration 0620). Balances are ledger sums; these are the records.
import type { ColumnType, Generated } from 'kysely';

type Decimal = string;
type DateText = string;
type Timestamp = ColumnType<Date, string, string>;

/** A credit into a wallet (store income, campaign prizes), once per (kind, ref_id). */
export interface WalletCreditsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  ref_id: string;
  amount: Decimal;
  created_at: Timestamp;
}

/** A withdrawal from the wallet to a bank card. status: WalletWithdrawalStatus. */
export interface WalletWithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  bank_card_id: number;
  amount: Decimal;
  status: number;
  arrive_date: DateText;
  created_at: Timestamp;
  arrived_at: Timestamp | null;
}

/** A day's owner income of one portfolio: the fees its holders paid that day and the owner's accrual. */
export interface StoreIncomeAccrualsTable {
  portfolio_id: number;
  date: DateText;
  owner_user_id: number;
  fee: Decimal;
  amount: Decimal;
  created_at: Timestamp;
}

/** A withdrawal of store income into the wallet. */
export interface StoreIncomeWithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount: Decimal;
  status: number;
  created_at: Timestamp;
}

export interface WalletTables {
  wallet_credits: WalletCreditsTable;
  wallet_withdrawals: WalletWithdrawalsTable;
  store_income_accruals: StoreIncomeAccrualsTable;
  store_income_withdrawals: StoreIncomeWithdrawalsTable;
}
