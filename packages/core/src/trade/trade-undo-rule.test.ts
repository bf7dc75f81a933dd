import fc from 'fast-check';
import { TradeDirection, TradeStatus } from './trade-codes';
import {
  UNDOABLE_DIRECTIONS,
  beforeUndoCutOff,
  canUndoFundOrder,
  canUndoPortfolioChild,
  canUndoPortfolioOrder,
  fundUndoRefusal,
  portfolioUndoRefusal,
  undoCutOff,
} from './trade-undo-rule';

const DATE = '2026-11-20';
/** 15:00 Beijing on DATE is 07:00 UTC. */
const CUT_OFF_MS = Date.parse('2026-11-20T07:00:00Z');
const at = (ms: number) => new Date(ms);
const DAY_MS = 86_400_000;

describe('the undo cut-off', () => {
  it('is 15:00 Beijing time of the trade date', () => {
    expect(undoCutOff(DATE).toISOString()).toBe('2026-11-20T07:00:00.000Z');
  });

  it('allows an undo strictly before the cut-off, never at or after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2 * DAY_MS, max: 2 * DAY_MS }), (offset) => {
        expect(beforeUndoCutOff(DATE, at(CUT_OFF_MS + offset))).toBe(offset < 0);
      }),
    );
  });
});

describe('undo of a fund order', () => {
  const entrusted = { status: TradeStatus.EntrustSucceed, direction: TradeDirection.Buy, trade_date: DATE };

  it('follows the cut-off for an entrusted order the investor placed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UNDOABLE_DIRECTIONS), fc.integer({ min: -DAY_MS, max: DAY_MS }), (direction, offset) => {
        const order = { ...entrusted, direction };
        expect(canUndoFundOrder(order, at(CUT_OFF_MS + offset))).toBe(offset < 0);
        expect(fundUndoRefusal(order, at(CUT_OFF_MS + offset))).toBe(offset < 0 ? null : 'tooLate');
      }),
    );
  });

  it('refuses any order no longer entrusted, whatever the time', () => {
    const others = Object.values(TradeStatus).filter((s) => s !== TradeStatus.EntrustSucceed);
    fc.assert(
      fc.property(fc.constantFrom(...others), fc.integer({ min: -DAY_MS, max: DAY_MS }), (status, offset) => {
        expect(fundUndoRefusal({ ...entrusted, status }, at(CUT_OFF_MS + offset))).toBe('notAllowed');
      }),
    );
  });

  it.each([TradeDirection.ForcedIncrease, TradeDirection.ForcedDecrease, TradeDirection.Bonus, TradeDirection.ForcedRedeem, TradeDirection.Rebalance])(
    'refuses direction %i (not placed by the investor)',
    (direction) => {
      expect(fundUndoRefusal({ ...entrusted, direction }, at(CUT_OFF_MS - 1))).toBe('notAllowed');
    },
  );
});

describe('undo of a portfolio order', () => {
  const child = { status: TradeStatus.EntrustSucceed, trade_date: DATE };
  const order = { status: TradeStatus.EntrustSucceed, trade_date: DATE };

  it('follows the cut-off while the order is open and every child entrusted', () => {
    fc.assert(
      fc.property(fc.constantFrom(TradeStatus.EntrustSucceed, TradeStatus.InRebalance), fc.integer({ min: -DAY_MS, max: DAY_MS }), (status, offset) => {
        const now = at(CUT_OFF_MS + offset);
        expect(portfolioUndoRefusal({ ...order, status }, [child, child], now)).toBe(offset < 0 ? null : 'tooLate');
        expect(canUndoPortfolioOrder({ ...order, status }, [child], now)).toBe(offset < 0);
      }),
    );
  });

  it('refuses once any child moved on', () => {
    expect(portfolioUndoRefusal(order, [child, { ...child, status: TradeStatus.TradeSucceed }], at(CUT_OFF_MS - 1))).toBe('notAllowed');
  });

  it('refuses a closed order', () => {
    expect(portfolioUndoRefusal({ ...order, status: TradeStatus.TradeSucceed }, [], at(CUT_OFF_MS - 1))).toBe('notAllowed');
  });

  it('refuses when a child trades on an earlier date whose cut-off passed', () => {
    const early = { ...child, trade_date: '2026-11-19' };
    expect(portfolioUndoRefusal(order, [early], at(CUT_OFF_MS - 1))).toBe('notAllowed');
    expect(canUndoPortfolioChild(early, at(CUT_OFF_MS - 1))).toBe(false);
    expect(canUndoPortfolioChild(child, at(CUT_OFF_MS - 1))).toBe(true);
  });
});
