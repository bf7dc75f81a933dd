import { TradeDirection, TradeStatus } from './trade-codes';
import { TRADE_STATUS_TEXTS, isTradeStatus, tradeStatusText } from './trade-status';

describe('status 0 reads by direction (spec 03 §4)', () => {
  it('reads 待支付 for a cash treasure buy', () => {
    expect(tradeStatusText({ status: 0, direction: TradeDirection.Buy, isBao: true })).toBe('待支付');
  });

  it.each([TradeDirection.Buy, TradeDirection.FixedInvestment, TradeDirection.Subscription])(
    'reads 委托成功 for direction %i of a fund',
    (direction) => {
      expect(tradeStatusText({ status: 0, direction, isBao: false })).toBe('委托成功');
    },
  );

  it('reads 委托成功 for cash treasure fixed investments (only its buy waits for payment)', () => {
    expect(tradeStatusText({ status: 0, direction: TradeDirection.FixedInvestment, isBao: true })).toBe('委托成功');
  });

  it.each([
    TradeDirection.Sell,
    TradeDirection.ForcedIncrease,
    TradeDirection.ForcedDecrease,
    TradeDirection.Bonus,
    TradeDirection.ForcedRedeem,
    TradeDirection.Rebalance,
  ])('reads 确认中 for direction %i', (direction) => {
    expect(tradeStatusText({ status: 0, direction, isBao: false })).toBe('确认中');
    expect(tradeStatusText({ status: 0, direction, isBao: true })).toBe('确认中');
  });
});

describe('the other statuses', () => {
  it('have one text each, whatever the direction', () => {
    expect(tradeStatusText({ status: TradeStatus.TradeSucceed, direction: TradeDirection.Sell, isBao: true })).toBe('交易成功');
    expect(tradeStatusText({ status: TradeStatus.Cancelled, direction: TradeDirection.Buy, isBao: false })).toBe('已撤单');
    expect(tradeStatusText({ status: TradeStatus.InRebalance, direction: TradeDirection.Rebalance, isBao: false })).toBe('调仓中');
    expect(tradeStatusText({ status: TradeStatus.SubscriptionFailed, direction: TradeDirection.Subscription, isBao: false })).toBe(
      '认购失败',
    );
  });

  it('cover 0-14 with distinct texts', () => {
    const texts = Object.values(TRADE_STATUS_TEXTS);
    expect(texts).toHaveLength(15);
    expect(new Set(texts).size).toBe(15);
  });

  it('reads an unknown status as empty', () => {
    expect(isTradeStatus(15)).toBe(false);
    expect(isTradeStatus(14)).toBe(true);
    expect(tradeStatusText({ status: 99, direction: 0, isBao: false })).toBe('');
  });
});
