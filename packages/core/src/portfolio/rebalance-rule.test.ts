import fc from 'fast-check';
import { toDecimal } from '../money/decimal';
import { HELD_MESSAGES } from './portfolio-answer-texts';
import {
  REBALANCE_THRESHOLD_POINTS,
  driftsFromTarget,
  heldWeights,
  heldWorth,
  rebalanceRefusal,
  type HeldPosition,
  type RebalanceFacts,
} from './rebalance-rule';

const fund = (fund_id: number, shares: string, net_value = '1.0000', is_bao = false): HeldPosition => ({ fund_id, shares, net_value, is_bao });

describe('heldWorth', () => {
  it('is shares × NAV rounded half up to the fen, and the cash treasure counts at 1', () => {
    expect(heldWorth(fund(1, '100.00', '1.2345')).toFixed(2)).toBe('123.45');
    expect(heldWorth(fund(1, '3.00', '1.0005')).toFixed(2)).toBe('3.00');
    expect(heldWorth(fund(1, '5.00', '1.0010')).toFixed(2)).toBe('5.01');
    expect(heldWorth(fund(1, '50.00', '9.9999', true)).toFixed(2)).toBe('50.00');
  });
});

describe('heldWeights', () => {
  it('adds one fund across cards and gives each fund its share of the total in percent', () => {
    const w = heldWeights([fund(1, '100.00'), fund(1, '200.00'), fund(2, '100.00', '1.0000', true)]);
    expect(w.get(1)?.toFixed(2)).toBe('75.00');
    expect(w.get(2)?.toFixed(2)).toBe('25.00');
  });

  it('is empty when nothing is held or nothing is worth anything', () => {
    expect(heldWeights([]).size).toBe(0);
    expect(heldWeights([fund(1, '0.00')]).size).toBe(0);
  });

  it('sums to 100 whenever something is worth something', () => {
    const position = fc.record({
      fund_id: fc.integer({ min: 1, max: 5 }),
      shares: fc.integer({ min: 1, max: 10_000_000 }).map((fen) => toDecimal(fen).div(100).toFixed(2)),
      net_value: fc.integer({ min: 1, max: 100_000 }).map((n) => toDecimal(n).div(10_000).toFixed(4)),
      is_bao: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(position, { minLength: 1, maxLength: 8 }), (positions) => {
        const weights = heldWeights(positions);
        // A holding can round to 0.00 yuan; with nothing worth anything there are no weights at all.
        if (positions.every((p) => heldWorth(p).eq(0))) return expect(weights.size).toBe(0);
        const total = [...weights.values()].reduce((a, b) => a.plus(b), toDecimal(0));
        expect(total.minus(100).abs().lt('0.000001')).toBe(true);
      }),
    );
  });
});

describe('driftsFromTarget', () => {
  const weights = (entries: [number, string][]) => new Map(entries.map(([id, w]) => [id, toDecimal(w)]));

  it('drifts at exactly the threshold, not just under it', () => {
    expect(REBALANCE_THRESHOLD_POINTS).toBe('1');
    const target = [{ fund_id: 1, percent: '60' }, { fund_id: 2, percent: '40' }];
    expect(driftsFromTarget(weights([[1, '61'], [2, '39']]), target)).toBe(true);
    expect(driftsFromTarget(weights([[1, '60.99'], [2, '39.01']]), target)).toBe(false);
  });

  it('drifts when the held funds are not the target funds (a 0% target does not count)', () => {
    expect(driftsFromTarget(weights([[1, '100']]), [{ fund_id: 2, percent: '100' }])).toBe(true);
    expect(driftsFromTarget(weights([[1, '100']]), [{ fund_id: 1, percent: '100' }, { fund_id: 2, percent: '0' }])).toBe(false);
    expect(driftsFromTarget(weights([[1, '50'], [2, '50']]), [{ fund_id: 1, percent: '100' }])).toBe(true);
  });

  it('never drifts when the held weights are the target', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 6 }), (parts) => {
        const total = parts.reduce((a, b) => a + b, 0);
        const target = parts.map((p, i) => ({ fund_id: i + 1, percent: toDecimal(p).div(total).times(100).toFixed(4) }));
        expect(driftsFromTarget(new Map(target.map((t) => [t.fund_id, toDecimal(t.percent)])), target)).toBe(false);
      }),
    );
  });
});

describe('rebalanceRefusal', () => {
  const allowed: RebalanceFacts = {
    positions: [fund(1, '80.00'), fund(2, '20.00')],
    hasConfirmedBuy: true,
    openOrderCount: 0,
    target: [{ fund_id: 1, percent: '50' }, { fund_id: 2, percent: '50' }],
  };

  it('allows a held, confirmed, settled portfolio that drifts', () => {
    expect(rebalanceRefusal(allowed)).toBeNull();
  });

  it('refuses in order: not held, no confirmed buy, open order, no drift', () => {
    expect(rebalanceRefusal({ ...allowed, positions: [], hasConfirmedBuy: false, openOrderCount: 2 })).toBe('您尚未持有该组合');
    expect(rebalanceRefusal({ ...allowed, hasConfirmedBuy: false, openOrderCount: 2, target: [] })).toBe('您的买入尚未确认，暂不能调仓');
    expect(rebalanceRefusal({ ...allowed, openOrderCount: 1, target: [] })).toBe('该组合有未确认的交易，暂不能调仓');
    expect(rebalanceRefusal({ ...allowed, target: [] })).toBe(HELD_MESSAGES.rebalanceNotNeeded);
    expect(rebalanceRefusal({ ...allowed, target: [{ fund_id: 1, percent: '80' }, { fund_id: 2, percent: '20' }] })).toBe('该组合当前无需调仓');
  });
});
