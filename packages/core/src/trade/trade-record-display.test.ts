import { TradeDirection, TradeRecordTab } from './trade-codes';
import { discountText, isMoneyDirection, ratioPercentText, tradeDetailUrl, tradeQuantityText } from './trade-record-display';

describe('tradeQuantityText', () => {
  it('shows a buy, a plan deduction, a subscription and a rebalance by the amount paid', () => {
    for (const direction of [TradeDirection.Buy, TradeDirection.FixedInvestment, TradeDirection.Subscription, TradeDirection.Rebalance]) {
      expect(tradeQuantityText({ direction, amount: '12345.6', shares: '0' })).toBe('12,345.60元');
    }
  });

  it('shows a sell by its shares, and a cash-treasure transfer-out in yuan', () => {
    expect(tradeQuantityText({ direction: TradeDirection.Sell, amount: '0.00', shares: '1000.5' })).toBe('1,000.50份');
    expect(tradeQuantityText({ direction: TradeDirection.Sell, amount: '300.00', shares: '300.00' }, true)).toBe('300.00元');
    expect(tradeQuantityText({ direction: TradeDirection.ForcedRedeem, amount: null, shares: null })).toBe('0.00份');
  });

  it('shows a reinvested dividend as its new shares and a cash dividend as money', () => {
    expect(tradeQuantityText({ direction: TradeDirection.Bonus, amount: '0', shares: '0', shares_confirm: '12.34', amount_confirm: null })).toBe('12.34份');
    expect(tradeQuantityText({ direction: TradeDirection.Bonus, amount: '0', shares: '0', shares_confirm: '0', amount_confirm: '8.9' })).toBe('8.90元');
    expect(tradeQuantityText({ direction: TradeDirection.Bonus, amount: '5', shares: '0' })).toBe('5.00元');
  });

  it('tells money directions from share directions', () => {
    expect(isMoneyDirection(TradeDirection.Buy)).toBe(true);
    expect(isMoneyDirection(TradeDirection.Sell)).toBe(false);
  });
});

describe('tradeDetailUrl', () => {
  it('opens fund and cash-treasure records as fund trades, portfolio records on their own page', () => {
    expect(tradeDetailUrl(TradeRecordTab.Fund, 7)).toBe('/accounts/funds/trades/7/');
    expect(tradeDetailUrl(TradeRecordTab.Bao, 8)).toBe('/accounts/funds/trades/8/');
    expect(tradeDetailUrl(TradeRecordTab.Portfolio, 9)).toBe('/accounts/funds/portfolios/trades/9/');
    expect(tradeDetailUrl(TradeRecordTab.PrivateFund, 10)).toBe('/accounts/funds/trades/10/?type=private_fund');
  });
});

describe('fee texts', () => {
  it('writes a ratio as a percent with 2 places, half-up', () => {
    expect(ratioPercentText('0.015000')).toBe('1.50%');
    expect(ratioPercentText('0.001234')).toBe('0.12%');
    expect(ratioPercentText('0.000050')).toBe('0.01%');
    expect(ratioPercentText(null)).toBeNull();
    expect(ratioPercentText('abc')).toBeNull();
  });

  it('writes a discount as 折 and none for full price or no rate', () => {
    expect(discountText('0.1000')).toBe('1折');
    expect(discountText('0.25')).toBe('2.5折');
    expect(discountText('1.0000')).toBeNull();
    expect(discountText('0')).toBeNull();
    expect(discountText(undefined)).toBeNull();
  });
});
