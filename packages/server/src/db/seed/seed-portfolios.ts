// Demo fund portfolios built from the seeded demo funds: a few 'xds' portfolios and a couple in the
// 'pandoras_box' topic, across the three portfolio risk levels, one holding the cash treasure.
// Funds are picked from the database (the first tradable funds of a subtype with NAVs since the
// target's start), so the same market gives the same portfolios, whether seeded with it or later.
import { type Kysely, sql } from 'kysely';
import { beijingInstant } from '@fund/core/calendar';
import { FundDividendType, FundSubtype } from '@fund/core/fund';
import { PortfolioRiskLevel } from '@fund/core/risk';
import { PortfolioTopicCode } from '@fund/core/portfolio';
import { roundHalfUp, toDecimal } from '@fund/core/money';
import type { DB } from '../schema';
import { DEMO_PREFIX } from '../../market-model/demo-names';
import { recordSeededAdjustments } from './seed-portfolio-adjustments';

export const PORTFOLIO_MARKER_KEY = 'demo_portfolio_seed';
/** The first target set starts this many trading days before the as-of date (over a year of history). */
const HISTORY_TRADING_DAYS = 300;
/** One portfolio was adjusted once since, this many trading days ago. */
const ADJUSTED_TRADING_DAYS = 60;

/** 'bao' is the cash treasure; otherwise the nth (0-based) tradable fund of the subtype. */
type Pick = { stype: FundSubtype; nth: number; percent: string } | { bao: true; percent: string };

interface PortfolioSpec {
  name: string;
  description: string;
  topic: string;
  risk: number;
  yldTarget: string | null;
  advisorTitle: string;
  advisorDescription: string;
  positions: Pick[];
  /** A later target set (same picks, other percents). */
  adjusted?: Pick[];
}

const P = (stype: FundSubtype, nth: number, percent: string): Pick => ({ stype, nth, percent });

const SPECS: readonly PortfolioSpec[] = [
  {
    name: '稳健增利组合', description: '以债券基金为主、少量权益增强，追求稳健增值', topic: PortfolioTopicCode.Xds, risk: PortfolioRiskLevel.Stable, yldTarget: '5.0000',
    advisorTitle: '稳健配置', advisorDescription: '债券打底,权益增强,控制回撤',
    positions: [P(FundSubtype.Bond, 0, '35.00'), P(FundSubtype.Bond, 1, '25.00'), P(FundSubtype.Mixed, 0, '20.00'), P(FundSubtype.Index, 0, '20.00')],
  },
  {
    name: '保本理财组合', description: '现金宝、债券与保本基金搭配，适合谨慎的投资者', topic: PortfolioTopicCode.Xds, risk: PortfolioRiskLevel.CapitalProtected, yldTarget: '3.0000',
    advisorTitle: '低风险理财', advisorDescription: '流动性好,波动小',
    positions: [{ bao: true, percent: '30.00' }, P(FundSubtype.Bond, 2, '40.00'), P(FundSubtype.CapitalProtected, 0, '30.00')],
  },
  {
    name: '进取成长组合', description: '精选股票与混合基金，分享经济成长', topic: PortfolioTopicCode.Xds, risk: PortfolioRiskLevel.Aggressive, yldTarget: null,
    advisorTitle: '成长精选', advisorDescription: '长期持有,分享成长',
    positions: [P(FundSubtype.Stock, 0, '30.00'), P(FundSubtype.Stock, 1, '25.00'), P(FundSubtype.Mixed, 1, '25.00'), P(FundSubtype.Qdii, 0, '20.00')],
    adjusted: [P(FundSubtype.Stock, 0, '25.00'), P(FundSubtype.Stock, 1, '25.00'), P(FundSubtype.Mixed, 1, '30.00'), P(FundSubtype.Qdii, 0, '20.00')],
  },
  {
    name: '均衡配置组合', description: '股债均衡，分散配置，兼顾收益与风险', topic: PortfolioTopicCode.Xds, risk: PortfolioRiskLevel.Stable, yldTarget: '6.0000',
    advisorTitle: '均衡配置', advisorDescription: '股债平衡,定期再平衡',
    positions: [P(FundSubtype.Mixed, 2, '30.00'), P(FundSubtype.Bond, 3, '30.00'), P(FundSubtype.Index, 1, '20.00'), P(FundSubtype.Fof, 0, '20.00')],
  },
  {
    name: '潘多拉行业轮动', description: '紧跟行业景气轮动，适合能承受较大波动的投资者', topic: PortfolioTopicCode.PandorasBox, risk: PortfolioRiskLevel.Aggressive, yldTarget: null,
    advisorTitle: '行业轮动', advisorDescription: '景气驱动,择时调仓',
    positions: [P(FundSubtype.Stock, 2, '40.00'), P(FundSubtype.Index, 2, '30.00'), P(FundSubtype.Mixed, 3, '30.00')],
  },
  {
    name: '潘多拉固收增强', description: '固收打底，小比例权益博取超额收益', topic: PortfolioTopicCode.PandorasBox, risk: PortfolioRiskLevel.Stable, yldTarget: '4.5000',
    advisorTitle: '固收增强', advisorDescription: '稳字当头,适度进取',
    positions: [P(FundSubtype.Bond, 4, '50.00'), P(FundSubtype.Bond, 5, '20.00'), P(FundSubtype.Mixed, 4, '15.00'), P(FundSubtype.Stock, 3, '15.00')],
  },
];

