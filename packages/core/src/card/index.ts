// Bank cards: binding (the bind flow and its payload), whether a card is usable, its notes, picker and error texts.
export type { BankCardLike, BaoCardLike, PaymentCardLike } from './bank-card-state';
export {
  BANK_CARD_NOTES,
  isBankCardAvailable,
  bankCardNote,
  bankCardNeedsAuth,
  isBankCardSelectable,
  isBaoCardSelectable,
  buyPaymentOf,
  bindCardPayload,
} from './bank-card-state';
export { BankCardStatus } from './card-codes';
export { BANK_CARD_PICKER_TEXTS, BANK_CARD_CONFIRMS } from './card-texts';
export { BANK_CARD_ERRORS, BANK_CARD_OK_ERRORS } from '../account/account-error-texts';
export type { BankCardErrorKey } from '../account/account-error-texts';
export { BANK_CARD_SCREEN_TEXTS } from '../account/account-screen-texts';
export {
  BIND_URLS,
  BIND_DRAFT_KEY,
  bindContextOf,
  bindFormOmits,
  userInfoUrl,
  createBindCardFlow,
} from './bind-card-flow';
export type {
  BindQuery,
  BindContext,
  ContactAddress,
  CardFormValues,
  VerifyBody,
  BindBody,
  BindCardEffects,
  BindOutcome,
  BindCardFlow,
} from './bind-card-flow';
export { BANK_CARD_MESSAGES } from '../forms/validation-messages';
export { bankCardsApi } from './api/bank-cards-api';
export { bankCardsContract } from './api/bank-cards-contract';
