// Identity verification and bound bank cards. Full ID and card numbers exist only as AES-GCM
// ciphertext; the keyed hash enforces "one identity / one card, one account" without decrypting.
import type { ColumnType, Generated } from 'kysely';

// Timestamps are written as ISO text: a Date from another JS realm (Jest's sandbox) fails PGlite's instanceof test.
type Timestamp = ColumnType<Date, string, string>;
type CreatedAt = ColumnType<Date, string, never>;

export interface IdentityVerificationsTable {
  user_id: number;
  real_name: string;
  id_card_enc: string;
  id_card_hash: string;
  status: number;
  province: string | null;
  city: string | null;
  district: string | null;
  street: string | null;
  career_id: number | null;
  created_at: CreatedAt;
}

export interface BankCardsTable {
  id: Generated<number>;
  user_id: number;
  bank_id: number;
  card_no_enc: string;
  card_no_hash: string;
  card_tail: string;
  card_bin: string;
  bank_card_type: number;
  reserved_mobile_enc: string;
  status: number;
  is_default: boolean;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A card that passed the bank's check and waits for the SMS code of its bind. */
export interface CardVerificationsTable {
  user_id: number;
  card_no_hash: string;
  bank_id: number;
  reserved_mobile_hash: string;
  verified_at: Timestamp;
  expires_at: Timestamp;
}

export interface BankCardTables {
  identity_verifications: IdentityVerificationsTable;
  bank_cards: BankCardsTable;
  card_verifications: CardVerificationsTable;
}
