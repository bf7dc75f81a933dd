// Endpoints of the bank cards area: `bankCardsApi(client).<call>(input)`.
import type { ApiClient } from '../../api/client/api-client';
import { bankCardsRoutes } from './bank-cards-routes';
import { bindArea } from '../../api/endpoints/bind-area';
import type { AreaApi } from '../../api/endpoints/endpoint-types';

export function bankCardsApi(client: ApiClient): AreaApi<'bankCards'> {
  return bindArea(client, 'bankCards', bankCardsRoutes);
}
