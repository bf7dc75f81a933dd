// Fund trading: buy and sell (validators, flows, batch buy), payment and coupons of a buy, fees and fee quotes, statuses, directions, records, the trade detail and undo, the trade password.
export type { AmountCheck, AmountInput } from './amount-input';
export { readAmountInput } from './amount-input';
export type { BuyPayment } from './buy-payment';
export type { FundBuyTerms, BuyVerb, FundBuyInput } from './fund-buy-validator';
export { fundBuyVerb, BUY_MESSAGES, fundBuyLimits, validateFundBuy } from './fund-buy-validator';
export type { FundSellInput } from './fund-sell-validator';
export { SELL_MESSAGES, BAO_SELL_MESSAGES, validateFundSell } from './fund-sell-validator';
export type { SellScope, SellAvailabilityInput } from './sell-availability';
export { SELL_AVAILABILITY_MESSAGES, sellBlockMessage } from './sell-availability';
export type { TradeStatusSubject } from './trade-status';
export { TRADE_STATUS_TEXTS, ENTRUSTED_STATUS_TEXTS, isTradeStatus, tradeStatusText } from './trade-status';
export {
  TRADE_DIRECTION_TEXTS,
  BAO_DIRECTION_TEXTS,
  isTradeDirection,
  tradeDirectionText,
  isBuyDirection,
} from './trade-direction';
export type { TradeStepClass } from './trade-detail-display';
export {
  isCashbackVisible,
  cashbackText,
  isRemittanceVisible,
  isUndoVisible,
  tradeStepClass,
} from './trade-detail-display';
export type { ButtonState, FundTradeFlags } from './fund-trade-buttons';
export { buyActionLabel, buyButtonState, sellButtonState, fixedInvestmentButtonState } from './fund-trade-buttons';
export type { RecordQuantitySubject } from './trade-record-display';
export {
  QUANTITY_UNITS,
  tradeQuantityText,
  isMoneyDirection,
  tradeDetailUrl,
  ratioPercentText,
  discountText,
} from './trade-record-display';
export type { PaymentBankCard, BaoHoldingCard, PaymentOption } from './buy-payment-options';
export { BUY_PAYMENT_TEXTS, buyPaymentOptions, choosePaymentOption } from './buy-payment-options';
export type { FeeQuoteLike, FeeQuoteView } from './trade-fee-quote';
export { FEE_QUOTE_DEBOUNCE_MS, FEE_QUOTE_TEXTS, feeQuoteView, quotableAmount } from './trade-fee-quote';
export type { PickerCoupon, CouponOption } from './coupon-picker';
export { COUPON_PICKER_TEXTS, couponOptions, keptCouponId, couponCashbackHint, couponSummary } from './coupon-picker';
export type { SellTarget } from './sell-target-options';
export { SELL_TARGET_TEXTS, SHARE_PORTIONS, sellTargets, sharePortion } from './sell-target-options';
export { FUND_TRADE_TEXTS, buyButtonLabel, buySummaryText, sellSummaryText } from './fund-trade-texts';
export type { PurchaseTier, SellTier, FeeSchedule, FeeTerms } from './fee-schedule';
export {
  RATE_DP,
  DISCOUNT_DP,
  SHORT_HOLD_DAYS,
  SHORT_HOLD_SELL_RATE,
  FIXED_FEE_FROM,
  FIXED_FEE,
  FEE_TIER_TEXTS,
  rateText,
  discountedRate,
  purchaseLadder,
  sellLadder,
  isFeeFree,
  fundFeeSchedule,
  chargesServiceFee,
  buyingTiers,
} from './fee-schedule';
export type { PurchaseFee, HeldLot, SellFeeInput, SellPart, SellFee } from './fee-charge';
export {
  purchaseTierOf,
  purchaseFee,
  purchaseShares,
  sellTierOf,
  sellFee,
  sellRateRange,
  ADVISORY_FEE_DAYS_A_YEAR,
  advisoryFeeOfDay,
} from './fee-charge';
export type { SellFeeDrop } from './sell-fee-drop';
export { nextSellFeeDrop } from './sell-fee-drop';
export { sellFeeLines, type SellFeeLine } from './sell-fee-lots';
export { validateFeeSchedule } from './fee-schedule-check';
export {
  TradeStatus,
  TradeDirection,
  CASHBACK_TRADE_STATUSES,
  CASHBACK_PAID_STATUSES,
  TradeStepDisplay,
  TradeRecordTab,
  TRADE_RECORD_TABS,
} from './trade-codes';
export { TRADE_PASSWORD_TEXTS, SELL_AMOUNT_NOTE, TRADE_BUTTON_LABELS, TRADE_RECORD_TAB_LABELS } from './trade-texts';
export { TRADE_PASSWORD_SCREEN_TEXTS } from '../account/account-screen-texts';
export { TRADE_DETAIL_TEXTS, UNDO_TEXTS } from './holding-record-texts';
export { initialPadState, padReducer } from './trade-password-pad';
export type { PadState, PadEvent, PadStep } from './trade-password-pad';
export { FUND_TRADE_URLS, FUND_BUY_TEXTS, authenticateCardUrl, createFundBuyFlow } from './fund-buy-flow';
export type {
  BuyOrder,
  BuyBody,
  FundBuyEffects,
  BuyStartOutcome,
  BuySubmitOutcome,
  BuyStep,
  FundBuyFlow,
} from './fund-buy-flow';
export { createFundSellFlow } from './fund-sell-flow';
export type {
  SellOrder,
  SellBody,
  FundSellEffects,
  SellStartOutcome,
  SellSubmitOutcome,
  FundSellFlow,
} from './fund-sell-flow';
export { createFundBatchBuyFlow } from './fund-batch-buy-flow';
export type { BatchStartOutcome, BatchSubmitOutcome, FundBatchBuyFlow } from './fund-batch-buy-flow';
export { TRADE_PASSWORD_MESSAGES } from '../forms/validation-messages';
export {
  TRADE_PASSWORD_LENGTH,
  isTradePassword,
  checkTradePasswordSetting,
  checkTradePasswordForSubmit,
} from './trade-password-rules';
export { tradingApi } from './api/trading-api';
export { tradingContract } from './api/trading-contract';
export type { TimelineSubject, FundTimelineSubject } from './trade-timeline';
export { TRADE_STEP_TEXTS, fundOrderSteps, portfolioOrderSteps } from './trade-timeline';
export type {
  BuyRequest,
  SellRequest,
  UndoRequest,
  PortfolioBuyRequest,
  PortfolioSellRequest,
  PortfolioSellFundRequest,
  PortfolioRebalanceRequest,
  PortfolioCardQuery,
  PlanRequest,
} from './trade-requests';
export type { UndoSubject, UndoRefusal } from './trade-undo-rule';
export {
  UNDOABLE_DIRECTIONS,
  undoCutOff,
  beforeUndoCutOff,
  fundUndoRefusal,
  canUndoFundOrder,
  portfolioUndoRefusal,
  canUndoPortfolioOrder,
  canUndoPortfolioChild,
} from './trade-undo-rule';
export { PAYING_DIRECTIONS } from './trade-codes';
export {
  OPEN_TRADE_STATUSES,
  SUCCEEDED_TRADE_STATUSES,
  FAILED_TRADE_STATUSES,
  CANCELLED_TRADE_STATUSES,
  CONFIRMED_TRADE_STATUSES,
  TRADED_STATUSES,
  PLACED_TRADE_STATUSES,
  OPEN_PORTFOLIO_TRADE_STATUSES,
  DONE_PORTFOLIO_TRADE_STATUSES,
  TradeStatusPhase,
  TRADE_STATUS_PHASES,
  inStatusGroup,
  tradeStatusPhase,
} from './trade-status-groups';
export { TRADING_MESSAGES } from './trade-answer-texts';
export type { RoundTripCost } from './round-trip-cost';
export { roundTripCosts } from './round-trip-cost';
export { SERVICE_FEE_DAYS_A_YEAR, shareClassBreakEven, shareClassHoldingCost, type ShareClassTerms } from './share-class-break-even';
export { SHARE_CLASS_TEXTS, shareClassOf, siblingClassName, shareClassView, type ShareClassName, type ShareClassQuote } from './share-class-pair';
