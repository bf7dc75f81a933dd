// Endpoints of the bank cards area: `bankCardsApi(client).<call>(input)`.
import type { ApiClient } from '../client/api-client';
import { bankCardsRoutes } from '../contract/routes/bank-cards-routes';
import { bindArea } from './bind-area';
import type { AreaApi } from './endpoint-types';

export function bankCardsApi(client: ApiClient): AreaApi<'bankCards'> {
  return bindArea(client, 'bankCards', bankCardsRoutes);
}
