// Endpoints of the promotion area: `promotionApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { promotionRoutes } from '../contract/routes/promotion-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function promotionApi(client: ApiClient): AreaApi<'promotion'> {
  return bindArea(client, 'promotion', promotionRoutes);
}
