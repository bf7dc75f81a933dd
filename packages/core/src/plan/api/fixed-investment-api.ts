// Endpoints of the fixed investment area: `fixedInvestmentApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { fixedInvestmentRoutes } from './fixed-investment-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function fixedInvestmentApi(client: ApiClient): AreaApi<'fixedInvestment'> {
  return bindArea(client, 'fixedInvestment', fixedInvestmentRoutes);
}
