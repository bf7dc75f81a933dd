// Endpoints of the ai area: `aiApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { aiRoutes } from '../contract/routes/ai-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function aiApi(client: ApiClient): AreaApi<'ai'> {
  return bindArea(client, 'ai', aiRoutes);
}
