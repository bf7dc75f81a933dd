// Endpoints of the cash treasure area: `cashTreasureApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { cashTreasureRoutes } from '../contract/routes/cash-treasure-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function cashTreasureApi(client: ApiClient): AreaApi<'cashTreasure'> {
  return bindArea(client, 'cashTreasure', cashTreasureRoutes);
}
