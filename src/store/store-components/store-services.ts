// The store subpackage's API bindings over the one client.
import { feedApi } from '@fund/core/research';
import { storeApi, storeExtrasApi } from '@fund/core/store';
import { apiClient } from '@/services/api-client';

export const store = storeApi(apiClient);
export const storeExtras = storeExtrasApi(apiClient);
export const feed = feedApi(apiClient);
