// Endpoints of the trading area: `tradingApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { tradingRoutes } from '../contract/routes/trading-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function tradingApi(client: ApiClient): AreaApi<'trading'> {
  return bindArea(client, 'trading', tradingRoutes);
}
