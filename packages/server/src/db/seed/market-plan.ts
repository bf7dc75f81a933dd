// Builds the whole demo market in memory, deterministically from a seed and an as-of date.
import { compareDecimal, roundHalfUp, toDecimal } from '@fund/core/money';
import { FundDividendType, FundListStatus, FundSubtype, fundSubtypeText, SubscriptionStatus } from '@fund/core/fund';
import { ManagerPostStatus } from '@fund/core/market';
import { beijingInstant } from '@fund/core/calendar';
import type { Insertable } from 'kysely';
import type { FundCompaniesTable, FundManagersTable, FundsTable, ManagersTable, MarketIndexesTable, SectorsTable } from '../tables/market-tables';
import { dayToText, textToDay, tradingDays } from '../../market-model/calendar';
import { COMPANY_NAMES, DEMO_PREFIX, FUND_THEMES, MONEY_THEMES, GIVEN_NAMES, INDEXES, SECTORS, SURNAMES } from '../../market-model/demo-names';
import { e2Text } from '../../market-model/fixed-point';
import { FUND_KINDS, type FundKind } from '../../market-model/fund-kinds';
import { performanceOf } from '../../market-model/performance';
import { Prng } from '../../market-model/prng';
import { type IndexSeries, type NavRow, indexSeries, moneySeries, navSeries, percentChange, percentileOfLast } from '../../market-model/series';

export const DEMO_SEED = 20240601;

export interface MarketPlan {
  days: string[];
  companies: Insertable<FundCompaniesTable>[];
  managers: Insertable<ManagersTable>[];
  sectors: Insertable<SectorsTable>[];
  indexes: { row: Insertable<MarketIndexesTable>; series: IndexSeries }[];
  funds: { row: Insertable<FundsTable>; navs: NavRow[] }[];
  fundManagers: Insertable<FundManagersTable>[];
}

const json = (value: unknown): string => JSON.stringify(value);
const isEquity = (k: FundKind): boolean => [FundSubtype.Stock, FundSubtype.Mixed, FundSubtype.Index, FundSubtype.Qdii, FundSubtype.BMarket].some((s) => s === k.stype);

function planCompanies(rng: Prng): Insertable<FundCompaniesTable>[] {
  return COMPANY_NAMES.map((name, i) => ({
    id: i + 1,
    name: `${DEMO_PREFIX}${name}基金管理有限公司`,
    abbr_name: `${DEMO_PREFIX}${name}基金`,
    estab_date: dayToText(textToDay('1998-03-01') + rng.int(0, 6000)),
    assets_total: `${rng.int(200, 18000)}${String(rng.int(0, 99999999)).padStart(8, '0')}.00`,
    service_tel: `400-${rng.int(100, 999)}-${rng.int(1000, 9999)}`,
  }));
}

function planManagers(rng: Prng, asOf: string, companies: number): Insertable<ManagersTable>[] {
  const types = [FundSubtype.Stock, FundSubtype.Mixed, FundSubtype.Bond, FundSubtype.Index, FundSubtype.Qdii, FundSubtype.Money].map(fundSubtypeText);
  const rows: Insertable<ManagersTable>[] = [];
  for (let i = 0; i < 90; i += 1) {
    const startDay = textToDay(asOf) - rng.int(400, 6500);
    const left = rng.chance(8);
    const goodAt = [rng.pick(types), rng.pick(types)].filter((t, j, all) => all.indexOf(t) === j);
    const score = () => rng.int(30, 99);
    rows.push({
      id: i + 1,
      name: `${DEMO_PREFIX}${rng.pick(SURNAMES)}${rng.pick(GIVEN_NAMES)}`,
      company_id: (i % companies) + 1,
      post_status: left ? ManagerPostStatus.Left : ManagerPostStatus.InPost,
      start_date: dayToText(startDay),
      end_date: left ? dayToText(textToDay(asOf) - rng.int(10, 300)) : null,
      work_seniority: e2Text(Math.floor(((textToDay(asOf) - startDay) * 100) / 365)),
      index_rate_tyear: e2Text(rng.int(-3000, 9000)),
      good_at_type: goodAt[0] ?? fundSubtypeText(FundSubtype.Mixed),
      good_at_types: json(goodAt),
      scores: json({ profitability: score(), sharpe_ratio: score(), stock_selection: score(), anti_risk: score(), timing_selection: score(), experience: score(), index_following: score(), excess_income: score(), stability: score() }),
      bull_market: e2Text(rng.int(500, 6000)),
      bear_market: e2Text(rng.int(-3000, 800)),
      seesawing_market: e2Text(rng.int(-800, 1500)),
      extreme_markets: e2Text(rng.int(-2500, 2500)),
      recommend_rank: i < 10 ? i + 1 : null,
    });
  }
  return rows;
}

