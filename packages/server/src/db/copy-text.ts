// COPY's text format (one line a row, tab-separated fields, \N for null), apart from the database: the
// demo market's bulk rows are spelled in it where they are computed (a worker thread, see
// seed/market-ahead.ts), and a string crosses threads far cheaper than the hundreds of thousands of
// row objects it stands for.

/** A column and its PostgreSQL type (the unnest path casts its array to it). */
export type CopyColumn = readonly [name: string, pgType: string];

/** Rows already spelled as COPY text, in the columns' order, and how many there are. */
export interface CopyText {
  readonly copyText: string;
  readonly rows: number;
}

/** Rows of a bulk table: objects keyed by the column names, or their COPY text. */
export type BulkRows = readonly object[] | CopyText;

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const UNESCAPES: Record<string, string> = { '\\': '\\', t: '\t', n: '\n', r: '\r' };

/** A value as COPY's text format spells it: \N for null, backslash, tab and line breaks escaped. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c) : text;
}

/** The rows as COPY text: one line a row, fields tab-separated in the columns' order. */
export function copyText(columns: readonly CopyColumn[], rows: readonly object[]): string {
  const names = columns.map(([name]) => name);
  const lines = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as Record<string, unknown>;
    lines[i] = names.map((name) => copyField(row[name])).join('\t');
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/** The rows spelled once, to be sent or loaded later. */
export function asCopyText(columns: readonly CopyColumn[], rows: readonly object[]): CopyText {
  return { copyText: copyText(columns, rows), rows: rows.length };
}

export function isCopyText(rows: BulkRows): rows is CopyText {
  return !Array.isArray(rows);
}

export function bulkCount(rows: BulkRows): number {
  return isCopyText(rows) ? rows.rows : rows.length;
}

/** COPY text back into row objects (values as text, null for \N): for a connection that takes no COPY. */
export function parseCopyText(columns: readonly CopyColumn[], text: CopyText): Record<string, string | null>[] {
  if (text.copyText === '') return [];
  return text.copyText.slice(0, -1).split('\n').map((line) => {
    const fields = line.split('\t');
    const row: Record<string, string | null> = {};
    columns.forEach(([name], i) => {
      const field = fields[i] ?? '\\N';
      row[name] = field === '\\N' ? null : field.replace(/\\(.)/g, (_m, c: string) => UNESCAPES[c] ?? c);
    });
    return row;
  });
}
