// H5: the first page's GETs start from the app entry, before
// the page's chunk has arrived, and the page takes their answers (held-gets.ts) instead of asking again.
import { createApiClient } from '@fund/core/api';
import { isFundCode } from '@fund/core/market';
import { matchUrl } from '@fund/core/navigation';
import { systemClock } from '@fund/core/ports';
import { API_ORIGIN, openedSpecUrl, storage, transport } from '@/platform';
import { fundIntroduction, fundNavHistory } from './fund-detail-reads';
import { holdingGets } from './held-gets';

const FUND_DETAIL_PATTERN = '/s/{symbol}/';

export function readAheadFirstPage(): void {
  const url = openedSpecUrl();
  const match = url === null ? null : matchUrl(url);
  const symbol = match?.params.symbol;
  if (match?.route.pattern !== FUND_DETAIL_PATTERN || symbol === undefined || !isFundCode(symbol)) return;
  const client = createApiClient({ transport: holdingGets(transport), store: storage, clock: systemClock, origin: API_ORIGIN });
  void fundIntroduction(client, symbol).catch(() => undefined);
  void fundNavHistory(client, symbol).catch(() => undefined);
}
