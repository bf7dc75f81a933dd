// The wire codes must match the spec's tables exactly: the server and other clients send these numbers.
import {
  AccountDividendType,
  FREE_RATE_FUND_SUBTYPES,
  FUND_SORT_DEFAULTS,
  FundDividendType,
  FundListStatus,
  FundSubtype,
  PENDING_DIVIDEND_TYPES,
  SubscriptionStatus,
  SymbolType,
} from '../fund/fund-codes';
import { ManagerPostStatus } from '../market/market-codes';
import {
  ExchangeCode, MarketListStatus,
  NORMAL_TRADING_LIST_STATUSES, RUNNING_STOCK_TRADE_STATUSES,
  StockTradeStatus
} from '../market/market-codes';
import { IN_APP_ROUTES_MIN_VERSION, INPUT_LIMITS, LIMITS, DISPLAY } from '../ui/limits';
import { ASSET_PIE_CATEGORIES } from '../assets/asset-pie';
import { StoreApplyStatus } from '../store/store-status';
import { DEFAULT_PORTFOLIO_TOPIC } from '../portfolio/portfolio-codes';
import {
  FIXED_INVESTMENT_TRADE_DAYS,
  FixedInvestmentPeriodUnit,
  FixedInvestmentStatus
} from '../plan/plan-codes';
import { BankCardStatus } from '../card/card-codes';
import {
  InvestmentRiskStatus,
  InvestmentRiskType,
  PortfolioRiskLevel,
  RiskLevel
} from '../risk/risk-codes';
import { BET_GAME, AI_TEMPLATE_VERSION, COUPON_DECIMALS } from '../promotion/promotion-codes';
import { CALL_DEFAULTS, PAGE_SIZE, HOLDER_ATLAS_TRIM_ABOVE } from '../pager/page-sizes';
import {
  CASHBACK_TRADE_STATUSES,
  RiskCheckAction,
  TRADE_RECORD_TABS,
  TradeDirection,
  TradeStatus,
  TradeStepDisplay,
} from '../trade/trade-codes';
import { STORAGE, TIMING_MS } from '../ui/timing';

