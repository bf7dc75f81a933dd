import { adjustableDirections } from './position-adjustment';

const flags = { allow_trade: true, allow_buy: true, allow_sell: true, is_bao: false };

describe('position adjustment', () => {
  it('a tradable fund can grow, shrink and be removed', () => {
    expect(adjustableDirections(flags)).toEqual({ canIncrease: true, canDecrease: true, canRemove: true });
  });

  it('a fund that cannot trade is frozen, whatever its other flags', () => {
    expect(adjustableDirections({ ...flags, allow_trade: false })).toEqual({
      canIncrease: false,
      canDecrease: false,
      canRemove: false,
    });
  });

  it('without buying only decreases are possible', () => {
    expect(adjustableDirections({ ...flags, allow_buy: false })).toEqual({ canIncrease: false, canDecrease: true, canRemove: true });
  });

  it('without selling only increases are possible', () => {
    expect(adjustableDirections({ ...flags, allow_sell: false })).toEqual({
      canIncrease: true,
      canDecrease: false,
      canRemove: false,
    });
  });

  it('the cash treasure position can be adjusted but never removed', () => {
    expect(adjustableDirections({ ...flags, is_bao: true })).toEqual({ canIncrease: true, canDecrease: true, canRemove: false });
  });
});
