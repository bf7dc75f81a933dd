// Endpoints of the market area: `marketApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { marketRoutes } from '../contract/routes/market-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function marketApi(client: ApiClient): AreaApi<'market'> {
  return bindArea(client, 'market', marketRoutes);
}
