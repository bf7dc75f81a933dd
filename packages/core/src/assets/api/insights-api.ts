// Endpoints of the insights area: `insightsApi(client).trueReturns(query)`.
import type { ApiClient } from '../../api/client/api-client';
import { insightsRoutes } from './insights-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function insightsApi(client: ApiClient): AreaApi<'insights'> {
  return bindArea(client, 'insights', insightsRoutes);
}
