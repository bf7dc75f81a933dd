// Six months of fund diagnoses (one a month, the latest today) for every fund with a score, written
// by the same rules as POST /symbols/{id}/analyse/ so history and fresh analyses read alike.
import { beijingInstant } from '@fund/core/calendar';
import { compareDecimal } from '@fund/core/money';
import { fundSubtypeText } from '@fund/core/fund';
import type { Insertable } from 'kysely';
import { diagnosisTexts } from '../../modules/research/diagnosis/diagnosis-rules';
import type { FundAnalysesTable } from '../tables/feed-tables';
import type { FundAssetAllocationsTable } from '../tables/research-tables';
import { dayToText, textToDay } from '../../market-model/calendar';
import type { MarketPlan } from './market-plan';
import type { Prng } from '../../market-model/prng';

const MONTHS = 6;

export function buildAnalyses(rng: Prng, market: MarketPlan, allocations: readonly Insertable<FundAssetAllocationsTable>[], asOf: string): Insertable<FundAnalysesTable>[] {
  const latestAllocation = new Map<number, Insertable<FundAssetAllocationsTable>>();
  for (const a of allocations) if (!latestAllocation.has(a.fund_id)) latestAllocation.set(a.fund_id, a);
  const peers = new Map<number, string[]>();
  for (const { row } of market.funds) if (row.percent_year != null) peers.set(row.symbol_stype, [...(peers.get(row.symbol_stype) ?? []), row.percent_year]);
  for (const list of peers.values()) list.sort((a, b) => compareDecimal(b, a));
  const rows: Insertable<FundAnalysesTable>[] = [];
  for (const { row } of market.funds) {
    if (row.recommend_score == null) continue;
    const fundId = Number(row.id);
    const company = market.companies[row.company_id - 1];
    const link = market.fundManagers.find((m) => m.fund_id === fundId);
    const manager = link ? market.managers[link.manager_id - 1] : undefined;
    const list = peers.get(row.symbol_stype) ?? [];
    const allocation = latestAllocation.get(fundId);
    for (let k = MONTHS - 1; k >= 0; k -= 1) {
      const score = k === 0 ? row.recommend_score : Math.min(99, Math.max(20, row.recommend_score + rng.bell(5)));
      const texts = diagnosisTexts({
        score,
        percentYear: row.percent_year ?? null,
        rankYear: row.percent_year != null ? list.indexOf(row.percent_year) + 1 : null,
        peers: list.length,
        typeText: fundSubtypeText(row.symbol_stype),
        companyName: company?.name ?? '',
        companyAssets: company?.assets_total ?? '0',
        companyFunds: market.funds.filter((f) => f.row.company_id === row.company_id).length,
        managerName: manager?.name ?? null,
        seniority: manager?.work_seniority ?? null,
        goodAt: manager?.good_at_type ?? null,
        trackTarget: row.index_id ? market.indexes[row.index_id - 1]?.row.name ?? null : null,
        allocation: allocation ? { stock: allocation.stock, bond: allocation.bond, cash: allocation.cash, other: allocation.other } : null,
      });
      const date = dayToText(textToDay(asOf) - k * 30);
      rows.push({
        fund_id: fundId, user_id: null, analyse_date: date, ...texts, track_target: row.index_id ? market.indexes[row.index_id - 1]?.row.name ?? null : null,
        period_stat: JSON.stringify({ percent_month: row.percent_month ?? null, percent_season: row.percent_season ?? null, percent_six_month: row.percent_six_month ?? null, percent_year: row.percent_year ?? null, percent_three_year: row.percent_three_year ?? null }),
        created_at: beijingInstant(date, 10 * 60).toISOString(),
      });
    }
  }
  return rows;
}
