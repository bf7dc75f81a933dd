// Endpoints of the store calls outside the inventory (followed stores, bindings list, review).
import type { ApiClient } from '../../api/client/api-client';
import type { storeExtrasContract } from './store-extras-contract';
import { storeExtrasRoutes } from './store-extras-routes';
import { bindRoutes } from '../../api/endpoints/bind-area';
import type { ContractApi } from '../../api/endpoints/endpoint-types';

export type StoreExtrasApi = ContractApi<typeof storeExtrasContract>;

export function storeExtrasApi(client: ApiClient): StoreExtrasApi {
  return bindRoutes<StoreExtrasApi>(client, 'storeExtras', storeExtrasRoutes);
}
