import { MOONCAKE_RANK_COINS, MOONCAKE_RANK_NAMES, MooncakeRank, mooncakeRank } from './mooncake-ranks';

describe('mooncake 博饼 ranks', () => {
  it.each([
    [[4, 4, 4, 4, 1, 1], MooncakeRank.ZhuangyuanChajinhua],
    [[4, 4, 4, 4, 4, 4], MooncakeRank.LiuBeiHong],
    [[1, 1, 1, 1, 1, 1], MooncakeRank.BianDiJin],
    [[6, 6, 6, 6, 6, 6], MooncakeRank.LiuBeiHei],
    [[4, 4, 4, 4, 4, 2], MooncakeRank.WuHong],
    [[3, 3, 3, 3, 3, 4], MooncakeRank.WuZiDengKe],
    [[4, 4, 4, 4, 2, 3], MooncakeRank.Zhuangyuan],
    [[1, 2, 3, 4, 5, 6], MooncakeRank.DuiTang],
    [[4, 4, 4, 1, 2, 3], MooncakeRank.SanHong],
    [[2, 2, 2, 2, 4, 4], MooncakeRank.SiJin],
    [[2, 2, 2, 2, 1, 3], MooncakeRank.SiJin],
    [[4, 4, 1, 2, 3, 5], MooncakeRank.ErJu],
    [[4, 1, 2, 3, 5, 5], MooncakeRank.YiXiu],
    [[1, 2, 3, 5, 6, 6], MooncakeRank.None],
  ])('%j ranks %s', (dice, rank) => {
    expect(mooncakeRank(dice)).toBe(rank);
  });

  it('the order of dice does not matter', () => {
    expect(mooncakeRank([1, 4, 4, 1, 4, 4])).toBe(MooncakeRank.ZhuangyuanChajinhua);
    expect(mooncakeRank([6, 5, 4, 3, 2, 1])).toBe(MooncakeRank.DuiTang);
  });

  it('higher ranks win more coins and nothing wins nothing', () => {
    const order = Object.values(MooncakeRank);
    const coins = order.map((r) => MOONCAKE_RANK_COINS[r]);
    expect([...coins].sort((a, b) => b - a)).toEqual(coins);
    expect(MOONCAKE_RANK_COINS.none).toBe(0);
    expect(MOONCAKE_RANK_NAMES.zhuangyuan_chajinhua).toBe('状元插金花');
  });

  it('refuses a roll that is not six dice of 1 to 6', () => {
    expect(() => mooncakeRank([1, 2, 3])).toThrow();
    expect(() => mooncakeRank([0, 1, 2, 3, 4, 5])).toThrow();
    expect(() => mooncakeRank([7, 1, 2, 3, 4, 5])).toThrow();
  });
});
