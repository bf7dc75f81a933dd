// Endpoints of the trading area: `tradingApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { tradingRoutes } from './trading-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function tradingApi(client: ApiClient): AreaApi<'trading'> {
  return bindArea(client, 'trading', tradingRoutes);
}
