// Fund diagnosis: analyse a fund (once a day per user, guests share one), read analyses and their
// history, statistics, follows; same-type recommendations and profit/loss predicts.
import { beijingDate } from '@fund/core/calendar';
import { fundSubtypeText } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { iso } from '../../account/auth/timestamps';
import { noData } from '../../common/not-found';
import { type PageRequest, toPage } from '../../common/paging';
import { type FundRecord, toFundRow } from '../../fund/fund-mappers';
import { findFund } from '../../fund/funds-repo';
import { toManager } from '../managers/manager-mapper';
import { diagnosisTexts } from './diagnosis-rules';
import * as repo from './diagnosis-repo';

const PERIOD_NAMES: Readonly<Record<number, string>> = { 60: '3个月', 120: '6个月', 250: '1年' };
const LATEST = 10;

async function fundManagers(db: Kysely<DB>, fundId: number): Promise<Wire.FundManager[]> {
  const rows = await repo.fundManagerRows(db, fundId);
  return rows.map(toManager);
}

async function toDiagnoses(db: Kysely<DB>, rows: readonly repo.AnalysisRow[], userId: number | null): Promise<Wire.FundDiagnosis[]> {
  const followed = await repo.followedIds(db, userId, rows.map((r) => r.id));
  const out: Wire.FundDiagnosis[] = [];
  for (const r of rows) {
    const predicts = await repo.predictsOf(db, r.fund_id);
    const diagnosis = {
      id: r.id,
      symbol: r.symbol,
      abbr_name: r.abbr_name,
      source_fund_symbol: r.symbol,
      analyse_date: r.analyse_date,
      score: r.score,
      description: r.description,
      asset_description: r.asset_description,
      company_description: r.company_description,
      manager_description: r.manager_description,
      is_alert: r.is_alert,
      is_recommended: r.is_recommended,
      followed: followed.has(r.id),
      fund_managers: await fundManagers(db, r.fund_id),
      fund_profit_loss_predicts: predicts.map((p) => ({ period: PERIOD_NAMES[p.horizon] ?? `${p.horizon}日`, profit: p.profit, loss: p.loss, profit_probability: p.profit_probability })),
      track_target: r.track_target,
      period_analyse_stat: r.period_stat,
    };
    out.push(diagnosis);
  }
  return out;
}

async function inputOf(db: Kysely<DB>, fund: FundRecord) {
  const rank = await repo.yearRank(db, fund.percent_year, fund.symbol_stype);
  const company = await repo.companyFacts(db, fund.company_id);
  const [manager] = await fundManagers(db, fund.id);
  const index = fund.index_id ? await repo.indexName(db, fund.index_id) : undefined;
  const allocation = await repo.latestAllocation(db, fund.id);
  return {
    score: fund.recommend_score,
    percentYear: fund.percent_year,
    rankYear: fund.percent_year === null ? null : rank?.rank ?? null,
    peers: rank?.peers ?? 0,
    typeText: fundSubtypeText(fund.symbol_stype),
    companyName: company?.name ?? fund.company_name,
    companyAssets: company?.assets_total ?? '0',
    companyFunds: company?.funds ?? 0,
    managerName: manager?.name ?? null,
    seniority: manager?.work_seniority ?? null,
    goodAt: manager?.good_at_type ?? null,
    trackTarget: index?.name ?? null,
    allocation: allocation ?? null,
  };
}

/** One analysis per fund, user (or guest) and China day: asking again the same day answers the same analysis. */
export async function analyse(db: Kysely<DB>, symbol: string | undefined, userId: number | null, now: Date): Promise<Wire.FundDiagnosis> {
  const fund = symbol ? await findFund(db, symbol) : undefined;
  if (!fund) throw noData();
  const today = beijingDate(now);
  let row = await repo.findTodays(db, fund.id, userId, today);
  if (!row) {
    const input = await inputOf(db, fund);
    const insertedId = await repo.insertAnalysis(db, {
        fund_id: fund.id, user_id: userId, analyse_date: today, ...diagnosisTexts(input), track_target: input.trackTarget,
        period_stat: JSON.stringify({ percent_month: fund.percent_month, percent_season: fund.percent_season, percent_six_month: fund.percent_six_month, percent_year: fund.percent_year, percent_three_year: fund.percent_three_year }),
        created_at: iso(now),
    });
    row = await repo.findAnalysis(db, insertedId);
  }
  if (!row) throw noData();
  const [diagnosis] = await toDiagnoses(db, [row], userId);
  if (!diagnosis) throw noData();
  return diagnosis;
}

/** A user's own analyses; a guest (or a user with none yet) sees the newest public analysis of every fund. */
export async function history(db: Kysely<DB>, userId: number | null, page: PageRequest): Promise<Wire.Page<Wire.FundDiagnosis>> {
  const own = userId !== null && (await repo.countAnalyses(db, { userId })) > 0;
  const filter: repo.AnalysisFilter = own && userId !== null ? { userId } : { latestPublic: true };
  const [total, rows] = await Promise.all([repo.countAnalyses(db, filter), repo.listAnalyses(db, filter, page, own ? 'newest' : 'score')]);
  return toPage(page, total, await toDiagnoses(db, rows, userId));
}

export async function latest(db: Kysely<DB>, userId: number | null): Promise<Wire.FundDiagnosis[]> {
  return toDiagnoses(db, await repo.listAnalyses(db, {}, { page: 1, page_size: LATEST }), userId);
}

export async function statistics(db: Kysely<DB>): Promise<Wire.DiagnosisAnalyseHistoryStatisticsAnswer> {
  const row = await repo.latestPublicStatistics(db);
  const total = await repo.countAllAnalyses(db);
  return {
    analyses_count: total,
    funds_count: row?.funds_count ?? 0,
    avg_score: row?.avg_score ?? null,
    recommended_count: row?.recommended_count ?? 0,
    alert_count: row?.alert_count ?? 0,
    distribution: [{ label: '90分及以上', count: row?.excellent ?? 0 }, { label: '60-89分', count: row?.good ?? 0 }, { label: '60分以下', count: row?.fair ?? 0 }],
  };
}

export async function detail(db: Kysely<DB>, id: number, fundId: number | undefined, userId: number | null): Promise<Wire.FundDiagnosis> {
  const row = await repo.findAnalysis(db, id);
  if (!row || (fundId !== undefined && row.fund_id !== fundId)) throw noData();
  const [diagnosis] = await toDiagnoses(db, [row], userId);
  if (!diagnosis) throw noData();
  return diagnosis;
}

export async function setFollow(db: Kysely<DB>, userId: number, id: number, follow: boolean, now: Date): Promise<void> {
  if (!(await repo.findAnalysis(db, id))) throw noData();
  if (follow) await repo.insertAnalyseFollow(db, userId, id, iso(now));
  else await repo.deleteAnalyseFollow(db, userId, id);
}

/** Funds of the same subtype with the best scores, the fund itself left out. */
export async function sameType(db: Kysely<DB>, symbol: string | undefined, page: PageRequest): Promise<Wire.Page<Wire.FundRow>> {
  const fund = symbol ? await findFund(db, symbol) : undefined;
  if (!fund) throw noData();
  const total = await repo.countSameTypeFunds(db, fund.symbol_stype, fund.id);
  const ids = await repo.sameTypeFundSymbols(db, fund.symbol_stype, fund.id, page);
  const rows: Wire.FundRow[] = [];
  for (const { symbol: s } of ids) {
    const f = await findFund(db, s);
    if (f) rows.push(toFundRow(f));
  }
  return toPage(page, total, rows);
}
