// Endpoints of the feed area: `feedApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { feedRoutes } from './feed-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function feedApi(client: ApiClient): AreaApi<'feed'> {
  return bindArea(client, 'feed', feedRoutes);
}
