// Account calls the spec uses but does not list (its "paths not shown"): slider puzzle, CSRF token,
// trade password set / verify, card detail and default, the private-fund questionnaire, and a
// development-only SMS peek. Kept out of API_ROUTES, which mirrors the spec inventory exactly.
import { route } from '../../api/contract/route';

export const accountExtrasRoutes = {
  csrfToken: route('GET', '/accounts/csrftoken/'),
  /** Ends the session on the server (the token stops working everywhere), then the client forgets it. */
  logout: route('POST', '/accounts/logout/'),
  sliderChallenge: route('GET', '/accounts/slider_captcha/'),
  verifySlider: route('POST', '/accounts/slider_captcha/verify/'),
  setTradePassword: route('POST', '/accounts/trade_password/'),
  verifyTradePassword: route('POST', '/accounts/trade_password/verify/'),
  bankCard: route('GET', '/accounts/bank_cards/{id}/'),
  setDefaultBankCard: route('POST', '/accounts/bank_cards/{id}/set_default/'),
  privateFundRiskQuestions: route('GET', '/private_funds/investment_risk/questions/'),
  privateFundRiskMine: route('GET', '/private_funds/investment_risk/mine/'),
  answerPrivateFundRisk: route('POST', '/private_funds/investment_risk/answer/'),
  /** Demo mode only (404 in production): the latest code for the caller's own mobile or the guest session that asked. */
  devLatestSms: route('GET', '/dev/sms/latest'),
};
