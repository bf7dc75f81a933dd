// Endpoints of the funds area: `fundsApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { fundsRoutes } from '../contract/routes/funds-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function fundsApi(client: ApiClient): AreaApi<'funds'> {
  return bindArea(client, 'funds', fundsRoutes);
}
