// Endpoints of the membership area: `membershipApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { membershipRoutes } from './membership-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function membershipApi(client: ApiClient): AreaApi<'membership'> {
  return bindArea(client, 'membership', membershipRoutes);
}
