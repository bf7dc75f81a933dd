// Endpoints of the account calls outside the inventory (CSRF token, slider, trade password, card detail ...).
import type { ApiClient } from '../client/api-client';
import type { accountExtrasContract } from '../contract/calls/account-extras-contract';
import { accountExtrasRoutes } from '../contract/routes/account-extras-routes';
import { bindRoutes } from './bind-area';
import type { ContractApi } from './endpoint-types';

export type AccountExtrasApi = ContractApi<typeof accountExtrasContract>;

export function accountExtrasApi(client: ApiClient): AccountExtrasApi {
  return bindRoutes<AccountExtrasApi>(client, 'accountExtras', accountExtrasRoutes);
}
