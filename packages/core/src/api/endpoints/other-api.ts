// Endpoints of the other area: `otherApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { otherRoutes } from '../contract/routes/other-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function otherApi(client: ApiClient): AreaApi<'other'> {
  return bindArea(client, 'other', otherRoutes);
}
