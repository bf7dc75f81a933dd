// Held portfolios (spec 01 §7): the user's portfolios of a topic, one held portfolio's detail (worth from
// the held funds' shares × latest NAV, the cash treasure at 1.0000; income, the accrued advisory fee, what
// is unconfirmed, its funds, cards, income and latest orders), its cards, one fund inside it, its income.
import { DEFAULT_PORTFOLIO_TOPIC, HELD_MESSAGES, heldWorth } from '@fund/core/portfolio';
import { roundHalfUp, toDecimal, type Decimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { cardWires, fundDetails, must } from '../trade/wire-loaders';
import { portfolioById, type PortfolioRow } from './catalog-repo';
import { checkRebalance } from './held-rebalance';
import { fareSums, heldIncomeByDay, heldIncomeSums, heldPortfolioIds, heldRows, openOrderSums, topicPortfolioIds, type HeldRow, type IncomeSum } from './held-repo';
import { portfolioWires, toPortfolioRecords } from './records-service';
import { fundIdBySymbol, latestPortfolioOrders } from './orders-repo';
import { portfolioOrNotFound } from './trade-repo';

/** The held detail shows the latest 45 income days and the latest 3 orders. */
export const HELD_INCOME_POINTS = 45;
export const HELD_LATEST_ORDERS = 3;

const zero = (): Decimal => toDecimal(0);
const money = (d: Decimal): string => roundHalfUp(d, 2).toFixed(2);
const sumOf = (values: readonly Decimal[]): Decimal => values.reduce((a, b) => a.plus(b), zero());
const enableWorth = (r: HeldRow): Decimal => roundHalfUp(toDecimal(r.shares).minus(r.shares_frozen).times(r.is_bao ? 1 : r.net_value), 2);

/** Worth, income and latest NAV day of one portfolio's holdings. */
export interface HeldFigures {
  worth: Decimal;
  incomeTotal: Decimal;
  incomeLatest: Decimal;
  tradeDate: string;
}

export function heldFigures(rows: readonly HeldRow[], incomes: readonly IncomeSum[]): HeldFigures {
  return {
    worth: sumOf(rows.map(heldWorth)),
    incomeTotal: sumOf(incomes.map((i) => toDecimal(i.total))),
    incomeLatest: sumOf(incomes.map((i) => toDecimal(i.latest))),
    tradeDate: rows.map((r) => r.tradedate ?? '').sort().at(-1) ?? '',
  };
}

/** The portfolio's current worth for the user (over every card), as heldFigures counts it. */
export async function portfolioWorthNow(db: Kysely<DB>, userId: number, portfolioId: number): Promise<Decimal> {
  return heldFigures(await heldRows(db, userId, portfolioId), await heldIncomeSums(db, userId, portfolioId)).worth;
}

/** The FundHolding rows of the funds held inside one portfolio (the holdings area's shape, this scope's income). */
export async function portfolioFundHoldings(db: Kysely<DB>, userId: number, rows: readonly HeldRow[], incomes: readonly IncomeSum[]): Promise<Wire.FundHolding[]> {
  const ids = [...new Set(rows.map((r) => r.fund_id))];
  const funds = await fundDetails(db, ids);
  const cards = await cardWires(db, userId, rows.map((r) => r.bank_card_id));
  return ids.map((id) => {
    const mine = rows.filter((r) => r.fund_id === id);
    const enable = sumOf(mine.map((r) => toDecimal(r.shares).minus(r.shares_frozen)));
    const income = incomes.filter((i) => i.fund_id === id);
    return {
      fund: must(funds, id),
      allow_sell: mine[0]?.allow_sell === true && enable.gt(0),
      shares_enable: enable.toFixed(2),
      divi_type: (mine[0]?.divi_type ?? 1) as 1 | 2 | 3 | 4,
      worth_value: money(sumOf(mine.map(heldWorth))),
      income_total: money(sumOf(income.map((i) => toDecimal(i.total)))),
      income_latest: money(sumOf(income.map((i) => toDecimal(i.latest)))),
      shares_list: mine.map((r) => ({
        ...must(cards, r.bank_card_id),
        shares_current: toDecimal(r.shares).toFixed(2),
        shares_enable: toDecimal(r.shares).minus(r.shares_frozen).toFixed(2),
        worth_value: heldWorth(r).toFixed(2),
      })),
    };
  });
}

/** Each card the portfolio is held on, with its worth and the worth it can sell (frozen shares excluded). */
export async function portfolioCards(db: Kysely<DB>, userId: number, rows: readonly HeldRow[]): Promise<Wire.BankCard[]> {
  const cardIds = [...new Set(rows.map((r) => r.bank_card_id))];
  const cards = await cardWires(db, userId, cardIds);
  return cardIds.map((id) => {
    const mine = rows.filter((r) => r.bank_card_id === id);
    return { ...must(cards, id), worth_value: money(sumOf(mine.map(heldWorth))), worth_value_enable: money(sumOf(mine.map(enableWorth))) };
  });
}

async function heldPortfolioRow(db: Kysely<DB>, userId: number, portfolioId: number): Promise<PortfolioRow> {
  const held = await heldPortfolioIds(db, userId);
  const row = held.includes(portfolioId) ? await portfolioById(db, portfolioId) : undefined;
  if (!row) throw detailError(404, HELD_MESSAGES.portfolioNotHeld);
  return row;
}

async function buildHeld(db: Kysely<DB>, userId: number, row: PortfolioRow, today: string, fares: Map<number, string>, wire: (id: number) => Promise<Wire.Portfolio>): Promise<Wire.HeldPortfolio> {
  const rows = await heldRows(db, userId, row.id);
  const incomes = await heldIncomeSums(db, userId, row.id);
  const figures = heldFigures(rows, incomes);
  const open = await openOrderSums(db, userId, row.id);
  const income = await heldIncomeByDay(db, userId, [row.id], HELD_INCOME_POINTS, 0);
  const orders = await latestPortfolioOrders(db, userId, row.id, HELD_LATEST_ORDERS);
  const cards = await portfolioCards(db, userId, rows);
  const sellable = rows.some((r) => enableWorth(r).gt(0));
  return {
    allow_sell: row.allow_sell && sellable,
    allow_rebalance: (await checkRebalance(db, userId, row.id, today)).allow_rebalance,
    trade_date: figures.tradeDate,
    worth_value: money(figures.worth),
    fare: money(toDecimal(fares.get(row.id) ?? 0)),
    income_total: money(figures.incomeTotal),
    income_latest: money(figures.incomeLatest),
    notification: '',
    buy_unconfirm: open.buy_count,
    sell_unconfirm: open.sell_count,
    amount_unconfirm: money(toDecimal(open.buy_amount)),
    shares_unconfirm: money(toDecimal(open.sell_shares)),
    sell_amount_unconfirm: money(toDecimal(open.sell_amount)),
    rebalance_unconfirm: open.rebalance_count,
    is_manager: row.owner_user_id === userId,
    divi_info: '',
    funds_list: await portfolioFundHoldings(db, userId, rows, incomes),
    income_list: income.rows.map((r) => ({ date: r.date, income: money(toDecimal(r.income)) })),
    statuses_publish_at: null,
    fund_portfolio: await wire(row.id),
    shares_list: cards,
    trade_record_list: await toPortfolioRecords(db, userId, orders, today),
  };
}

export async function heldPortfolios(db: Kysely<DB>, userId: number, topic: string, today: string): Promise<Wire.HeldPortfolio[]> {
  const ids = await heldPortfolioIds(db, userId, topic);
  const fares = await fareSums(db, userId);
  const wire = portfolioWires(db, today, userId);
  const out: Wire.HeldPortfolio[] = [];
  for (const id of ids) {
    const row = await portfolioById(db, id);
    if (row) out.push(await buildHeld(db, userId, row, today, fares, wire));
  }
  return out;
}

export async function heldPortfolio(db: Kysely<DB>, userId: number, portfolioId: number, today: string): Promise<Wire.HeldPortfolio> {
  const row = await heldPortfolioRow(db, userId, portfolioId);
  return buildHeld(db, userId, row, today, await fareSums(db, userId), portfolioWires(db, today, userId));
}

export async function heldPortfolioCards(db: Kysely<DB>, userId: number, portfolioId: number): Promise<{ shares_list: Wire.BankCard[] }> {
  await heldPortfolioRow(db, userId, portfolioId);
  return { shares_list: await portfolioCards(db, userId, await heldRows(db, userId, portfolioId)) };
}

/** One fund inside a held portfolio, by symbol. */
export async function heldPortfolioFund(db: Kysely<DB>, userId: number, portfolioId: number, symbol: string): Promise<Wire.FundHolding> {
  const fund = await fundIdBySymbol(db, symbol);
  const rows = fund ? await heldRows(db, userId, portfolioId, fund.id) : [];
  if (!fund || rows.length === 0) throw detailError(404, HELD_MESSAGES.fundNotHeld);
  const incomes = (await heldIncomeSums(db, userId, portfolioId)).filter((i) => i.fund_id === fund.id);
  const [holding] = await portfolioFundHoldings(db, userId, rows, incomes);
  if (!holding) throw detailError(404, HELD_MESSAGES.fundNotHeld);
  return holding;
}

/**
 * Income by day (45 a page): of one portfolio when fund_portfolio_id is given (held or once held), else of
 * every portfolio of the topic (the topic income page; xds when no topic is given), sold ones included.
 */
export async function heldIncomePage(db: Kysely<DB>, userId: number, q: PageRequest & { fund_portfolio_id?: number; topic?: string }): Promise<Wire.Page<Wire.IncomePoint>> {
  const ids = q.fund_portfolio_id !== undefined ? [q.fund_portfolio_id] : await topicPortfolioIds(db, q.topic ?? DEFAULT_PORTFOLIO_TOPIC);
  const { rows, count } = await heldIncomeByDay(db, userId, ids, q.page_size, offsetOf(q));
  return toPage(q, count, rows.map((r) => ({ date: r.date, income: money(toDecimal(r.income)) })));
}

/**
 * A read for one named portfolio (the held detail, its cards, income, orders, reports) needs a portfolio that
 * exists: 404 组合不存在, not an empty list that reads as "nothing yet". The rows are only ever the caller's own.
 */
export async function knownPortfolio(db: Kysely<DB>, id: number | undefined): Promise<void> {
  if (id !== undefined) await portfolioOrNotFound(db, id);
}
