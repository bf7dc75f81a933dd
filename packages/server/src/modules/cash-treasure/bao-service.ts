// Cash treasure (bao) reads: balance and income, per-card balances, its trades, what may be transferred
// out (the fast cap left today) and its income history (42 a page). Only the directly held cash treasure
// counts here: a cash-treasure position inside a portfolio belongs to the portfolio.
import { type Kysely } from 'kysely';
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { fastRedeemLeft } from '@fund/core/cash-treasure';
import { TradeStatus } from '@fund/core/trade';
import { beijingDate, beijingInstant } from '@fund/core/calendar';
import type { DB } from '../../db/schema';
import { loadCalendar, tradeDateOf } from '../calendar/market-calendar';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { tradeRecords } from '../trade/records-service';
import { baoFund } from '../trade/trading-repo';
import { cardWires, fundDetails, must } from '../trade/wire-loaders';
import { countNavs, directBalances, directIncomeSums, fastRedeemedSince, incomeHistoryPage, userCardIds } from './bao-repo';

async function balances(db: Kysely<DB>, userId: number | null, fundId: number) {
  if (userId === null) return [];
  return directBalances(db, userId, fundId);
}

async function incomeOf(db: Kysely<DB>, userId: number | null, fundId: number): Promise<{ latest: string; total: string }> {
  if (userId === null) return { latest: '0.00', total: '0.00' };
  const r = await directIncomeSums(db, userId, fundId);
  return { latest: toDecimal(r?.latest ?? 0).toFixed(2), total: toDecimal(r?.total ?? 0).toFixed(2) };
}

export async function baoInfo(db: Kysely<DB>, userId: number | null): Promise<Wire.BaoInfo> {
  const bao = await baoFund(db);
  const rows = await balances(db, userId, bao.id);
  const worth = rows.reduce((s, h) => s.plus(h.shares), toDecimal(0));
  const enable = rows.reduce((s, h) => s.plus(h.shares).minus(h.shares_frozen), toDecimal(0));
  const income = await incomeOf(db, userId, bao.id);
  return {
    fund: must(await fundDetails(db, [bao.id]), bao.id),
    worth_value: worth.toFixed(2),
    shares_enable: enable.toFixed(2),
    income_latest: income.latest,
    income_total: income.total,
    tenthou_unit_incm: bao.tenthou_unit_incm ?? '0.0000',
    year_yld: bao.year_yld ?? '0.0000',
  };
}

export async function baoMine(db: Kysely<DB>, userId: number): Promise<Wire.BaoInfo & { bank_cards: Wire.BankCard[] }> {
  const info = await baoInfo(db, userId);
  const bao = await baoFund(db);
  const rows = await balances(db, userId, bao.id);
  const allCards = await userCardIds(db, userId);
  const cards = await cardWires(db, userId, allCards.map((c) => c.id));
  const bank_cards = [...cards.values()].map((card) => {
    const h = rows.find((r) => r.bank_card_id === card.id);
    const shares = h ? toDecimal(h.shares) : toDecimal(0);
    const enable = h ? shares.minus(h.shares_frozen) : toDecimal(0);
    return { ...card, shares_current: shares.toFixed(2), shares_enable: enable.toFixed(2), worth_value: shares.toFixed(2), worth_value_enable: enable.toFixed(2) };
  });
  return { ...info, bank_cards };
}

export function baoTrades(db: Kysely<DB>, userId: number, page: PageRequest): Promise<Wire.Page<Wire.TradeRecord>> {
  return tradeRecords(db, userId, { tab: 'fund_bao' }, page);
}

export async function baoSellInfo(db: Kysely<DB>, userId: number, now: Date) {
  const today = beijingDate(now);
  const used = await fastRedeemedSince(db, userId, TradeStatus.TradeSucceed, beijingInstant(today));
  const calendar = await loadCalendar(db, today);
  const info = await baoInfo(db, userId);
  return {
    fast_limit: fastRedeemLeft(used),
    shares_enable: info.shares_enable,
    arrive_at: calendar.nextTradingDay(tradeDateOf(calendar, now)),
    fast_arrive_at: today,
  };
}

export async function baoIncome(db: Kysely<DB>, userId: number, page: PageRequest): Promise<Wire.Page<Wire.BaoIncomePoint>> {
  const bao = await baoFund(db);
  const count = await countNavs(db, bao.id);
  const rows = await incomeHistoryPage(db, userId, bao.id, page.page_size, offsetOf(page));
  const results = rows.map((r) => ({ date: r.date, tenthou_unit_incm: r.tenthou_unit_incm ?? '0.0000', year_yld: r.year_yld ?? '0.0000', income: toDecimal(r.income ?? 0).toFixed(2) }));
  return toPage(page, count, results);
}
