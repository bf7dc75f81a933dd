// Endpoints of the other area: `otherApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { otherRoutes } from './other-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function otherApi(client: ApiClient): AreaApi<'other'> {
  return bindArea(client, 'other', otherRoutes);
}
