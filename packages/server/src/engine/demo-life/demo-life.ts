// A year in the demo account's life, lived by the trading engine itself: each step settles the market
// up to its day (runSettlement, as the server does), then places its orders through the services the
// API calls, dated that day. So records, incomes, dividends, plans and the ledger are the engine's own,
// and reconcile() holds. Only on a new database: the replay settles every holding it finds.
import type { Kysely } from 'kysely';
import { addDays, beijingDate, beijingInstant } from '@fund/core/calendar';
import { FundSubtype, AccountDividendType } from '@fund/core/fund';
import { FixedInvestmentPeriodUnit } from '@fund/core/plan';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import type { DB } from '../../db/schema';
import { runSettlement, settleDays } from '../settlement';
import { stateOf } from '../settlement-repo';
import { loadCalendar } from '../../modules/calendar/market-calendar';
import { placeBuy } from '../../modules/trade/buy-service';
import { placeSell } from '../../modules/trade/sell-service';
import { baoFund, holdingOf } from '../../modules/trade/trading-repo';
import { createPlan } from '../../modules/plan/plan-service';
import { changeDiviType } from '../../modules/assets/divi-type-service';
import { grantCoupon, useCoupon } from '../../modules/promotion/coupon-service';
import { placePortfolioBuy, placeRebalance } from '../../modules/portfolio/trade-orders';
import { type Investor, demoInvestor, hasOrders, pickAdjustedPortfolio, pickDividendFunds, pickFund } from './demo-life-repo';
import { userMobileHash } from '../../modules/account/service';

/** The settlement job's first-run marker: absent until the engine has settled anything. */
const SETTLED_KEY = 'settlement_last_day';
const YEAR_DAYS = 365;
/** Orders go in mid-morning, before the 15:00 cut-off, so they trade the same day. */
const ORDER_MINUTES = 10 * 60;

interface Step {
  daysAgo: number;
  act: (at: Date) => Promise<void>;
}


async function sellPart(db: Kysely<DB>, who: Investor, fundId: number, part: number, at: Date, toBao: boolean): Promise<void> {
  const h = await holdingOf(db, who.userId, fundId, who.cardId);
  if (!h) throw new Error(`演示帐号: 未持有基金 ${fundId}`);
  const shares = roundHalfUp(toDecimal(h.shares).minus(h.shares_frozen).div(part), 2).toFixed(2);
  await db.transaction().execute((trx) => placeSell(trx, who.userId, { fund_id: fundId, bank_card_id: who.cardId, shares, password: '', is_bao: toBao, is_fast: false }, at));
}

async function buy(db: Kysely<DB>, who: Investor, fundId: number, amount: string, at: Date, fromBao = false): Promise<number> {
  const answer = await db.transaction().execute((trx) => placeBuy(trx, who.userId, { fund_id: fundId, bank_card_id: who.cardId, amount, is_bao: fromBao, password: '', confirm_risk: true }, at));
  return answer.id;
}

