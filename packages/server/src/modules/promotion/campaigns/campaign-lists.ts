// Campaigns looked up for the calls: a family's list and page, and one by its code.
import type { Kysely } from 'kysely';
import { CAMPAIGN_TEXTS } from '@fund/core/promotion';
import type { DB } from '../../../db/schema';
import { detailError } from '../../../http/api-error';
import { offsetOf, type PageRequest } from '../../common/paging';
import { campaignByCode, campaignsOfSeries, countOfSeries } from './campaigns-repo';
import { toCampaign, type Campaign } from './campaign-engine';

const LIST_MAX = 50;

export async function seriesList(db: Kysely<DB>, series: string): Promise<Campaign[]> {
  return (await campaignsOfSeries(db, series, LIST_MAX, 0)).map(toCampaign);
}

export async function seriesPage(db: Kysely<DB>, series: string, page: PageRequest): Promise<{ total: number; items: Campaign[] }> {
  const [total, rows] = await Promise.all([countOfSeries(db, series), campaignsOfSeries(db, series, page.page_size, offsetOf(page))]);
  return { total, items: rows.map(toCampaign) };
}

export async function campaignOfCode(db: Kysely<DB>, code: string, series: string): Promise<Campaign> {
  const row = await campaignByCode(db, code);
  if (!row || row.series !== series) throw detailError(404, CAMPAIGN_TEXTS.notFound);
  return toCampaign(row);
}
