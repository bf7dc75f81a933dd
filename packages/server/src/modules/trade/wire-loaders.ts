// Funds and cards in their wire shapes, loaded once per list (the funds area's mapper, the bank-card area's).
import type { Kysely } from 'kysely';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { cardWireOf } from '../card/service';
import { toFundDetail } from '../fund/fund-mappers';
import { fundsWithCompany, ownCardsNamed } from './trading-repo';

export async function fundDetails(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, Wire.FundDetail>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await fundsWithCompany(db, unique);
  return new Map(rows.map((r) => [r.id, toFundDetail({ ...r, change: null }, false)]));
}

export async function cardWires(db: Kysely<DB>, userId: number, ids: readonly number[]): Promise<Map<number, Wire.BankCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ownCardsNamed(db, userId, unique);
  return new Map(rows.map(({ owner_real_name, ...card }) => [card.id, cardWireOf(card, owner_real_name ?? '')]));
}

export function must<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`missing ${String(key)}`);
  return value;
}
