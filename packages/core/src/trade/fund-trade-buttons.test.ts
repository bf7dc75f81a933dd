import { buyActionLabel, buyButtonState, fixedInvestmentButtonState, sellButtonState } from './fund-trade-buttons';
import type { FundTradeFlags } from './fund-trade-buttons';

const fund = (over: Partial<FundTradeFlags> = {}): FundTradeFlags => ({
  allow_trade: true,
  allow_buy: true,
  allow_sell: true,
  allow_fixed: true,
  allow_subscribe: true,
  is_bao: false,
  subscription_status: 2,
  ...over,
});

describe('buy button', () => {
  it('reads 未代销 when the fund is not distributed, whatever else holds', () => {
    for (const subscription_status of [0, 1, 2]) {
      expect(buyButtonState(fund({ allow_trade: false, subscription_status }))).toEqual({ enabled: false, label: '未代销' });
    }
  });

  it('is disabled before the sale', () => {
    expect(buyButtonState(fund({ subscription_status: 0 }))).toEqual({ enabled: false, label: '即将发售' });
  });

  it('follows allow_subscribe in the subscription period', () => {
    expect(buyButtonState(fund({ subscription_status: 1 }))).toEqual({ enabled: true, label: '认购' });
    expect(buyButtonState(fund({ subscription_status: 1, allow_subscribe: false }))).toEqual({
      enabled: false,
      label: '暂停买入',
    });
  });

  it('follows allow_buy when open', () => {
    expect(buyButtonState(fund())).toEqual({ enabled: true, label: '买入' });
    expect(buyButtonState(fund({ allow_buy: false }))).toEqual({ enabled: false, label: '暂停买入' });
  });

  it('says transfer in for the cash treasure', () => {
    expect(buyButtonState(fund({ is_bao: true }))).toEqual({ enabled: true, label: '转入' });
    expect(buyButtonState(fund({ is_bao: true, allow_buy: false }))).toEqual({ enabled: false, label: '暂停转入' });
  });
});

describe('sell button', () => {
  it('is enabled when selling is allowed, else paused', () => {
    expect(sellButtonState(fund())).toEqual({ enabled: true, label: '卖出' });
    expect(sellButtonState(fund({ allow_sell: false }))).toEqual({ enabled: false, label: '暂停卖出' });
  });

  it('says transfer out for the cash treasure', () => {
    expect(sellButtonState(fund({ is_bao: true }))).toEqual({ enabled: true, label: '转出' });
    expect(sellButtonState(fund({ is_bao: true, allow_sell: false }))).toEqual({ enabled: false, label: '暂停转出' });
  });
});

describe('fixed-investment button', () => {
  it('is enabled only with trade, fixed investment and open status all holding', () => {
    expect(fixedInvestmentButtonState(fund())).toEqual({ enabled: true, label: '定投' });
    expect(fixedInvestmentButtonState(fund({ allow_trade: false })).enabled).toBe(false);
    expect(fixedInvestmentButtonState(fund({ allow_fixed: false })).enabled).toBe(false);
    expect(fixedInvestmentButtonState(fund({ subscription_status: 1 })).enabled).toBe(false);
    expect(fixedInvestmentButtonState(fund({ subscription_status: 0 })).enabled).toBe(false);
  });
});

describe('buy action label', () => {
  it('is buy, subscribe in the period, transfer in for the cash treasure', () => {
    expect(buyActionLabel({ is_bao: false, subscription_status: 2 })).toBe('买入');
    expect(buyActionLabel({ is_bao: false, subscription_status: 1 })).toBe('认购');
    expect(buyActionLabel({ is_bao: true, subscription_status: 1 })).toBe('转入');
  });
});
