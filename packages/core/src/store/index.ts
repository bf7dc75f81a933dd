// The advisor store: the store application and its review, the apply form, owner features and social bindings.
export {
  STORE_APPLY_STATUS_TEXTS,
  isStoreOwner,
  hasAppliedForStore,
  storeApplyStatusText,
  isOwnItem,
} from './store-apply';
export {
  StoreApplyStatus,
  STORE_APPLY_STATUSES,
  STORE_STATUS_TEXTS,
  STORE_REVIEW_MESSAGES,
  STORE_OWNER_MESSAGES,
  portfolioCreateRefusal,
  isStoreApplyStatus,
  storeApplyRefusal,
  storeReviewRefusal,
  storeStatusLine,
} from './store-status';
export {
  STORE_APPLY_MESSAGES,
  STORE_NAME_LENGTH,
  STORE_INTRODUCTION_LENGTH,
  QUALIFICATION_NO_PATTERN,
  checkStoreName,
  checkStoreIntroduction,
  checkStoreAvatar,
  checkQualificationNo,
  checkStoreApplyForm,
  normalStoreApplyForm,
} from './store-apply-form';
export type { StoreApplyForm, StoreApplyField, StoreApplyErrors } from './store-apply-form';
export { SOCIAL_PROVIDERS, SOCIAL_PROVIDER_NAMES, SOCIAL_BINDING_MESSAGES, SOCIAL_ACCOUNT_MAX_LENGTH, checkSocialAccount } from './store-social';
export type { SocialProvider } from './store-social';
export { STORE_MESSAGES, STORE_SCREEN_TEXTS } from './store-texts';
export type {
  StoreApplyAnswer,
  StoreRow,
  StorePortfolio,
  StoreDetail,
  StoreAssetsAnswer,
  StorePortfolioAssetsAnswer,
  SocialBinding,
  StoreApplyReview,
} from './api/store-answers';
export { storeApi } from './api/store-api';
export { storeContract } from './api/store-contract';
export { storeExtrasContract } from './api/store-extras-contract';
export { storeExtrasApi } from './api/store-extras-api';
export { STORE_URLS, STORE_PAGE_TEXTS, applyAction, applyStatusTitle, followButtonText, assetsText, moveItem, timelineLikes, toggledLike } from './store-screens';
export type { ApplyAction } from './store-screens';
