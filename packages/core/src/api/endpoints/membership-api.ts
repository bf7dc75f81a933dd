// Endpoints of the membership area: `membershipApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { membershipRoutes } from '../contract/routes/membership-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function membershipApi(client: ApiClient): AreaApi<'membership'> {
  return bindArea(client, 'membership', membershipRoutes);
}