/** The steps of the year, oldest first, from funds and a portfolio the market offers. */
async function yearOf(db: Kysely<DB>, who: Investor, today: string): Promise<Step[]> {
  const since = addDays(today, -YEAR_DAYS - 10);
  const taken: number[] = [];
  // A plan's fund within the investor's level: a standing order needs no risk confirmation then.
  const fund = async (stype: number, fixed = false) => {
    const pick = await pickFund(db, { stype, since, taken, fixed, maxRisk: fixed ? 3 : 5 });
    taken.push(pick.id);
    return pick.id;
  };
  const [reinvested, paidOut] = await pickDividendFunds(db, { since, from: addDays(today, -330), to: addDays(today, -10), count: 2, taken });
  if (!reinvested || !paidOut) throw new Error('演示帐号: 没有足够的分红基金');
  taken.push(reinvested.id, paidOut.id);
  const mixed = await fund(FundSubtype.Mixed);
  const stock = await fund(FundSubtype.Stock);
  const index = await fund(FundSubtype.Index);
  const weekly = await fund(FundSubtype.Bond, true);
  const monthly = await fund(FundSubtype.Mixed, true);
  const fof = await fund(FundSubtype.Fof);
  const bao = (await baoFund(db)).id;
  const portfolio = await pickAdjustedPortfolio(db, addDays(today, -240), addDays(today, -20));
  const rebalanceDaysAgo = Math.round((Date.parse(today) - Date.parse(portfolio.adjustedOn)) / 86_400_000) - 7;
  const plan = (fundId: number, amount: string, periodUnit: 0 | 1, tradeDay: number) => async (at: Date) => {
    await db.transaction().execute((trx) => createPlan(trx, who.userId, { fund: fundId, bank_card: who.cardId, amount, period_unit: periodUnit, trade_date: tradeDay, password: '' }, at));
  };
  return [
    { daysAgo: 360, act: async (at) => void (await buy(db, who, bao, '30000.00', at)) },
    { daysAgo: 355, act: async (at) => void (await buy(db, who, mixed, '20000.00', at)) },
    { daysAgo: 345, act: async (at) => {
      await buy(db, who, reinvested.id, '10000.00', at);
      await buy(db, who, paidOut.id, '8000.00', at);
    } },
    { daysAgo: 340, act: async (at) => void (await changeDiviType(db, who.userId, { fund_id: paidOut.id, divi_type: AccountDividendType.Cash }, at)) },
    { daysAgo: 330, act: async (at) => {
      const coupon = await grantCoupon(db, who.userId, { name: '新人申购红包', amount: '20.00', expense_min: '5000.00', effective_to: addDays(beijingDate(at), 30) }, at);
      await useCoupon(db, who.userId, coupon, await buy(db, who, stock, '10000.00', at), at);
    } },
    { daysAgo: 320, act: plan(weekly, '500.00', FixedInvestmentPeriodUnit.Weekly, 3) },
    { daysAgo: 300, act: plan(monthly, '1000.00', FixedInvestmentPeriodUnit.Monthly, 8) },
    { daysAgo: 280, act: async (at) => void (await buy(db, who, index, '6000.00', at)) },
    { daysAgo: 250, act: async (at) => {
      await db.transaction().execute((trx) => placePortfolioBuy(trx, who.userId, { fund_portfolio_id: portfolio.id, bank_card_id: who.cardId, amount: '20000.00', is_bao: false, password: '', confirm_risk: true }, at));
    } },
    { daysAgo: 200, act: (at) => sellPart(db, who, mixed, 3, at, false) },
    { daysAgo: 150, act: async (at) => void (await buy(db, who, fof, '5000.00', at, true)) },
    { daysAgo: 120, act: (at) => sellPart(db, who, stock, 2, at, true) },
    { daysAgo: rebalanceDaysAgo, act: async (at) => {
      await db.transaction().execute((trx) => placeRebalance(trx, who.userId, { fund_portfolio_id: portfolio.id, bank_card_id: who.cardId, password: '', rebalance_type: 0 }, at));
    } },
    { daysAgo: 40, act: async (at) => {
      await db.transaction().execute((trx) => placeSell(trx, who.userId, { fund_id: bao, bank_card_id: who.cardId, shares: '2000.00', password: '', is_bao: false, is_fast: true }, at));
    } },
  ];
}

/**
 * Lives the demo investor's year when the database has never been settled and the investor has no
 * orders; returns the lines to print. Settles up to `now` at the end, as the server's first run would.
 */
export async function seedDemoLife(db: Kysely<DB>, mobile: string, now: Date): Promise<string[]> {
  if ((await stateOf(db, SETTLED_KEY)) !== null) return [];
  const who = await demoInvestor(db, userMobileHash({ mobile }));
  if (!who) return [];
  if (await hasOrders(db, who.userId)) return [];
  const started = performance.now();
  const today = beijingDate(now);
  const calendar = await loadCalendar(db, today);
  const problems: string[] = [];
  const options = { log: (message: string) => problems.push(message) };
  const steps = (await yearOf(db, who, today)).sort((a, b) => b.daysAgo - a.daysAgo);
  for (const step of steps) {
    const day = calendar.onOrNext(addDays(today, -step.daysAgo));
    if (day >= today) continue;
    const at = beijingInstant(day, ORDER_MINUTES);
    // The ledger is reconciled once, after the last run: the runs between only walk the days.
    await settleDays(db, at, options, calendar);
    await step.act(at);
  }
  const last = await runSettlement(db, now, options);
  if (!last.reconciliation.ok) problems.push(...last.reconciliation.problems);
  return [`演示帐号已有一年的交易记录（用时 ${Math.round(performance.now() - started)} ms）`, ...problems.map((p) => `演示帐号: ${p}`)];
}
