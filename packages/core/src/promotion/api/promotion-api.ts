// Endpoints of the promotion area: `promotionApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { promotionRoutes } from './promotion-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function promotionApi(client: ApiClient): AreaApi<'promotion'> {
  return bindArea(client, 'promotion', promotionRoutes);
}
