// The card being bound, remembered for 1 day between the identity step and the bind step (the
// spec's cookie), so setting the trade password in between does not lose it.
import type { Clock, KeyValueStore } from '../ports';
import { isRecord, readJson, writeJson } from './json-storage';
import { RECENT_KEYS, RECENT_LIMITS } from './storage-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The bind-card form fields carried over; only the card number is always present. */
export interface TemporaryBankCard {
  bank_card_no: string;
  bank?: number | string;
  real_name?: string;
  id_card_no?: string;
  mobile?: string;
  bank_card_id?: number | string;
}

export interface TemporaryBankCardStore {
  save(card: TemporaryBankCard): void;
  /** The card, or null when none is stored or it has expired (an expired one is removed). */
  load(): TemporaryBankCard | null;
  clear(): void;
}

function isCard(x: unknown): x is TemporaryBankCard {
  return isRecord(x) && typeof x.bank_card_no === 'string';
}

export function createTemporaryBankCardStore(store: KeyValueStore, clock: Clock): TemporaryBankCardStore {
  const key = RECENT_KEYS.temporaryBankCard;
  const ttl = RECENT_LIMITS.temporaryBankCardDays * DAY_MS;
  return {
    save(card) {
      writeJson(store, key, { card, expiresAt: clock.now() + ttl });
    },
    load() {
      const v = readJson(store, key);
      if (!isRecord(v) || !isCard(v.card) || typeof v.expiresAt !== 'number') return null;
      if (clock.now() >= v.expiresAt) {
        store.removeItem(key);
        return null;
      }
      return v.card;
    },
    clear: () => store.removeItem(key),
  };
}
