// Endpoints of the diagnosis area: `diagnosisApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { diagnosisRoutes } from '../contract/routes/diagnosis-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function diagnosisApi(client: ApiClient): AreaApi<'diagnosis'> {
  return bindArea(client, 'diagnosis', diagnosisRoutes);
}
