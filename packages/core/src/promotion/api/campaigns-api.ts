// Endpoints of the campaigns area: `campaignsApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { campaignsRoutes } from './campaigns-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function campaignsApi(client: ApiClient): AreaApi<'campaigns'> {
  return bindArea(client, 'campaigns', campaignsRoutes);
}
