// Answer shapes of single calls that the spec describes only by name (net-value points, companies, stores, wallets).
import type { DateString, DecimalString } from './common-types';
import type { User } from '../../../account/api/account-entities';


export interface NetValuePoint {
  date: DateString;
  net_value: DecimalString;
  net_cumulative: DecimalString;
  percent: DecimalString | null;
  /** Money-like funds: the 7-day annualised yield in percent. */
  year_yld?: DecimalString | null;
}

export interface FundCompany {
  id: number;
  name: string;
  assets_total: DecimalString;
  funds_count: number;
}

export interface IndexPoint {
  date: DateString;
  value: DecimalString;
}

export interface BaoIncomePoint {
  date: DateString;
  /** Earnings per 10,000 shares. */
  tenthou_unit_incm: DecimalString;
  /** 7-day annualised yield. */
  year_yld: DecimalString;
  income: DecimalString;
}

export interface PortfolioNetValuePoint {
  date: DateString;
  net_value: DecimalString;
  percent: DecimalString | null;
}

export interface Store {
  id: number;
  name: string;
  description: string;
  followed: boolean;
  liked: boolean;
  user: User;
}

export interface Wallet {
  available: DecimalString;
  frozen: DecimalString;
}
