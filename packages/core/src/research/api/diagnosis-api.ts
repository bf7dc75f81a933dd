// Endpoints of the diagnosis area: `diagnosisApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { diagnosisRoutes } from './diagnosis-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function diagnosisApi(client: ApiClient): AreaApi<'diagnosis'> {
  return bindArea(client, 'diagnosis', diagnosisRoutes);
}
