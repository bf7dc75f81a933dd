// Endpoints of the account calls outside the inventory (CSRF token, slider, trade password, card detail ...).
import type { ApiClient } from '../../api/client/api-client';
import type { accountExtrasContract } from './account-extras-contract';
import { accountExtrasRoutes } from './account-extras-routes';
import { bindRoutes } from '../../api/endpoints/bind-area';
import type { ContractApi } from '../../api/endpoints/endpoint-types';

export type AccountExtrasApi = ContractApi<typeof accountExtrasContract>;

export function accountExtrasApi(client: ApiClient): AccountExtrasApi {
  return bindRoutes<AccountExtrasApi>(client, 'accountExtras', accountExtrasRoutes);
}
