// Endpoints of the futures area: `futuresApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { futuresRoutes } from './futures-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function futuresApi(client: ApiClient): AreaApi<'futures'> {
  return bindArea(client, 'futures', futuresRoutes);
}
