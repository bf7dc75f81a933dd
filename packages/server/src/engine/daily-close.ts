// The close of a trading day: dividends by each holding's dividend type, the cash treasure's income
// (shares × income per 10,000 / 10,000, credited as shares), every other holding's market income, and
// pending dividend-type changes taking effect, and each held portfolio's advisory fee of the day. Each
// holding is paid and counted in its own scope (direct or inside a portfolio). Keyed rows make a second run change nothing.
import type { Kysely } from 'kysely';
import { AccountDividendType } from '@fund/core/fund';
import { TradeDirection, TradeStatus, advisoryFeeOfDay } from '@fund/core/trade';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import type { DB } from '../db/schema';
import { insertOrder } from '../modules/trade/trading-repo';
import { post } from '../modules/ledger/ledger-repo';
import { applyDiviTypeChanges, dividendPaid, dividendsExOn, heldPortfolioWorths, holdersOf, insertDayIncomes, insertPortfolioFares, lockHolding } from './daily-close-repo';
import { navOn } from './settlement-repo';
import { accrueStoreIncome } from '../modules/store/income/income-accrual';

/** 3 (changing to reinvest) still pays cash until confirmed, 4 (changing to cash) still reinvests. */
function effectiveDiviType(type: number): number {
  if (type === AccountDividendType.ChangingToReinvest) return AccountDividendType.Cash;
  if (type === AccountDividendType.ChangingToCash) return AccountDividendType.Reinvest;
  return type;
}

async function payDividends(db: Kysely<DB>, day: string, now: Date): Promise<void> {
  const dividends = await dividendsExOn(db, day);
  for (const d of dividends) {
    const holders = await holdersOf(db, d.fund_id);
    const nav = (await navOn(db, d.fund_id, day))?.nav ?? '1.0000';
    for (const h of holders) {
      const cash = roundHalfUp(toDecimal(h.shares).times(d.per_share ?? '0'), 2);
      if (cash.lte(0)) continue;
      const type = effectiveDiviType(h.divi_type);
      const reinvest = type === AccountDividendType.Reinvest;
      const shares = reinvest ? roundHalfUp(cash.div(nav), 2) : null;
      await db.transaction().execute(async (trx) => {
        // The holding's lock serialises two nodes paying the same dividend; the second finds the record.
        await lockHolding(trx, h.id);
        if (await dividendPaid(trx, { fund_id: d.fund_id, user_id: h.user_id, bank_card_id: h.bank_card_id, portfolio_id: h.portfolio_id }, d.record_date)) return;
        const scope = h.portfolio_id === 0 ? '' : `-P${h.portfolio_id}`;
        const id = await insertOrder(trx, {
          serial_number: `D${d.fund_id}-${d.record_date}-${h.user_id}-${h.bank_card_id}${scope}`, portfolio_id: h.portfolio_id, user_id: h.user_id, fund_id: d.fund_id, bank_card_id: h.bank_card_id, direction: TradeDirection.Bonus, status: TradeStatus.TradeSucceed,
          amount: cash.toFixed(2), shares: '0', fee: '0.00', fare_ratio: '0', discount_rate: '1', amount_confirm: cash.toFixed(2), shares_confirm: shares?.toFixed(2) ?? null, amount_refund: null,
          net_value: nav, pay_from_bao: false, to_bao: false, is_fast: false, apply_at: now.toISOString(), trade_date: day, confirm_date: day, arrive_date: day, confirmed_at: now.toISOString(),
          fixed_investment_id: null, run_date: null, dividend_date: d.record_date, risk_confirmation_id: null, divi_type: type, opposite_id: null,
          remind_info: `每份派发现金${d.per_share ?? '0'}元`, failure_notification: '',
        });
        await post(trx, h.user_id, now, reinvest
          ? [{ account: 'shares', fundId: d.fund_id, cardId: h.bank_card_id, orderId: id, portfolioId: h.portfolio_id, amount: shares ?? 0, memo: '红利再投' }]
          : [{ account: 'card', cardId: h.bank_card_id, orderId: id, amount: cash, memo: '现金分红到账' }]);
      });
    }
  }
}

async function recordIncome(db: Kysely<DB>, day: string, now: Date): Promise<void> {
  // One statement for every holding (insertDayIncomes); the cash treasure pays its income in shares,
  // other funds' income is only a change in value.
  await db.transaction().execute(async (trx) => {
    for (const c of await insertDayIncomes(trx, day)) {
      await post(trx, c.user_id, now, [{ account: 'shares', fundId: c.fund_id, cardId: c.bank_card_id, portfolioId: c.portfolio_id, amount: c.income, memo: `${day}现金宝收益` }]);
    }
  });
}

/** Pending dividend-type changes due by `day` take effect. */
export async function confirmDiviTypes(db: Kysely<DB>, day: string, now: Date): Promise<void> {
  await applyDiviTypeChanges(db, day, now);
}

/** Each held portfolio's advisory fee of the day, per card: its worth at the day's NAVs × manage_fare_ratio / 365. */
async function accrueFares(db: Kysely<DB>, day: string): Promise<void> {
  const held = await heldPortfolioWorths(db, day);
  const rows = held.map((h) => ({
    user_id: h.user_id, portfolio_id: h.portfolio_id, bank_card_id: h.bank_card_id, date: day, worth: toDecimal(h.worth).toFixed(2),
    fare: advisoryFeeOfDay(h.worth, h.ratio ?? 0).toFixed(2),
  }));
  if (rows.length > 0) await insertPortfolioFares(db, rows);
}

export async function closeDay(db: Kysely<DB>, day: string, now: Date): Promise<void> {
  await payDividends(db, day, now);
  await recordIncome(db, day, now);
  await accrueFares(db, day);
  // Owners' share of the fees just accrued (modules/store/income).
  await accrueStoreIncome(db, day, now);
}
