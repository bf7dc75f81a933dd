// Which ways an owner may adjust one position of a portfolio.

export interface AdjustablePositionFlags {
  allow_trade: boolean;
  allow_buy: boolean;
  allow_sell: boolean;
  is_bao: boolean;
}

export interface AdjustableDirections {
  canIncrease: boolean;
  canDecrease: boolean;
  /** Whether the position may be taken out of the portfolio altogether. */
  canRemove: boolean;
}

/**
 * A fund that cannot trade is frozen; without buying it can only shrink, without selling only grow.
 * The cash treasure is where a portfolio keeps its cash, so it is never removed.
 */
export function adjustableDirections(position: AdjustablePositionFlags): AdjustableDirections {
  if (!position.allow_trade) return { canIncrease: false, canDecrease: false, canRemove: false };
  const canDecrease = position.allow_sell;
  return {
    canIncrease: position.allow_buy,
    canDecrease,
    canRemove: canDecrease && !position.is_bao,
  };
}
