import {
  isFundListed,
  isManagerInPost,
  isNormalTrading,
  isStockTradeRunning,
  managerPostStatusText,
  stockTradeStatusText,
} from './market-status';

describe('listing status', () => {
  it('second scheme: normal trading is 1 or 7 only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(isNormalTrading)).toEqual([true, false, false, false, false, false, true, false]);
  });

  it('first scheme: only Normal (1) is listed', () => {
    expect([1, 3, 4, 9].map(isFundListed)).toEqual([true, false, false, false]);
  });
});

describe('stock trade status', () => {
  it('runs while open or in the call auction', () => {
    expect([0, 1, 2, 3].map(isStockTradeRunning)).toEqual([true, false, false, true]);
  });

  it('names the statuses', () => {
    expect([0, 1, 2, 3, 4].map(stockTradeStatusText)).toEqual(['交易中', '午间休市', '已收盘', '集合竞价', '']);
  });
});

describe('manager post status', () => {
  it('1 in post, 2 left', () => {
    expect([1, 2, 3].map(managerPostStatusText)).toEqual(['在任', '离任', '']);
    expect([1, 2].map(isManagerInPost)).toEqual([true, false]);
  });
});
