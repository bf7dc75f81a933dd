// The rest of a stock page: financial indicators (latest and by quarter), margin trading, related
// sector, senior managers. Derived deterministically from the stock's fundamentals and the demo seed.
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { reportDates } from '../../../market-model/report-dates';
import { chain, fixed, keyedSeed, percentOf } from '../../common/json';
import { latestDays, type StockRecord, findSectorById, fundSectorWeights, sectorStocks, stocksExcept } from './stock-repo';
import { DEMO_PREFIX, GIVEN_NAMES, SURNAMES } from '../../../market-model/demo-names';
import { Prng } from '../../../market-model/prng';
import { resolveSymbol } from './symbol-resolver';

const QUARTERS = 8;
const MARGIN_DAYS = 30;
const SECTOR_SYMBOLS = 5;
const TITLES = ['董事长', '总经理', '财务总监', '董事会秘书', '独立董事', '副总经理'];

function quarterRows(stock: StockRecord, asOf: string) {
  const rng = new Prng(keyedSeed(stock.symbol, 'finance'));
  const dates = reportDates(asOf, QUARTERS);
  // Year-to-date figures: Q1 a quarter of the year's earnings, Q2 half and so on.
  return dates.map((date) => {
    const share = Number(date.slice(5, 7)) / 12;
    const eps = toDecimal(stock.eps_ttm).times(share).times(toDecimal(rng.int(85, 110)).div(100));
    const revenuePerShare = toDecimal(stock.sps).times(share).times(toDecimal(rng.int(90, 110)).div(100));
    return {
      report_date: date,
      eps: fixed(eps, 4),
      bps: stock.bps,
      roe: fixed(eps.div(stock.bps).times(100), 2),
      revenue: fixed(revenuePerShare.times(stock.total_shares), 2),
      net_profit: fixed(eps.times(stock.total_shares), 2),
      gross_margin: fixed(toDecimal(rng.int(1500, 7000)).div(100), 2),
      debt_ratio: fixed(toDecimal(rng.int(1500, 8000)).div(100), 2),
    };
  });
}

export async function financeIndexLine(db: Kysely<DB>, symbol: string | undefined, asOf: string): Promise<Wire.MarketFinanceIndexLineAnswer> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return [];
  return quarterRows(r.stock, asOf);
}

export async function financeIndex(db: Kysely<DB>, symbol: string | undefined, asOf: string): Promise<Wire.MarketFinanceIndexAnswer> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return {};
  const rows = quarterRows(r.stock, asOf);
  const [latest] = rows;
  const lastYear = rows[4];
  return {
    ...latest,
    eps_ttm: r.stock.eps_ttm,
    revenue_yoy: latest && lastYear ? percentOf(latest.revenue, lastYear.revenue) : null,
    profit_yoy: latest && lastYear ? percentOf(latest.net_profit, lastYear.net_profit) : null,
  };
}

/** Financing and securities-lending balances over the last 30 days, for stocks open to margin trading. */
export async function marginTrade(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.MarketMarginTradeAnswer> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock' || !r.stock.is_margin) return [];
  const days = await latestDays(db, r.stock.id, MARGIN_DAYS);
  const rng = new Prng(keyedSeed(r.stock.symbol, 'margin'));
  let balance = toDecimal(r.stock.float_shares).times(rng.int(5, 40)).div(1000);
  return days.reverse().map((d) => {
    balance = chain(balance, toDecimal(rng.bell(15)).div(1000));
    const buy = toDecimal(d.amount).times(rng.int(3, 12)).div(100);
    return { date: d.date, margin_balance: fixed(balance.times(d.close), 2), margin_buy: fixed(buy, 2), short_balance: fixed(balance.times(d.close).div(60), 2) };
  }).reverse();
}

export async function relatedSector(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.MarketRelatedSectorAnswer> {
  const r = await resolveSymbol(db, symbol);
  if (r.type === 'fund') {
    const rows = await fundSectorWeights(db, r.fund.id);
    if (rows.length > 0 || r.fund.sector_id === null) return rows;
  }
  const sectorId = r.type === 'stock' ? r.stock.sector_id : r.type === 'fund' ? r.fund.sector_id : null;
  if (sectorId === null) return [];
  const sector = await findSectorById(db, sectorId);
  if (!sector) return [];
  const peers = await sectorStocks(db, sectorId, SECTOR_SYMBOLS);
  return [{ ...sector, symbols: peers }];
}

/** The company's senior managers, each with the other demo companies they serve. */
export async function seniorMngAtlas(db: Kysely<DB>, symbol: string | undefined): Promise<Wire.MarketSeniorMngAtlasAnswer> {
  const r = await resolveSymbol(db, symbol);
  if (r.type !== 'stock') return { managers: [] };
  const rng = new Prng(keyedSeed(r.stock.symbol, 'senior'));
  const others = await stocksExcept(db, r.stock.id);
  return {
    symbol: r.stock.symbol,
    managers: TITLES.map((title) => ({
      name: `${DEMO_PREFIX}${rng.pick(SURNAMES)}${rng.pick(GIVEN_NAMES)}`,
      title,
      age: rng.int(38, 66),
      companies: rng.chance(40) && others.length > 0 ? [rng.pick(others)].map((o) => ({ symbol: o.symbol, abbr_name: o.name })) : [],
    })),
  };
}
