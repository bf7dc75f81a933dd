// The advisor store: the store application and owner features.
export {
  STORE_APPLY_STATUS_TEXTS,
  isStoreOwner,
  hasAppliedForStore,
  storeApplyStatusText,
  isOwnItem,
} from './store-apply';
export { StoreApplyStatus } from '../account/account-codes';
export { storeApi } from './api/store-api';
export { storeContract } from './api/store-contract';
