// Endpoints of the cash treasure area: `cashTreasureApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { cashTreasureRoutes } from './cash-treasure-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function cashTreasureApi(client: ApiClient): AreaApi<'cashTreasure'> {
  return bindArea(client, 'cashTreasure', cashTreasureRoutes);
}
