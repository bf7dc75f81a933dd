// A manager row -> the wire's FundManager.
import { ManagerPostStatus } from '@fund/core/market';
import type { Wire } from '@fund/core/api';
import type { Selectable } from 'kysely';
import type { ManagersTable } from '../../../db/tables/market-tables';

export type ManagerRecord = Selectable<ManagersTable> & { company_name: string };

export function toManager(m: ManagerRecord): Wire.FundManager {
  return {
    id: m.id,
    name: m.name,
    post_status: m.post_status === ManagerPostStatus.Left ? ManagerPostStatus.Left : ManagerPostStatus.InPost,
    fund_company: m.company_name,
    work_seniority: m.work_seniority,
    end_date: m.end_date,
    index_rate_tyear: m.index_rate_tyear,
    good_at_types: m.good_at_types,
    good_at_type: m.good_at_type,
    ...m.scores,
    bull_market: m.bull_market,
    bear_market: m.bear_market,
    seesawing_market: m.seesawing_market,
    extreme_markets: m.extreme_markets,
  };
}
