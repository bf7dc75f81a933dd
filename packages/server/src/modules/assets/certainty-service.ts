// Certainty instead of estimates (issue 24, B2): each held fund's NAV status for today with the share of the
// total priced at confirmed NAVs, and a day's income split by holding and by cause (core's rules), adding up
// to the income my assets shows for that day.
import type { Kysely } from 'kysely';
import { beijingDate, isCalendarDate } from '@fund/core/calendar';
import { formatAmount, toDecimal } from '@fund/core/money';
import { FundSubtype } from '@fund/core/fund';
import {
  CERTAINTY_TEXTS as T, INSIGHTS_MESSAGES, INCOME_CAUSES, INCOME_CAUSE_TEXTS, NAV_STATUS_TEXTS, confirmedShare, navStatus, onOrPreviousTradingDay, splitIncome,
  type IncomeCause, type IncomeSplitAnswer, type NavStatus, type NavStatusAnswer,
} from '@fund/core/assets';
import type { Decimal } from '@fund/core/money';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import { loadCalendar } from '../calendar/market-calendar';
import { positions } from './holdings-repo';
import { worthOf } from './holdings-service';
import { dayIncomes, faresOn, fundKinds, latestIncomeDate, navsAround } from './certainty-repo';

const NOTES: Readonly<Record<NavStatus, (date: string) => string>> = { updated: T.updatedNote, pending: T.pendingNote, 'qdii-lag': T.qdiiNote };

export async function navStatusOf(db: Kysely<DB>, userId: number, now: Date): Promise<NavStatusAnswer> {
  const today = beijingDate(now);
  const calendar = await loadCalendar(db, today);
  const rows = await positions(db, userId, undefined, 'all');
  const funds = new Map((await fundKinds(db, [...new Set(rows.map((r) => r.fund_id))])).map((f) => [f.id, f]));
  const statusOf = new Map<number, NavStatus>();
  for (const [id, f] of funds) statusOf.set(id, navStatus({ today, navDate: f.tradedate, isQdii: f.symbol_stype === FundSubtype.Qdii, calendar }));
  const share = confirmedShare(rows.map((r) => ({ worth: worthOf(r), status: statusOf.get(r.fund_id) ?? 'pending' })));
  const percent = `${share.percent.toFixed(2)}%`;
  return {
    date: today,
    trading_day: onOrPreviousTradingDay(today, calendar),
    items: [...funds.values()].map((f) => {
      const status = statusOf.get(f.id) ?? 'pending';
      return { fund_id: f.id, status, status_display: NAV_STATUS_TEXTS[status], nav_date: f.tradedate, note: f.tradedate === null ? '' : NOTES[status](f.tradedate) };
    }),
    total_worth: share.total.toFixed(2),
    confirmed_worth: share.confirmed.toFixed(2),
    confirmed_percent: share.percent.toFixed(2),
    confirmed_display: share.confirmed.eq(share.total) ? T.allConfirmed : T.confirmedShare(formatAmount(share.confirmed.toFixed(2)), percent),
  };
}

const causeList = (causes: Record<IncomeCause, Decimal>) => INCOME_CAUSES.map((cause) => ({ cause, label: INCOME_CAUSE_TEXTS[cause], amount: causes[cause].toFixed(2) }));

export async function incomeSplitOf(db: Kysely<DB>, userId: number, query: { date?: string }): Promise<IncomeSplitAnswer> {
  if (query.date !== undefined && !isCalendarDate(query.date)) throw detailError(400, INSIGHTS_MESSAGES.badDate);
  const day = query.date ?? (await latestIncomeDate(db, userId));
  if (day === null) return { date: null, total: '0.00', holdings: [], causes: causeList(splitIncome([]).causes), fee_accrued: '0.00' };
  const rows = await dayIncomes(db, userId, day);
  const ids = [...new Set(rows.map((r) => r.fund_id))];
  const funds = new Map((await fundKinds(db, ids)).map((f) => [f.id, f]));
  const navs = new Map((await navsAround(db, ids, day)).map((n) => [n.fund_id, n]));
  const inputs = rows.map((r) => {
    const n = navs.get(r.fund_id);
    const unitMove = n?.nav_after && n.nav_before ? toDecimal(n.nav_after).minus(n.nav_before) : toDecimal(0);
    const cumMove = n?.cum_after && n.cum_before ? toDecimal(n.cum_after).minus(n.cum_before) : unitMove;
    // The unit NAV falls by a dividend on its ex date, the cumulative NAV does not.
    const exDividend = cumMove.minus(unitMove);
    return {
      fundId: r.fund_id, portfolioId: r.portfolio_id, income: r.income, isBao: funds.get(r.fund_id)?.is_bao === true, shares: r.shares,
      navBefore: n?.nav_before ?? null, navAfter: n?.nav_after ?? null, boughtShares: r.bought, reinvestedShares: r.reinvested,
      exDividendPerShare: exDividend.gt(0) ? exDividend : toDecimal(0),
    };
  });
  const split = splitIncome(inputs);
  return {
    date: day,
    total: split.total.toFixed(2),
    holdings: split.holdings.map((h, i) => {
      const f = funds.get(h.fundId);
      const input = inputs[i]!;
      return {
        fund_id: h.fundId, portfolio_id: h.portfolioId, name: f?.abbr_name ?? '', symbol: f?.symbol ?? '', income: h.income.toFixed(2),
        shares: toDecimal(input.shares).toFixed(2), nav_before: input.navBefore, nav_after: input.navAfter, nav_change: h.navChange?.toFixed(4) ?? null,
        causes: causeList(h.causes).filter((c) => !toDecimal(c.amount).eq(0)),
      };
    }),
    causes: causeList(split.causes),
    fee_accrued: toDecimal(await faresOn(db, userId, day)).toFixed(2),
  };
}
