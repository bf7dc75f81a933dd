// Endpoints of the funds area: `fundsApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { fundsRoutes } from './funds-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function fundsApi(client: ApiClient): AreaApi<'funds'> {
  return bindArea(client, 'funds', fundsRoutes);
}
