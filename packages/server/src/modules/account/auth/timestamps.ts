// Timestamps go to the database as ISO text: a Date made in Jest's sandbox is not the driver's Date,
// and text is what both PGlite and pg take without a realm check.
import { sql, type RawBuilder } from 'kysely';

export function iso(d: Date): string {
  return d.toISOString();
}

/** A timestamp operand for where clauses (typed as the columns' Date). */
export function at(d: Date): RawBuilder<Date> {
  return sql<Date>`${d.toISOString()}::timestamptz`;
}
