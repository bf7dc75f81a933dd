// Endpoints of the managers area: `managersApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { managersRoutes } from './managers-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function managersApi(client: ApiClient): AreaApi<'managers'> {
  return bindArea(client, 'managers', managersRoutes);
}
