// Endpoints of the managers area: `managersApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { managersRoutes } from '../contract/routes/managers-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function managersApi(client: ApiClient): AreaApi<'managers'> {
  return bindArea(client, 'managers', managersRoutes);
}
