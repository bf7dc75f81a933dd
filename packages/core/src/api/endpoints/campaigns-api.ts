// Endpoints of the campaigns area: `campaignsApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { campaignsRoutes } from '../contract/routes/campaigns-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function campaignsApi(client: ApiClient): AreaApi<'campaigns'> {
  return bindArea(client, 'campaigns', campaignsRoutes);
}
