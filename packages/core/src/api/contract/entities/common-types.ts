// Wire shapes shared by every area: decimal strings, dates, pages and the failure body.

/** An exact decimal on the wire ('1234.50'): money and shares 2 places, NAV 4, rates and percents as given. */
export type DecimalString = string;
/** 'YYYY-MM-DD'. */
export type DateString = string;
/** ISO 8601 date and time. */
export type DateTimeString = string;
export type Id = number;

/** The server's page of a list. */
export interface Page<T> {
  current_page: number;
  total_count: number;
  total_page: number;
  results: T[];
}

/** Every failure answer: field (or error key) to messages. */
export interface ErrorsBody {
  errors: Record<string, string[]>;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** An answer whose fields the spec does not list: read it defensively. */
export type JsonObject = { [key: string]: JsonValue };

/** An answer that only confirms (follow, like, mark ...). */
export interface OkAnswer {
  detail?: string;
}

/** check_mobile and is_trade_password_set answer with a status flag. */
export interface StatusAnswer {
  status: number;
}
