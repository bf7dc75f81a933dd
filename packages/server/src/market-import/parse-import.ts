// Reads an import file line by line: each line one JSON record, checked by its kind's schema. Pure: the
// checks that need the database (does the fund exist, is it a money fund) run in import-market.ts.
import { validate } from '@fund/core/api';
import { IMPORT_MESSAGES as M, RECORD_SCHEMAS, datesOf, isCalendarDate, type DividendRecord, type FundRecord, type NavRecord } from './import-format';

export interface Lined<R> {
  line: number;
  record: R;
}

export interface LineProblem {
  line: number;
  messages: string[];
}

export interface ParsedImport {
  funds: Lined<FundRecord>[];
  navs: Lined<NavRecord>[];
  dividends: Lined<DividendRecord>[];
  problems: LineProblem[];
}

type AnyRecord = FundRecord | NavRecord | DividendRecord;

function kindOf(value: unknown): keyof typeof RECORD_SCHEMAS | null {
  const kind = typeof value === 'object' && value !== null ? (value as { kind?: unknown }).kind : undefined;
  return kind === 'fund' || kind === 'nav' || kind === 'dividend' ? kind : null;
}

function checkRecord(value: unknown, today: string): { record: AnyRecord } | { messages: string[] } {
  const kind = kindOf(value);
  if (kind === null) return { messages: [M.notRecord] };
  const result = validate<AnyRecord, unknown>(RECORD_SCHEMAS[kind], value);
  if (!result.ok) return { messages: Object.entries(result.errors).map(([field, messages]) => `${field}: ${messages.join('，')}`) };
  const record = result.value;
  const messages: string[] = [];
  const dates = datesOf(record);
  if (!dates.every(isCalendarDate)) messages.push(M.badDate);
  else if (record.kind === 'nav' && record.date > today) messages.push(M.futureDate(today));
  if (record.kind === 'dividend' && !(record.record_date <= record.ex_date && record.ex_date <= record.pay_date)) messages.push(M.dividendDates);
  return messages.length > 0 ? { messages } : { record };
}

/** Blank lines and lines starting with '#' are skipped; line numbers count every line from 1. */
export function parseImport(text: string, today: string): ParsedImport {
  const out: ParsedImport = { funds: [], navs: [], dividends: [], problems: [] };
  const firstSeen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      out.problems.push({ line, messages: [M.notJson] });
      return;
    }
    const checked = checkRecord(value, today);
    if ('messages' in checked) {
      out.problems.push({ line, messages: checked.messages });
      return;
    }
    const { record } = checked;
    const key = record.kind === 'fund' ? `fund ${record.code}` : record.kind === 'nav' ? `nav ${record.code} ${record.date}` : `dividend ${record.code} ${record.record_date}`;
    const first = firstSeen.get(key);
    if (first !== undefined) {
      out.problems.push({ line, messages: [M.duplicate(first)] });
      return;
    }
    firstSeen.set(key, line);
    if (record.kind === 'fund') out.funds.push({ line, record });
    else if (record.kind === 'nav') out.navs.push({ line, record });
    else out.dividends.push({ line, record });
  });
  return out;
}

export function describeProblems(problems: readonly LineProblem[]): string[] {
  return [...problems].sort((a, b) => a.line - b.line).map((p) => M.line(p.line, p.messages.join('；')));
}
