// Endpoints of the ai area: `aiApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { aiRoutes } from './ai-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function aiApi(client: ApiClient): AreaApi<'ai'> {
  return bindArea(client, 'ai', aiRoutes);
}
