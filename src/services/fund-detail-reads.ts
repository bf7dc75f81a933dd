// The fund page's first reads, written once: the page makes them, and on H5 the app entry starts the same
// ones ahead of the page's code (read-ahead.h5.ts), so the figures come from the first response.
import { DEFAULT_NAV_CHART_PERIOD, fundsApi, navChartPeriod, navHistoryRequestSize, type NavChartPeriod } from '@fund/core/fund';
import type { ApiClient } from '@fund/core/api';

export function fundIntroduction(client: ApiClient, symbol: string) {
  return fundsApi(client).introduction({ params: { id: symbol } });
}

export async function fundNavHistory(client: ApiClient, symbol: string, period: NavChartPeriod = navChartPeriod(DEFAULT_NAV_CHART_PERIOD)) {
  return (await fundsApi(client).netHistory({ params: { symbol }, query: { page: 1, page_size: navHistoryRequestSize(period) } })).results;
}
