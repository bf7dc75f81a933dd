import { TradeDirection } from './trade-codes';
import { isBuyDirection, isTradeDirection, tradeDirectionText } from './trade-direction';

describe('direction texts', () => {
  it('name every direction', () => {
    expect(
      [0, 1, 2, 3, 4, 5, 6, 7, 10].map((d) => tradeDirectionText(d)),
    ).toEqual(['买入', '卖出', '强制调增', '强制调减', '分红', '定投', '认购', '强制赎回', '调仓']);
  });

  it('say transfer in / out for the cash treasure', () => {
    expect(tradeDirectionText(TradeDirection.Buy, true)).toBe('转入');
    expect(tradeDirectionText(TradeDirection.Sell, true)).toBe('转出');
    expect(tradeDirectionText(TradeDirection.Bonus, true)).toBe('分红');
  });

  it('leave the unused codes 8 and 9 empty', () => {
    expect(isTradeDirection(8)).toBe(false);
    expect(tradeDirectionText(9)).toBe('');
  });

  it('knows the buy direction', () => {
    expect(isBuyDirection(TradeDirection.Buy)).toBe(true);
    expect(isBuyDirection(TradeDirection.FixedInvestment)).toBe(false);
  });
});
