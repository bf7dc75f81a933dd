// Suitability records: questionnaire results (general, private-fund, advisor per portfolio),
// the risk confirmations a trade refers to, and agreed risk disclosures.
import type { ColumnType } from 'kysely';

// Timestamps are written as ISO text: a Date from another JS realm (Jest's sandbox) fails PGlite's instanceof test.
type Timestamp = ColumnType<Date, string, string>;
type CreatedAt = ColumnType<Date, string, never>;

export interface RiskProfilesTable {
  user_id: number;
  /** questionnaire: 'general' or 'private_fund'. */
  questionnaire: string;
  version: number;
  answer: string;
  score: number;
  level: number;
  /** The level the user chose below the tested one (investment_risk/change), else null. */
  chosen_level: number | null;
  qualified: boolean;
  tested_at: Timestamp;
  effective_to: string;
}

export interface AdvisorRiskAnswersTable {
  user_id: number;
  portfolio_id: number;
  answer: string;
  score: number;
  level: number;
  answered_at: Timestamp;
}

export interface RiskConfirmationsTable {
  id: ColumnType<number, never, never>;
  user_id: number;
  product_type: string;
  product_id: number;
  product_level: number;
  user_level: number;
  confirmed_at: CreatedAt;
}

export interface RiskDisclosuresTable {
  user_id: number;
  fund_id: number;
  agreed_at: Timestamp;
}

export interface RiskTables {
  risk_profiles: RiskProfilesTable;
  advisor_risk_answers: AdvisorRiskAnswersTable;
  risk_confirmations: RiskConfirmationsTable;
  risk_disclosures: RiskDisclosuresTable;
}
