// Imports funds, NAVs and dividends from a file (import-format.ts) in one transaction: every line is
// checked first and any bad line refuses the whole file, naming its line; nothing is half imported.
// Idempotent: a record equal to what is stored changes nothing. A NAV that differs from the stored one
// for the same fund and day is a fund's republication and replaces it (see docs/MARKET-IMPORT.md for what
// that does to orders already confirmed at the old value: they stand, and the report lists them).
import { beijingDate } from '@fund/core/calendar';
import { compareDecimal, roundHalfUp, toDecimal } from '@fund/core/money';
import { fundSubtypeText } from '@fund/core/fund';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { MARKET_IMPORTED, navsPublished } from '../engine/navs-published';
import { setState } from '../engine/settlement-repo';
import { performanceOf } from '../market-model/performance';
import type { NavRow } from '../market-model/series';
import { FUND_TYPES, IMPORT_MESSAGES as M, isMoneyLike, type NavRecord } from './import-format';
import { describeProblems, parseImport, type LineProblem } from './parse-import';
import { companyId, fundsByCode, insertFund, insertNav, managerId, navOfDay, navsOf, ordersDealtAt, replaceNav, saveDividend, setFundColumns, setFundManagers, setNavPercent, storedDividend } from './import-repo';
import { importedColumns, newFundRow } from './fund-row';

export class ImportRefused extends Error {
  constructor(readonly problems: LineProblem[]) {
    super([M.refused(problems.length), ...describeProblems(problems)].join('\n'));
    this.name = 'ImportRefused';
  }
}

export interface NavCorrection {
  code: string;
  date: string;
  before: string;
  after: string;
  /** Orders confirmed at the old NAV: they stand as confirmed (the rule in docs/MARKET-IMPORT.md). */
  confirmedOrders: number[];
}

export interface ImportReport {
  funds: { created: number; updated: number; unchanged: number };
  navs: { inserted: number; corrected: number; unchanged: number };
  dividends: { inserted: number; updated: number; unchanged: number };
  corrections: NavCorrection[];
}

const same = (a: string | null, b: string | null | undefined): boolean => (a === null || b === null || b === undefined ? a === (b ?? null) : compareDecimal(a, b) === 0);

function navEqual(stored: NavRow, r: NavRecord): boolean {
  return same(stored.net_value, r.nav) && same(stored.net_cumulative, r.acc_nav) && same(stored.year_yld, r.yield_7d) && same(stored.tenthou_unit_incm, r.income_per_10000);
}

/** A day's change: the cumulative NAV's rise over the previous day's NAV, so a dividend does not read as a loss. */
function dayPercent(row: NavRow, previous: NavRow | undefined): string | null {
  if (!previous) return null;
  return roundHalfUp(toDecimal(row.net_cumulative).minus(previous.net_cumulative).div(previous.net_value).times(100), 2).toFixed(2);
}

/** Refreshes each NAV's day change and the fund's current NAV and period returns from its whole history. */
async function refreshFund(trx: Kysely<DB>, fundId: number): Promise<void> {
  const rows = await navsOf(trx, fundId);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as NavRow;
    const percent = dayPercent(row, rows[i - 1]);
    if (!same(row.percent, percent)) {
      row.percent = percent;
      await setNavPercent(trx, fundId, row.date, percent);
    }
  }
  if (rows.length > 0) await setFundColumns(trx, fundId, performanceOf(rows));
}

function columnsDiffer(stored: Record<string, unknown>, wanted: Record<string, string | number>): boolean {
  return Object.entries(wanted).some(([key, value]) => {
    const have = stored[key];
    return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && typeof have === 'string' ? compareDecimal(have, value) !== 0 : have !== value;
  });
}