interface FundPick {
  id: number;
  symbol_stype: number;
  is_bao: boolean;
  fare_ratio_buy: string;
  discount_rate_buy: string;
  fare_ratio_sell: string;
}

/** A weighted average of a fund ratio over the positions, to 6 places. */
function weighted(rows: { fund: FundPick; percent: string }[], ratio: (f: FundPick) => string): string {
  const sum = rows.reduce((acc, r) => acc.plus(toDecimal(ratio(r.fund)).times(r.percent)), toDecimal(0));
  return roundHalfUp(sum.div(100), 6).toFixed(6);
}

async function tradingDayBefore(db: Kysely<DB>, back: number): Promise<string | undefined> {
  const row = await db.selectFrom('trading_days').select('date').orderBy('date', 'desc').offset(back).limit(1).executeTakeFirst();
  return row?.date ?? (await db.selectFrom('trading_days').select('date').orderBy('date').limit(1).executeTakeFirst())?.date;
}

/** Seeds the demo portfolios once (marked in app_meta); does nothing without a seeded market. */
export async function seedPortfolios(db: Kysely<DB>, now: Date): Promise<boolean> {
  const done = await db.selectFrom('app_meta').select('key').where('key', '=', PORTFOLIO_MARKER_KEY).executeTakeFirst();
  if (done) return false;
  const start = await tradingDayBefore(db, HISTORY_TRADING_DAYS);
  const adjustedFrom = await tradingDayBefore(db, ADJUSTED_TRADING_DAYS);
  if (!start || !adjustedFrom) return false;
  const funds = await db
    .selectFrom('funds')
    .select(['id', 'symbol_stype', 'is_bao', 'fare_ratio_buy', 'discount_rate_buy', 'fare_ratio_sell'])
    .where('allow_trade', '=', true)
    .where('allow_buy', '=', true)
    .where('allow_sell', '=', true)
    .where(sql<boolean>`exists (select 1 from fund_navs n where n.fund_id = funds.id and n.date <= ${start})`)
    .orderBy('id')
    .execute();
  // The cash treasure keeps NAV 1.0000 and may be younger than the history window (on some days its first
  // published day falls inside it), so it is taken whatever its history.
  const bao =
    funds.find((f) => f.is_bao) ??
    (await db.selectFrom('funds').select(['id', 'symbol_stype', 'is_bao', 'fare_ratio_buy', 'discount_rate_buy', 'fare_ratio_sell']).where('is_bao', '=', true).orderBy('id').executeTakeFirst());
  const resolve = (p: Pick): FundPick => {
    const fund = 'bao' in p ? bao : funds.filter((f) => f.symbol_stype === p.stype && !f.is_bao)[p.nth];
    if (!fund) throw new Error(`demo portfolio seed: no fund for ${JSON.stringify(p)}`);
    return fund;
  };

  for (const [i, spec] of SPECS.entries()) {
    const rows = spec.positions.map((p) => ({ fund: resolve(p), percent: p.percent }));
    const portfolio = await db
      .insertInto('portfolios')
      .values({
        symbol: `ZH${String(i + 1).padStart(6, '0')}`,
        name: `${DEMO_PREFIX}${spec.name}`,
        description: spec.description,
        topic: spec.topic,
        investment_risk: spec.risk,
        allow_buy: true,
        allow_sell: true,
        allow_fixed: false,
        allow_trade: true,
        allow_positions: true,
        allow_performance: true,
        amount_min_buy: spec.risk === PortfolioRiskLevel.Aggressive ? '1000.00' : '100.00',
        amount_max_buy: '10000000.00',
        amount_min_sell: '10.00',
        // The buy fee is the funds' fees weighted by the target; the platform's discount brings it to the min.
        fare_ratio_buy_min: weighted(rows, (f) => toDecimal(f.fare_ratio_buy).times(f.discount_rate_buy).toString()),
        fare_ratio_buy_max: weighted(rows, (f) => f.fare_ratio_buy),
        // Selling after the holding periods is free; the max is the funds' weighted sell fee.
        fare_ratio_sell_min: '0.000000',
        fare_ratio_sell_max: weighted(rows, (f) => f.fare_ratio_sell),
        discount_rate_buy: '0.1000',
        discount_rate_sell: '1.0000',
        manage_fare_ratio: '0.005000',
        charge_mode: 0,
        div_type: FundDividendType.Reinvest,
        owner_user_id: null,
        advisor_title: spec.advisorTitle,
        advisor_description: spec.advisorDescription,
        yld_target: spec.yldTarget,
        followers_count: 100 + ((i * 379) % 900),
        created_at: beijingInstant(start, 9 * 60).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('portfolio_positions').values(rows.map((r) => ({ portfolio_id: portfolio.id, fund_id: r.fund.id, effective_from: start, percent: r.percent }))).execute();
    if (spec.adjusted) {
      const later = spec.adjusted.map((p) => ({ portfolio_id: portfolio.id, fund_id: resolve(p).id, effective_from: adjustedFrom, percent: p.percent }));
      await db.insertInto('portfolio_positions').values(later).execute();
    }
  }
  await recordSeededAdjustments(db, now);
  await db.insertInto('app_meta').values({ key: PORTFOLIO_MARKER_KEY, value: JSON.stringify({ start, at: now.toISOString(), count: SPECS.length }) }).execute();
  return true;
}
