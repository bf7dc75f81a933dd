// The settlement job. For every day since its last run up to the market clock's today: publish the NAVs
// of closed trading days, close them (dividends, income), place due fixed-investment buys and confirm
// due orders, then the portfolio orders whose child orders are all done. Idempotent: each step is keyed
// or status-guarded, so running twice changes nothing. An order, portfolio order or plan that fails is
// rolled back alone, marked and reported; the ledger is reconciled after every run and any difference logged.
// A day with nothing due after its close (dayHasWork) skips the steps that would each find nothing.
import type { Kysely } from 'kysely';
import { addDays, beijingDate } from '@fund/core/calendar';
import type { DB } from '../db/schema';
import { closeDay, confirmDiviTypes } from './daily-close';
import { confirmDue } from './confirm-orders';
import { loadCalendar, type MarketCalendar } from '../modules/calendar/market-calendar';
import { publishDay } from './market-publisher';
import { LAST_CLOSED } from './navs-published';
import { reconcile, type Reconciliation } from '../modules/ledger/ledger-repo';
import { clearSettled, type SettlementFailure } from './settlement-failures';
import { placeDuePlans } from './plan-runner';
import { settlePortfolioOrders } from './settle-portfolio-orders';
import { dayHasWork, navsPublishedOn, setState, stateOf, waitForClaimedOrders } from './settlement-repo';
import { payDueWithdrawals } from './wallet-payouts';
import { creditInvitations } from '../modules/promotion/invitations/invite-service';

const LAST_DAY = 'settlement_last_day';
/**
 * The day whose due orders the lease holder is confirming ('' between days): the days before it are closed
 * and their NAVs published, so any other node may confirm orders due by it too (helpConfirm()).
 */
const CONFIRMING = 'settlement_confirming';


export interface SettlementReport {
  today: string;
  confirmed: number;
  closedDays: string[];
  /** Items that failed in this run (each marked in settlement_failures and tried again next run). */
  failed: SettlementFailure[];
  /** The ledger checked against holdings and open orders once the run is done. */
  reconciliation: Reconciliation;
}

/** Where a run reports what needs an operator: failed items and ledger differences. */
export type SettlementLog = (message: string, detail: object) => void;

export interface SettlementOptions {
  /** Published days move by the demo market's returns (see TradingEngine.marketMoves). */
  marketMoves?: boolean;
  /** NAVs come only from imports: publish none, close a day once its NAVs are in (see TradingEngine.navsImported). */
  navsImported?: boolean;
  /** Defaults to stderr. */
  log?: SettlementLog;
}

const stderrLog: SettlementLog = (message, detail) => console.error(message, detail);

/** A run's walk of its days, before the ledger is reconciled. */
export type SettledDays = Omit<SettlementReport, 'reconciliation'>;

/**
 * The days since the last run settled, up to `now`'s, without the reconciliation at the end: for a caller
 * that walks many runs in a row and reconciles once after them (the demo account's year). `calendar`, when
 * given, is one loaded for `now`'s day or up to a year later (it lists the 400 days before its own; the
 * exchange's days do not change).
 */
export async function settleDays(db: Kysely<DB>, now: Date, options: SettlementOptions = {}, calendar?: MarketCalendar): Promise<SettledDays> {
  const today = beijingDate(now);
  const imported = options.navsImported ?? false;
  calendar ??= await loadCalendar(db, today);
  const yesterday = addDays(today, -1);
  let day = (await stateOf(db, LAST_DAY)) ?? yesterday;
  // The first run starts from the last day the market has published.
  let closed = (await stateOf(db, LAST_CLOSED)) ?? calendar.between(addDays(today, -20), yesterday).at(-1) ?? yesterday;
  const failed: SettlementFailure[] = [];
  const closedDays: string[] = [];
  let confirmed = 0;
  const steps: string[] = [];
  for (let d = addDays(day, 1); d <= today; d = addDays(d, 1)) steps.push(d);
  if (steps.length === 0) steps.push(today);
  await setState(db, LAST_CLOSED, closed);
  for (const d of steps) {
    for (const t of calendar.between(closed, addDays(d, -1))) {
      // Production closes a day only once the import has brought its NAVs (the days after wait with it).
      if (imported && !(await navsPublishedOn(db, t))) break;
      if (!imported) await publishDay(db, t, options.marketMoves ?? false);
      await closeDay(db, t, now);
      closed = t;
      closedDays.push(t);
      await setState(db, LAST_CLOSED, closed);
    }
    const worked = await dayHasWork(db, d);
    if (worked) {
      await confirmDiviTypes(db, d, now);
      await placeDuePlans(db, calendar, d, now, failed);
      await setState(db, CONFIRMING, d);
      confirmed += await confirmDue(db, d, now, failed, imported);
      await setState(db, CONFIRMING, '');
      // The orders a helping node claimed are confirmed (or left to retry) before the day's portfolio orders.
      await waitForClaimedOrders(db, d);
      await settlePortfolioOrders(db, calendar, d, now, failed);
      await payDueWithdrawals(db, d, now, failed);
    }
    day = d;
    // A day with nothing due is marked only as the run's last: a run cut short redoes it, finding nothing again.
    if (worked || d === steps.at(-1)) await setState(db, LAST_DAY, day);
  }
  await clearSettled(db);
  // Friends whose first buy was just confirmed credit their inviter (once each).
  await creditInvitations(db, now);
  const log = options.log ?? stderrLog;
  // An item failing on several days of one run is reported once.
  const failedOnce = [...new Map(failed.map((f) => [`${f.kind}:${f.id}`, f])).values()];
  if (failedOnce.length > 0) log(`结算: ${failedOnce.length} 笔未能处理，已标记，下次结算重试`, { today, failed: failedOnce });
  return { today, confirmed, closedDays, failed: failedOnce };
}

export async function runSettlement(db: Kysely<DB>, now: Date, options: SettlementOptions = {}): Promise<SettlementReport> {
  const settled = await settleDays(db, now, options);
  const reconciliation = await reconcile(db);
  if (!reconciliation.ok) (options.log ?? stderrLog)(`对账: 发现 ${reconciliation.problems.length} 处账目不符`, { today: settled.today, problems: reconciliation.problems });
  return { ...settled, reconciliation };
}

/**
 * A node without the lease helps the holder confirm the day it is confirming (each batch claimed with
 * SKIP LOCKED, so none twice); returns how many orders it confirmed. An order that fails is marked and
 * retried by the holder's next run.
 */
export async function helpConfirm(db: Kysely<DB>, now: Date, options: SettlementOptions = {}): Promise<number> {
  const day = await stateOf(db, CONFIRMING);
  if (!day) return 0;
  return confirmDue(db, day, now, [], options.navsImported ?? false);
}
