// The one failure type of the API client: an answer with `errors`, an HTTP failure, or no answer at all (status -1).
import type { FieldErrors } from '../schema';

/**
 * The spec joins the first message of each field but does not show the separator; the Chinese
 * semicolon keeps two sentences apart in one toast line (a single message, the usual case, has none).
 */
export const ERROR_TITLE_SEPARATOR = '；';

/** The first message of each field, in the server's field order, joined. */
export function formatErrorsTitle(errors: FieldErrors): string {
  return Object.values(errors)
    .map((messages) => messages[0])
    .filter((m): m is string => typeof m === 'string' && m !== '')
    .join(ERROR_TITLE_SEPARATOR);
}

/** Reads an `errors` field tolerantly: a bare string or a nested value becomes a one-message list. */
export function readErrors(data: unknown): FieldErrors | null {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return null;
  const raw = data.errors;
  if (typeof raw !== 'object' || raw === null) return typeof raw === 'string' ? { non_field_errors: [raw] } : null;
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : [value];
    out[key] = list.map((m) => (typeof m === 'string' ? m : JSON.stringify(m)));
  }
  return out;
}

export class ApiError extends Error {
  /** The error keys of the answer (login's mobile_error, bank card's verify_timeout ...), in order. */
  readonly keys: readonly string[];

  constructor(
    /** The HTTP status; -1 when no answer arrived (offline, DNS, timeout). */
    readonly status: number,
    /** The joined first messages, or the transport's status text. */
    readonly title: string,
    readonly errors: FieldErrors = {},
    readonly timedOut = false,
  ) {
    super(title);
    this.name = 'ApiError';
    this.keys = Object.keys(errors);
  }

  /** The server answered with an `errors` map (as opposed to an HTTP or network failure). */
  get hasErrors(): boolean {
    return this.keys.length > 0;
  }

  static fromErrors(status: number, errors: FieldErrors): ApiError {
    return new ApiError(status, formatErrorsTitle(errors), errors);
  }
}

export function isApiError(x: unknown): x is ApiError {
  return x instanceof ApiError;
}
