// Endpoints of the holdings area: `holdingsApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { holdingsRoutes } from '../contract/routes/holdings-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function holdingsApi(client: ApiClient): AreaApi<'holdings'> {
  return bindArea(client, 'holdings', holdingsRoutes);
}
