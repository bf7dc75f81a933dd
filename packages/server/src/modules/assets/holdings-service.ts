// Holdings reads: my assets (totals and blocks), held funds, one held fund, its shares per card, income
// by day (42 a page), and the asset allocation over stock, bond, cash and other.
import type { Kysely } from 'kysely';
import { roundHalfUp, toDecimal, type Decimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { TRADING_MESSAGES } from '@fund/core/trade';
import type { DB } from '../../db/schema';
import { detailError } from '../../http/api-error';
import { offsetOf, toPage, type PageRequest } from '../common/paging';
import { cardWires, fundDetails, must } from '../trade/wire-loaders';
import { allocations, cardIdsOf, fundIdOfSymbol, incomeByDay, incomeSums, positions, type HoldingScope, type PositionRow } from './holdings-repo';
import { portfolioAssetBlock } from '../portfolio/held-assets';
import { walletOf } from '../wallet/wallet-service';
import { requireKnownFund } from '../common/known-fund';

const zero = (): Decimal => toDecimal(0);
export const worthOf = (p: PositionRow): Decimal => roundHalfUp(toDecimal(p.shares).times(p.is_bao ? 1 : p.net_value), 2);

function block(rows: PositionRow[], income: { total: Decimal; latest: Decimal }): Wire.AssetBlock {
  return {
    trade_date: rows.map((r) => r.tradedate ?? '').sort().at(-1) ?? '',
    income_latest: income.latest.toFixed(2),
    income_total: income.total.toFixed(2),
    worth_value: rows.reduce((s, r) => s.plus(worthOf(r)), zero()).toFixed(2),
    fare: '0.00',
  };
}

export async function myAssets(db: Kysely<DB>, userId: number): Promise<Wire.AssetsTotal> {
  // Independent reads: one round trip's wait on the pool instead of five in a row.
  const [rows, sums, cards, portfolios, wallet] = await Promise.all([positions(db, userId), incomeSums(db, userId), cardIdsOf(db, userId), portfolioAssetBlock(db, userId), walletOf(db, userId)]);
  const incomeFor = (filter: (fundId: number) => boolean) => ({
    total: sums.filter((s) => filter(s.fund_id)).reduce((a, s) => a.plus(s.total), zero()),
    latest: sums.filter((s) => filter(s.fund_id)).reduce((a, s) => a.plus(s.latest), zero()),
  });
  const baoIds = new Set(rows.filter((r) => r.is_bao).map((r) => r.fund_id));
  const bao = block(rows.filter((r) => r.is_bao), incomeFor((id) => baoIds.has(id)));
  const funds = block(rows.filter((r) => !r.is_bao), incomeFor((id) => !baoIds.has(id)));
  const all = incomeFor(() => true);
  // Held portfolios count in the totals; their block is shown only to a holder.
  const inPortfolios = (key: 'worth_value' | 'income_latest' | 'income_total' | 'fare') => toDecimal(portfolios?.[key] ?? 0);
  return {
    assets_total: toDecimal(bao.worth_value).plus(funds.worth_value).plus(inPortfolios('worth_value')).toFixed(2),
    trade_date: [bao.trade_date, funds.trade_date, portfolios?.trade_date ?? ''].sort().at(-1) ?? '',
    income_latest: all.latest.plus(inPortfolios('income_latest')).toFixed(2),
    fare: inPortfolios('fare').toFixed(2),
    income_total: all.total.plus(inPortfolios('income_total')).toFixed(2),
    bank_cards_count: cards.length,
    wallets_available: wallet.available,
    bao,
    funds,
    ...(portfolios ? { fund_portfolios: portfolios } : {}),
  };
}

async function toHoldings(db: Kysely<DB>, userId: number, rows: PositionRow[]): Promise<Wire.FundHolding[]> {
  const ids = [...new Set(rows.map((r) => r.fund_id))];
  const [funds, cards, sums] = await Promise.all([fundDetails(db, ids), cardWires(db, userId, rows.map((r) => r.bank_card_id)), incomeSums(db, userId)]);
  return ids.map((id) => {
    const mine = rows.filter((r) => r.fund_id === id);
    const enable = mine.reduce((s, r) => s.plus(r.shares).minus(r.shares_frozen), zero());
    const income = sums.find((s) => s.fund_id === id);
    const first = mine[0];
    return {
      fund: must(funds, id),
      allow_sell: first?.allow_sell === true && enable.gt(0),
      shares_enable: enable.toFixed(2),
      divi_type: (first?.divi_type ?? 1) as 1 | 2 | 3 | 4,
      worth_value: mine.reduce((s, r) => s.plus(worthOf(r)), zero()).toFixed(2),
      income_total: toDecimal(income?.total ?? 0).toFixed(2),
      income_latest: toDecimal(income?.latest ?? 0).toFixed(2),
      shares_list: mine.map((r) => ({
        ...must(cards, r.bank_card_id),
        shares_current: toDecimal(r.shares).toFixed(2),
        shares_enable: toDecimal(r.shares).minus(r.shares_frozen).toFixed(2),
        worth_value: worthOf(r).toFixed(2),
      })),
    };
  });
}

export async function heldFunds(db: Kysely<DB>, userId: number, page: PageRequest): Promise<Wire.Page<Wire.FundHolding>> {
  const all = (await toHoldings(db, userId, await positions(db, userId))).filter((h) => !h.fund.is_bao);
  return toPage(page, all.length, all.slice(offsetOf(page), offsetOf(page) + page.page_size));
}

export async function heldFund(db: Kysely<DB>, userId: number, ref: { fund_id?: number; symbol?: string }): Promise<Wire.FundHolding> {
  let fundId = ref.fund_id;
  if (fundId === undefined && ref.symbol !== undefined) fundId = await fundIdOfSymbol(db, ref.symbol);
  if (fundId === undefined) throw detailError(404, TRADING_MESSAGES.fundNotHeld);
  // An id that names no fund says so (基金不存在); a fund that exists but is not held, 您尚未持有该基金.
  await requireKnownFund(db, fundId);
  const [holding] = await toHoldings(db, userId, await positions(db, userId, fundId));
  if (!holding) throw detailError(404, TRADING_MESSAGES.fundNotHeld);
  return holding;
}

export async function incomePage(db: Kysely<DB>, userId: number, fundId: number | undefined, page: PageRequest, scope: HoldingScope = 'direct'): Promise<Wire.Page<Wire.IncomePoint>> {
  const { rows, count } = await incomeByDay(db, userId, fundId, page.page_size, offsetOf(page), scope);
  return toPage(page, count, rows.map((r) => ({ date: r.date, income: toDecimal(r.income).toFixed(2) })));
}

/** Worth by asset class: each fund's latest reported allocation applied to its worth; the cash treasure is cash. */
export async function assetAllocation(db: Kysely<DB>, userId: number): Promise<{ worth_value: string; allocation: { name: string; value: string; percent: string }[] }> {
  const rows = await positions(db, userId, undefined, 'all');
  const reports = await allocations(db, rows.filter((r) => !r.is_bao).map((r) => r.fund_id));
  const totals = { stock: zero(), bond: zero(), cash: zero(), other: zero() };
  for (const r of rows) {
    const worth = worthOf(r);
    const report = reports.find((a) => a.fund_id === r.fund_id);
    if (r.is_bao || !report) {
      totals[r.is_bao ? 'cash' : 'other'] = totals[r.is_bao ? 'cash' : 'other'].plus(worth);
      continue;
    }
    for (const key of ['stock', 'bond', 'cash', 'other'] as const) totals[key] = totals[key].plus(worth.times(report[key]).div(100));
  }
  const sum = Object.values(totals).reduce((a, b) => a.plus(b), zero());
  const names = { stock: '股票', bond: '债券', cash: '现金', other: '其他' } as const;
  return {
    worth_value: roundHalfUp(sum, 2).toFixed(2),
    allocation: (['stock', 'bond', 'cash', 'other'] as const).map((key) => ({
      name: names[key],
      value: roundHalfUp(totals[key], 2).toFixed(2),
      percent: sum.gt(0) ? roundHalfUp(totals[key].div(sum).times(100), 2).toFixed(2) : '0.00',
    })),
  };
}
