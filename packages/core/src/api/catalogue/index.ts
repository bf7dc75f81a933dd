export type { Decision, DecisionAction, DecisionButton } from './decision';
export { FAILURE_TEXTS } from './failure-texts';
export { LOGIN_ERROR_TEXTS, SIGNUP_ERROR_TEXTS, BANK_CARD_ERROR_TEXTS, CATALOGUE_URLS } from './catalogue-texts';
export type { SessionExpiryDeps } from './http-failure';
export { failureText, failureDecision, failureRetryable, createSessionExpiryHandler } from './http-failure';
export type { SignupDecisionOptions } from './login-errors';
export { loginFailureDecision, signupFailureDecision } from './login-errors';
export { bankCardFailureDecision } from './bank-card-errors';
export { tradeDialogDecision } from './trade-dialog-errors';
