// Endpoints of the futures area: `futuresApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { futuresRoutes } from '../contract/routes/futures-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function futuresApi(client: ApiClient): AreaApi<'futures'> {
  return bindArea(client, 'futures', futuresRoutes);
}
