// The close of a trading day: dividends by each holding's dividend type, the cash treasure's income
// (shares × income per 10,000 / 10,000, credited as shares), every other holding's market income, and
// pending dividend-type changes taking effect, and each held portfolio's advisory fee of the day. Each
// holding is paid and counted in its own scope (direct or inside a portfolio). Keyed rows make a second run change nothing.
import { sql, type Kysely } from 'kysely';
import { AccountDividendType } from '@fund/core/fund';
import { TradeDirection, TradeStatus, advisoryFeeOfDay } from '@fund/core/trade';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import type { DB } from '../db/schema';
import { insertOrder } from '../modules/trading/trading-repo';
import { post } from './ledger';
import { navBefore, navOn } from './market-publisher';

interface HeldRow {
  user_id: number;
  fund_id: number;
  bank_card_id: number;
  portfolio_id: number;
  shares: string;
  divi_type: number;
  is_bao: boolean;
}

/** 3 (changing to reinvest) still pays cash until confirmed, 4 (changing to cash) still reinvests. */
function effectiveDiviType(type: number): number {
  if (type === AccountDividendType.ChangingToReinvest) return AccountDividendType.Cash;
  if (type === AccountDividendType.ChangingToCash) return AccountDividendType.Reinvest;
  return type;
}

async function payDividends(db: Kysely<DB>, day: string, now: Date): Promise<void> {
  const dividends = await db.selectFrom('fund_dividends').selectAll().where('ex_date', '=', day).where('kind', '=', 'dividend').where('per_share', 'is not', null).execute();
  for (const d of dividends) {
    const holders = await db.selectFrom('holdings').selectAll().where('fund_id', '=', d.fund_id).where('shares', '>', '0').execute();
    const nav = (await navOn(db, d.fund_id, day))?.nav ?? '1.0000';
    for (const h of holders) {
      const cash = roundHalfUp(toDecimal(h.shares).times(d.per_share ?? '0'), 2);
      if (cash.lte(0)) continue;
      const type = effectiveDiviType(h.divi_type);
      const reinvest = type === AccountDividendType.Reinvest;
      const shares = reinvest ? roundHalfUp(cash.div(nav), 2) : null;
      await db.transaction().execute(async (trx) => {
        // The holding's lock serialises two nodes paying the same dividend; the second finds the record.
        await trx.selectFrom('holdings').select('id').where('id', '=', h.id).forUpdate().execute();
        const exists = await trx.selectFrom('trade_orders').select('id').where('fund_id', '=', d.fund_id).where('dividend_date', '=', d.record_date).where('user_id', '=', h.user_id)
          .where('bank_card_id', '=', h.bank_card_id).where('portfolio_id', '=', h.portfolio_id).executeTakeFirst();
        if (exists) return;
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
  const held = await sql<HeldRow>`select h.user_id, h.fund_id, h.bank_card_id, h.portfolio_id, h.shares, h.divi_type, f.is_bao
    from holdings h join funds f on f.id = h.fund_id where h.shares > 0`.execute(db);
  for (const h of held.rows) {
    let income = toDecimal(0);
    if (h.is_bao) {
      const per10000 = (await navOn(db, h.fund_id, day))?.incomePer10000 ?? null;
      if (per10000 === null) continue;
      income = roundHalfUp(toDecimal(h.shares).times(per10000).div(10000), 2);
    } else {
      const today = await navOn(db, h.fund_id, day);
      const before = await navBefore(db, h.fund_id, day);
      if (!today || before === null) continue;
      income = roundHalfUp(toDecimal(h.shares).times(toDecimal(today.nav).minus(before)), 2);
    }
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('daily_incomes')
        .values({ user_id: h.user_id, fund_id: h.fund_id, bank_card_id: h.bank_card_id, portfolio_id: h.portfolio_id, date: day, income: income.toFixed(2) })
        .onConflict((oc) => oc.doNothing())
        .returning('date')
        .executeTakeFirst();
      // The cash treasure pays its income in shares; other funds' income is only a change in value.
      if (row && h.is_bao && income.gt(0)) await post(trx, h.user_id, now, [{ account: 'shares', fundId: h.fund_id, cardId: h.bank_card_id, portfolioId: h.portfolio_id, amount: income, memo: `${day}现金宝收益` }]);
    });
  }
}

/** Pending dividend-type changes due by `day` take effect. */
export async function confirmDiviTypes(db: Kysely<DB>, day: string, now: Date): Promise<void> {
  await sql`update holdings set divi_type = case divi_type when 3 then 1 when 4 then 2 else divi_type end,
      divi_type_confirm_date = null, updated_at = ${now.toISOString()}::timestamptz
    where divi_type in (3, 4) and divi_type_confirm_date <= ${day}::date`.execute(db);
}

/** Each held portfolio's advisory fee of the day, per card: its worth at the day's NAVs × manage_fare_ratio / 365. */
async function accrueFares(db: Kysely<DB>, day: string): Promise<void> {
  const held = await sql<{ user_id: number; portfolio_id: number; bank_card_id: number; ratio: string; worth: string }>`
    select h.user_id, h.portfolio_id, h.bank_card_id, p.manage_fare_ratio::text as ratio,
      sum(round(h.shares * (case when f.is_bao then 1 else coalesce(n.net_value, f.net_value, 1) end), 2))::text as worth
    from holdings h join funds f on f.id = h.fund_id join portfolios p on p.id = h.portfolio_id
    left join lateral (select net_value from fund_navs where fund_id = h.fund_id and date <= ${day}::date order by date desc limit 1) n on true
    where h.portfolio_id > 0 and h.shares > 0
    group by h.user_id, h.portfolio_id, h.bank_card_id, p.manage_fare_ratio`.execute(db);
  const rows = held.rows.map((h) => ({
    user_id: h.user_id, portfolio_id: h.portfolio_id, bank_card_id: h.bank_card_id, date: day, worth: toDecimal(h.worth).toFixed(2),
    fare: advisoryFeeOfDay(h.worth, h.ratio ?? 0).toFixed(2),
  }));
  if (rows.length > 0) await db.insertInto('portfolio_fares').values(rows).onConflict((oc) => oc.doNothing()).execute();
}

export async function closeDay(db: Kysely<DB>, day: string, now: Date): Promise<void> {
  await payDividends(db, day, now);
  await recordIncome(db, day, now);
  await accrueFares(db, day);
}
