// Database errors that are the caller's fault (a value a column cannot hold, a key already taken) become a
// 4xx in the spec's shape; the contract's schemas stop nearly all of these first, this is the net behind them.
import { DATABASE_REFUSAL_TEXTS } from '@fund/core/api';
import { ApiError, detailError } from './api-error';

// SQLSTATE codes (PostgreSQL appendix A); PGlite reports the same codes.
const BAD_VALUE_CODES = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire
  '2201W', // invalid_row_count_in_limit_clause
  '2201X', // invalid_row_count_in_result_offset_clause
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
]);
const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a database error (node-postgres and PGlite both carry it as `code`), or undefined. */
function sqlStateOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The answer for a database refusal the caller caused, or undefined for anything else (a real fault). */
export function databaseRefusal(err: unknown): ApiError | undefined {
  const state = sqlStateOf(err);
  if (state === undefined) return undefined;
  if (BAD_VALUE_CODES.has(state)) return detailError(400, DATABASE_REFUSAL_TEXTS.badValue);
  if (state === UNIQUE_VIOLATION) return detailError(409, DATABASE_REFUSAL_TEXTS.duplicate);
  return undefined;
}