describe('trade codes', () => {
  it('numbers the 15 trade statuses 0-14 in the spec order', () => {
    expect(Object.values(TradeStatus)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(TradeStatus.Cancelled).toBe(6);
    expect(TradeStatus.SubscriptionFailed).toBe(14);
  });

  it('numbers directions 0-7 and 10 (8 and 9 unused)', () => {
    expect(TradeDirection).toEqual({
      Buy: 0,
      Sell: 1,
      ForcedIncrease: 2,
      ForcedDecrease: 3,
      Bonus: 4,
      FixedInvestment: 5,
      Subscription: 6,
      ForcedRedeem: 7,
      Rebalance: 10,
    });
  });

  it('lists the cashback statuses by their codes', () => {
    expect([...CASHBACK_TRADE_STATUSES].sort((a, b) => a - b)).toEqual([0, 1, 3, 7, 8, 9, 11]);
  });

  it('step display codes, risk-check actions and record tabs', () => {
    expect(TradeStepDisplay).toEqual({ Active: 0, Fail: 1, Disabled: 2, Warning: 3 });
    expect(RiskCheckAction).toEqual({ RiskTest: 'investment_risk_test', ConfirmRisk: 'confirm_risk' });
    expect(TRADE_RECORD_TABS).toEqual(['fund', 'portfolio', 'fund_bao', 'private_fund']);
  });
});

describe('fund codes', () => {
  it('symbol types and fund subtypes', () => {
    expect(SymbolType).toEqual({ Others: 0, Stock: 1, Bond: 2, Fund: 3, MarketIndex: 5 });
    expect(Object.values(FundSubtype).sort((a, b) => a - b)).toEqual([
      101, 102, 300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310,
    ]);
    expect(FundSubtype.Money).toBe(306);
    expect(FundSubtype.Bond).toBe(302);
    expect(FREE_RATE_FUND_SUBTYPES).toEqual([306, 307]);
  });

  it('both listing-status schemes and the stock trade status', () => {
    expect(FundListStatus).toEqual({ Normal: 1, Terminate: 3, Cancel: 4, Other: 9 });
    expect(MarketListStatus.Suspend).toBe(2);
    expect(MarketListStatus.Others).toBe(8);
    expect(NORMAL_TRADING_LIST_STATUSES).toEqual([1, 7]);
    expect(StockTradeStatus).toEqual({ Open: 0, Break: 1, Closed: 2, CallAuction: 3 });
    expect(RUNNING_STOCK_TRADE_STATUSES).toEqual([0, 3]);
    expect(ExchangeCode).toEqual({ SZ: 1, SH: 2 });
  });

  it('subscription, dividend and manager post codes', () => {
    expect(SubscriptionStatus).toEqual({ BeforeSale: 0, SubscriptionPeriod: 1, Open: 2 });
    expect(FundDividendType).toEqual({ None: 0, Reinvest: 1, Cash: 2 });
    expect(AccountDividendType).toEqual({ Reinvest: 1, Cash: 2, ChangingToReinvest: 3, ChangingToCash: 4 });
    expect(PENDING_DIVIDEND_TYPES).toEqual([3, 4]);
    expect(ManagerPostStatus).toEqual({ InPost: 1, Left: 2 });
  });

  it('fund sorts', () => {
    expect(FUND_SORT_DEFAULTS).toEqual({
      list: '-percent_day',
      moneyAndBond: '-percent_month',
      fundListCall: '-percent_year',
      indexFundRoute: '-percent_year',
      fundCompanies: '-assets_total',
    });
  });
});

describe('account codes', () => {
  it('risk status, type, levels and portfolio levels', () => {
    expect(InvestmentRiskStatus).toEqual({ Untested: 0, Normal: 1, Expired: 2, Invalidated: 3 });
    expect(Object.values(InvestmentRiskType)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(Object.values(RiskLevel)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(PortfolioRiskLevel).toEqual({ Unrated: 0, CapitalProtected: 100, Stable: 101, Aggressive: 102 });
  });

  it('bank card, fixed investment and store codes', () => {
    expect(BankCardStatus).toEqual({ Unavailable: 0, Verified: 1, ShareTransfer: 3, NeedsAuth: 5 });
    expect(FixedInvestmentStatus).toEqual({ Working: 0, Terminated: 1, Paused: 2 });
    expect(FixedInvestmentPeriodUnit).toEqual({ Monthly: 0, Weekly: 1 });
    expect(FIXED_INVESTMENT_TRADE_DAYS).toEqual({ monthly: { min: 1, max: 28 }, weekly: { min: 1, max: 5 } });
    expect(StoreApplyStatus).toEqual({ NotApplied: -1, InReview: 0, Success: 1, Rejected: 2 });
    expect(DEFAULT_PORTFOLIO_TOPIC).toBe('xds');
  });
});

describe('sizes, timings and limits', () => {
  it('page sizes the spec fixes', () => {
    expect(PAGE_SIZE).toMatchObject({
      pagerDefault: 20,
      incomeChart: 42,
      fundPortfolioDetailIncome: 45,
      tradeRecords: 10,
      fixedInvestments: 5,
      videos: 8,
      fundCompanies: 200,
      followingFunds: 10000,
      portfolioNetValueHistory: 365,
      fundStyleHistory: 240,
      futuresSimulationRewards: 50,
      holderAtlasSymbolGroup: 4,
    });
    expect(HOLDER_ATLAS_TRIM_ABOVE).toBe(5);
  });

  it('call defaults', () => {
    expect(CALL_DEFAULTS.fundList).toEqual({ allow_trade: 1, page: 1, page_size: 20, sort: '-percent_year', type: 'all' });
    expect(CALL_DEFAULTS.recommendedPortfolios).toEqual({ allow_trade: 1, page: 1, page_size: 3 });
    expect(CALL_DEFAULTS.fundCompanies).toEqual({ sort: '-assets_total', page: 1, page_size: 200 });
    expect(CALL_DEFAULTS.searchSymbols).toEqual({ symbol_type: 3, page_size: 5 });
    expect(CALL_DEFAULTS.newMobileCaptcha).toEqual({ mobile_code_id: 1, app: 'SN' });
    expect(CALL_DEFAULTS.indexFundRoute).toEqual({ fund_type: 'zs', sort: '-percent_year' });
  });

  it('timings', () => {
    expect(TIMING_MS).toMatchObject({
      requestTimeout: 20000,
      toastDefault: 1500,
      confirmRiskThenPasswordDelay: 300,
      loginRedirectDelay: 2500,
      captchaResendCountdown: 60000,
      homeIndexRefresh: 4000,
      marketTradeStatusRefresh: 5000,
    });
    expect(STORAGE).toMatchObject({ keyPrefix: 'ls', temporaryBankCardDays: 1, defaultExpiryDays: 10 });
  });

  it('limits, input lengths and display', () => {
    expect(LIMITS).toMatchObject({ guestFreeDiagnosisViews: 3, searchHistoryStored: 10, searchHistoryReturned: 9 });
    expect(INPUT_LIMITS).toMatchObject({ mobileMaxLength: 11, tradePasswordLength: 6, loginPasswordMaxLength: 16 });
    expect(IN_APP_ROUTES_MIN_VERSION).toBe('5.3.0');
    expect(AI_TEMPLATE_VERSION).toBe('03252');
    expect(COUPON_DECIMALS).toBe(2);
    expect(DISPLAY).toMatchObject({ diagnosisScoreRedFrom: 90, diagnosisScoreBlueFrom: 60, largeChangeAbovePercent: 10 });
    expect(ASSET_PIE_CATEGORIES).toEqual(['stock', 'bond', 'cash', 'other']);
    expect(BET_GAME).toMatchObject({ drawOptionCode: 'empty', winningOptionStatus: 1, optionCounts: [2, 3] });
  });
});
