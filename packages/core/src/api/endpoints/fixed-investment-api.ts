// Endpoints of the fixed investment area: `fixedInvestmentApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { fixedInvestmentRoutes } from '../contract/routes/fixed-investment-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function fixedInvestmentApi(client: ApiClient): AreaApi<'fixedInvestment'> {
  return bindArea(client, 'fixedInvestment', fixedInvestmentRoutes);
}
