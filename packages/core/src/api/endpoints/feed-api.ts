// Endpoints of the feed area: `feedApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { feedRoutes } from '../contract/routes/feed-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function feedApi(client: ApiClient): AreaApi<'feed'> {
  return bindArea(client, 'feed', feedRoutes);
}