function planIndexes(rng: Prng, days: string[]): MarketPlan['indexes'] {
  return INDEXES.map(([symbol, name, isMarket, category, base, pe, pb], i) => {
    const series = indexSeries(rng, days, base, pe, pb);
    const last = series.rows[series.rows.length - 1];
    const prev = series.rows[series.rows.length - 2];
    return {
      series,
      row: {
        id: i + 1,
        symbol,
        code: symbol.slice(2),
        name: `${DEMO_PREFIX}${name}`,
        is_market: isMarket,
        category,
        tradedate: last?.date ?? null,
        current: last?.close ?? null,
        change: last && prev ? roundHalfUp(toDecimal(last.close).minus(prev.close), 2).toFixed(2) : null,
        percentage: last && prev ? percentChange(last.close, prev.close) : null,
        pe: last?.pe ?? null,
        pb: last?.pb ?? null,
        pe_percentile: percentileOfLast(series.rows.map((r) => r.pe)),
        pb_percentile: percentileOfLast(series.rows.map((r) => r.pb)),
      },
    };
  });
}

export function buildMarketPlan(asOf: string, seed = DEMO_SEED): MarketPlan {
  const rng = new Prng(seed);
  const from = `${Number(asOf.slice(0, 4)) - 3}-01-01`;
  const days = tradingDays(from, asOf);
  const companies = planCompanies(rng);
  const managers = planManagers(rng, asOf, companies.length);
  const sectors = SECTORS.map(([code, name], i) => ({ id: i + 1, code, name: `${DEMO_PREFIX}${name}`, percent_day: null, percent_year: null }));
  const indexes = planIndexes(rng, days);
  const funds: MarketPlan['funds'] = [];
  const fundManagers: Insertable<FundManagersTable>[] = [];
  const asOfDay = textToDay(asOf);
  let n = 0;
  for (const k of FUND_KINDS) {
    for (let j = 0; j < k.count; j += 1) {
      n += 1;
      const id = n;
      const code = String(id).padStart(6, '0');
      const company = rng.int(1, companies.length);
      const companyName = COMPANY_NAMES[company - 1] ?? '';
      const index = k.tracksIndex ? indexes[j % indexes.length] : undefined;
      const isBao = k.stype === FundSubtype.Money && j === 0;
      const theme = index ? index.row.name.replace(DEMO_PREFIX, '') : isBao ? '现金宝' : rng.pick(k.moneyLike ? MONEY_THEMES : FUND_THEMES);
      const share = rng.chance(30) ? 'C' : 'A';
      // Every 25th fund is in its subscription period, every 40th not yet on sale: no history yet.
      const inSubscription = id % 25 === 7;
      const beforeSale = id % 40 === 13;
      const young = !inSubscription && !beforeSale && rng.chance(12);
      const estabDay = inSubscription || beforeSale ? asOfDay + 30 : young ? asOfDay - rng.int(60, 700) : textToDay(from) - rng.int(30, 3000);
      const history = inSubscription || beforeSale ? [] : days.filter((d) => textToDay(d) >= estabDay);
      const navs = k.moneyLike
        ? moneySeries(rng, history)
        : navSeries(rng, { days: history, driftMicro: k.driftMicro, sdMicro: k.sdMicro, indexReturns: index?.series.returns, paidE4: rng.chance(40) ? rng.int(100, 8000) : 0 });
      // A fund not yet running shows its par value.
      const perf = navs.length > 0 ? performanceOf(navs) : { ...performanceOf(navs), net_value: '1.0000', net_cumulative: '1.0000' };
      const notDistributed = id % 23 === 5;
      const buyPaused = !notDistributed && id % 19 === 3;
      const sellPaused = !notDistributed && id % 47 === 11;
      const subStart = inSubscription ? dayToText(asOfDay - 3) : beforeSale ? dayToText(asOfDay + 2) : null;
      const subEnd = inSubscription ? dayToText(asOfDay + 10) : beforeSale ? dayToText(asOfDay + 20) : null;
      const free = k.moneyLike;
      const graded = k.stype === FundSubtype.AMarket || k.stype === FundSubtype.BMarket;
      funds.push({
        navs,
        row: {
          id,
          symbol: code,
          code,
          // Graded (A/B) and money-like funds have no A/C share classes.
          abbr_name: `${DEMO_PREFIX}${companyName}${theme}${k.word}${free || graded ? '' : share}`,
          symbol_stype: k.stype,
          company_id: company,
          sector_id: isEquity(k) && !index ? rng.int(1, sectors.length) : null,
          index_id: index ? Number(index.row.id) : null,
          list_status: FundListStatus.Normal,
          estab_date: dayToText(estabDay),
          investment_risk: rng.int(k.risk[0], k.risk[1]),
          is_bao: isBao,
          allow_trade: !notDistributed,
          allow_buy: !notDistributed && !buyPaused && !beforeSale,
          allow_sell: !notDistributed && !sellPaused && !inSubscription && !beforeSale,
          allow_fixed: !notDistributed && !buyPaused && !inSubscription && !beforeSale && k.stype !== FundSubtype.ClosedEnd,
          allow_subscribe: inSubscription && !notDistributed && id % 50 !== 7,
          subscription_status: inSubscription ? SubscriptionStatus.SubscriptionPeriod : beforeSale ? SubscriptionStatus.BeforeSale : SubscriptionStatus.Open,
          // Subscription windows open at 9:00 and close at 15:00 China time.
          subscribe_start_at: subStart ? beijingInstant(subStart, 9 * 60).toISOString() : null,
          subscribe_end_at: subEnd ? beijingInstant(subEnd, 15 * 60).toISOString() : null,
          // A C class pays a sales service fee (service_fare) instead of a purchase or subscription fee.
          fare_ratio_buy: share === 'C' ? '0.000000' : k.fareBuy,
          discount_rate_buy: free || share === 'C' ? '1.0000' : rng.pick(['0.1000', '0.1000', '0.2000', '1.0000']),
          fare_ratio_sell: k.fareSell,
          discount_rate_sell: '1.0000',
          fare_ratio_subscribe: free || share === 'C' ? '0.000000' : '0.012000',
          discount_rate_subscribe: '0.1000',
          amount_min_buy: free ? '0.01' : rng.pick(['1.00', '10.00', '100.00']),
          amount_max_buy: '10000000.00',
          amount_fixed_min: '10.00',
          amount_fixed_max: '1000000.00',
          amount_subscribe_min: '10.00',
          amount_subscribe_max: '10000000.00',
          shares_min_sell: free ? '0.01' : '1.00',
          shares_max_sell: '100000000.00',
          shares_min: free ? '0.01' : '1.00',
          t_days_sell: k.tDaysSell,
          charge_mode: share === 'C' ? 1 : 0,
          manage_fare: k.manageFare,
          trusteeship_fare: free ? '0.000800' : '0.002000',
          service_fare: share === 'C' ? '0.004000' : '0.000000',
          div_type: free ? FundDividendType.Reinvest : rng.pick([FundDividendType.Cash, FundDividendType.Reinvest]),
          notification: buyPaused ? '本基金暂停申购，恢复时间另行公告' : sellPaused ? '本基金暂停赎回，恢复时间另行公告' : '',
          tags: json(free ? ['T+1到账', '低风险'] : [k.word, theme]),
          recommend_title: `${theme}${k.word}之选`,
          recommend_desc: free ? '随存随取,收益稳定' : `${theme},长期业绩稳健,基金经理经验丰富`,
          recommend_score: navs.length > 0 ? rng.int(40, 99) : null,
          recommend_rank: null,
          hot_rank: null,
          total_capital: `${rng.int(1, 900)}${String(rng.int(0, 9999999)).padStart(7, '0')}.00`,
          ...perf,
        },
      });
      const managerCount = rng.int(1, 2);
      for (let m = 0; m < managerCount; m += 1) {
        const managerId = ((id * 7 + m * 13) % managers.length) + 1;
        fundManagers.push({ fund_id: id, manager_id: managerId, start_date: dayToText(Math.max(estabDay, asOfDay - rng.int(100, 2500))), end_date: null });
      }
    }
  }
  rankFunds(funds);
  addClassC(funds, fundManagers);
  return { days, companies, managers, sectors, indexes, funds, fundManagers };
}

