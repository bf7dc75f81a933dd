export { initialPadState, padReducer } from './trade-password-pad';
export type { PadState, PadEvent, PadStep } from './trade-password-pad';
export { captchaButtonState } from './captcha-countdown';
export type { CaptchaButtonState } from './captcha-countdown';
export { ACCOUNT_FORMS, formWithout } from './account-forms';
export { BIND_URLS, BIND_DRAFT_KEY, bindContextOf, bindFormOmits, userInfoUrl, createBindCardFlow } from './bind-card-flow';
export type { BindQuery, BindContext, ContactAddress, CardFormValues, VerifyBody, BindBody, BindCardEffects, BindOutcome, BindCardFlow } from './bind-card-flow';
export {
  RISK_URLS,
  startRiskTest,
  currentQuestion,
  isLastQuestion,
  riskTestReducer,
  canSubmitRiskTest,
  riskAnswerOf,
  riskResultView,
  mineRiskText,
  riskWarningDecision,
  submitRiskTest,
} from './risk-test-flow';
export type { RiskQuestionLike, RiskTestState, RiskTestEvent, RiskProfileLike, RiskResultView, RiskTestEffects, RiskSubmitOutcome } from './risk-test-flow';
export { registeredMobileDecision, unregisteredMobileDecision } from './mobile-check';
export { FUND_TRADE_URLS, FUND_BUY_TEXTS, authenticateCardUrl, createFundBuyFlow } from './fund-buy-flow';
export type { BuyOrder, BuyBody, FundBuyEffects, BuyStartOutcome, BuySubmitOutcome, BuyStep, FundBuyFlow } from './fund-buy-flow';
export { createFundSellFlow } from './fund-sell-flow';
export type { SellOrder, SellBody, FundSellEffects, SellStartOutcome, SellSubmitOutcome, FundSellFlow } from './fund-sell-flow';
export { createFundBatchBuyFlow } from './fund-batch-buy-flow';
export type { BatchStartOutcome, BatchSubmitOutcome, FundBatchBuyFlow } from './fund-batch-buy-flow';
export { PORTFOLIO_TRADE_URLS, readId, readBuyProposalQuery, readSellProposalQuery } from './portfolio-trade-urls';
export type { BuyProposalQuery, SellProposalQuery } from './portfolio-trade-urls';
export { REBALANCE_TYPE_REGULAR, createPortfolioTradeFlow, portfolioBuyFormStep, portfolioSellFormStep } from './portfolio-trade-flow';
export type {
  FormOutcome,
  PortfolioBuyForm,
  PortfolioSellForm,
  PortfolioOrder,
  PortfolioBuyBody,
  PortfolioSellBody,
  PortfolioRebalanceBody,
  PortfolioTradeEffects,
  ConfirmStartOutcome,
  ConfirmSubmitOutcome,
  PortfolioTradeFlow,
} from './portfolio-trade-flow';
