// What a shared asset report shows others: the split of the user's assets in percent, never amounts.
import type { Kysely } from 'kysely';
import type { Wire } from '@fund/core/api';
import { SUPPORT_TEXTS } from '@fund/core/account';
import type { DB } from '../../../db/schema';
import { assetAllocation } from '../../assets/holdings-service';

export async function assetReportShareInfo(db: Kysely<DB>, userId: number, origin: string): Promise<Wire.HoldingsAssetReportShareInfoAnswer> {
  const report = await assetAllocation(db, userId);
  return {
    title: SUPPORT_TEXTS.assetReportTitle,
    // The period's return needs the report's period; the share card shows the split only.
    percent: null,
    allocation: report.allocation.map((a) => ({ name: a.name, percent: a.percent })),
    // The app has no public report page: the link opens the app, which invites the viewer in.
    share_url: `${origin}/`,
  };
}