/** How many A-class funds get a C sibling (issue 24, B5: the A/C break-even needs pairs to compare). */
export const C_SIBLINGS = 6;
const SIBLING_KINDS: readonly number[] = [FundSubtype.Stock, FundSubtype.Mixed, FundSubtype.Bond, FundSubtype.Index];

/**
 * After the ranks, so the funds before them stay exactly as they were: the C class of the first few open
 * A-class funds, appended with the next ids. Same company, name and NAV path (the demo leaves the service
 * fee out of the NAV); no purchase or subscription fee but a yearly sales service fee, the same sell ladder.
 */
function addClassC(funds: MarketPlan['funds'], fundManagers: Insertable<FundManagersTable>[]): void {
  const sources = funds
    .filter((f) => SIBLING_KINDS.includes(f.row.symbol_stype ?? -1) && f.row.charge_mode === 0 && f.row.abbr_name.endsWith('A'))
    .filter((f) => f.row.allow_buy === true && f.row.subscription_status === SubscriptionStatus.Open && f.navs.length > 0)
    .slice(0, C_SIBLINGS);
  let id = funds.length;
  for (const a of sources) {
    id += 1;
    const code = String(id).padStart(6, '0');
    const service = a.row.symbol_stype === FundSubtype.Bond ? '0.002000' : '0.004000';
    funds.push({
      navs: a.navs,
      row: {
        ...a.row,
        id,
        symbol: code,
        code,
        abbr_name: `${a.row.abbr_name.slice(0, -1)}C`,
        charge_mode: 1,
        fare_ratio_buy: '0.000000',
        discount_rate_buy: '1.0000',
        fare_ratio_subscribe: '0.000000',
        service_fare: service,
        recommend_rank: null,
        hot_rank: null,
      },
    });
    for (const m of fundManagers.filter((r) => r.fund_id === a.row.id)) fundManagers.push({ ...m, fund_id: id });
  }
}

/** Recommended: the best scores among funds one can buy. Hot: the best month among those with history. */
function rankFunds(funds: MarketPlan['funds']): void {
  const byScore = funds
    .filter((f) => f.row.allow_buy && f.row.recommend_score != null)
    .sort((a, b) => (b.row.recommend_score ?? 0) - (a.row.recommend_score ?? 0) || Number(a.row.id) - Number(b.row.id));
  byScore.slice(0, 10).forEach((f, i) => (f.row.recommend_rank = i + 1));
  const byMonth = funds
    .filter((f) => f.row.percent_month != null && f.row.allow_trade)
    .sort((a, b) => compareDecimal(b.row.percent_month ?? '0', a.row.percent_month ?? '0') || Number(a.row.id) - Number(b.row.id));
  byMonth.slice(0, 20).forEach((f, i) => (f.row.hot_rank = i + 1));
}