export async function importMarket(db: Kysely<DB>, text: string, now: Date): Promise<ImportReport> {
  const today = beijingDate(now);
  const parsed = parseImport(text, today);
  if (parsed.problems.length > 0) throw new ImportRefused(parsed.problems);
  const report: ImportReport = { funds: { created: 0, updated: 0, unchanged: 0 }, navs: { inserted: 0, corrected: 0, unchanged: 0 }, dividends: { inserted: 0, updated: 0, unchanged: 0 }, corrections: [] };

  await db.transaction().execute(async (trx) => {
    const codes = [...new Set([...parsed.funds, ...parsed.navs, ...parsed.dividends].map((l) => l.record.code))];
    const stored = new Map((await fundsByCode(trx, codes)).map((f) => [f.code, f]));
    const typeOf = new Map<string, number>([...stored.values()].map((f) => [f.code, f.symbol_stype]));
    for (const { record } of parsed.funds) typeOf.set(record.code, FUND_TYPES[record.type] ?? 0);
    // Checks that need the database: the fund of every NAV and dividend, and yields exactly on money funds.
    const problems: LineProblem[] = [];
    for (const { line, record } of [...parsed.navs, ...parsed.dividends]) {
      const stype = typeOf.get(record.code);
      if (stype === undefined) problems.push({ line, messages: [M.unknownFund(record.code)] });
      else if (record.kind === 'nav') {
        const yields = record.yield_7d !== undefined && record.income_per_10000 !== undefined;
        const anyYield = record.yield_7d !== undefined || record.income_per_10000 !== undefined;
        if (isMoneyLike(stype) && !yields) problems.push({ line, messages: [M.moneyNeedsYields] });
        if (!isMoneyLike(stype) && anyYield) problems.push({ line, messages: [M.yieldsOnlyForMoney] });
      }
    }
    if (problems.length > 0) throw new ImportRefused(problems);

    const ids = new Map<string, number>([...stored.values()].map((f) => [f.code, f.id]));
    const touched = new Set<number>();
    for (const { record } of parsed.funds) {
      const company = await companyId(trx, record.company, record.established);
      const existing = stored.get(record.code);
      let id: number;
      let changed: boolean;
      if (existing) {
        id = existing.id;
        const wanted = importedColumns(record, company);
        changed = columnsDiffer(existing, wanted);
        if (changed) await setFundColumns(trx, id, wanted);
      } else {
        id = await insertFund(trx, newFundRow(record, company));
        ids.set(record.code, id);
        changed = true;
      }
      const managers: number[] = [];
      for (const name of record.managers) managers.push(await managerId(trx, name, company, record.established, fundSubtypeText(FUND_TYPES[record.type] ?? null)));
      const linksChanged = await setFundManagers(trx, id, managers, record.established, today);
      if (!existing) report.funds.created += 1;
      else if (changed || linksChanged) report.funds.updated += 1;
      else report.funds.unchanged += 1;
    }

    for (const { record } of parsed.navs) {
      const fundId = ids.get(record.code) as number;
      const row = await navOfDay(trx, fundId, record.date);
      if (row && navEqual(row, record)) {
        report.navs.unchanged += 1;
        continue;
      }
      const values = { net_value: record.nav, net_cumulative: record.acc_nav, year_yld: record.yield_7d ?? null, tenthou_unit_incm: record.income_per_10000 ?? null };
      if (row) {
        await replaceNav(trx, fundId, record.date, values);
        report.navs.corrected += 1;
        report.corrections.push({ code: record.code, date: record.date, before: row.net_value, after: record.nav, confirmedOrders: await ordersDealtAt(trx, fundId, record.date, row.net_value) });
      } else {
        await insertNav(trx, fundId, record.date, values);
        report.navs.inserted += 1;
      }
      touched.add(fundId);
    }

    for (const { record } of parsed.dividends) {
      const fundId = ids.get(record.code) as number;
      const row = await storedDividend(trx, fundId, record.record_date);
      const values = { ex_date: record.ex_date, pay_date: record.pay_date, per_share: record.per_share };
      if (row && row.ex_date === values.ex_date && row.pay_date === values.pay_date && same(row.per_share, values.per_share)) {
        report.dividends.unchanged += 1;
        continue;
      }
      await saveDividend(trx, fundId, record.record_date, values, row !== undefined);
      if (row) report.dividends.updated += 1;
      else report.dividends.inserted += 1;
    }

    for (const fundId of touched) await refreshFund(trx, fundId);
    const changed = report.funds.created + report.funds.updated + report.navs.inserted + report.navs.corrected + report.dividends.inserted + report.dividends.updated;
    if (changed > 0) await setState(trx, MARKET_IMPORTED, now.toISOString());
  });
  navsPublished(db);
  return report;
}
