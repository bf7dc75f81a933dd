// Codes and code groups from core written into raw SQL as literals, so a query names the rule's group
// (CONFIRMED_TRADE_STATUSES) instead of restating its numbers, and the SQL text stays what it was.
import { sql, type RawBuilder } from 'kysely';

/** One code, e.g. `o.status = ${code(TradeStatus.EntrustSucceed)}`. */
export function code(value: number): RawBuilder<unknown> {
  return sql.lit(value);
}

/** A group for `in (...)`, e.g. `o.status in (${codeList(TRADED_STATUSES)})`. */
export function codeList(values: readonly number[]): RawBuilder<unknown> {
  return sql.join(values.map((v) => sql.lit(v)));
}
