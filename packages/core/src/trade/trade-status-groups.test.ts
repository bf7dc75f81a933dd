import fc from 'fast-check';
import { TradeStatus } from './trade-codes';
import {
  CONFIRMED_TRADE_STATUSES,
  DONE_PORTFOLIO_TRADE_STATUSES,
  FAILED_TRADE_STATUSES,
  OPEN_PORTFOLIO_TRADE_STATUSES,
  OPEN_TRADE_STATUSES,
  PLACED_TRADE_STATUSES,
  SUCCEEDED_TRADE_STATUSES,
  TRADED_STATUSES,
  TRADE_STATUS_PHASES,
  TradeStatusPhase,
  inStatusGroup,
  tradeStatusPhase,
} from './trade-status-groups';

const ALL: readonly number[] = Object.values(TradeStatus);

describe('trade status phases', () => {
  it('put every status code in exactly one phase', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL), (status) => {
        const phases = Object.values(TRADE_STATUS_PHASES).filter((g) => inStatusGroup(g, status));
        expect(phases).toHaveLength(1);
      }),
    );
    expect(Object.values(TRADE_STATUS_PHASES).flat().sort((a, b) => a - b)).toEqual([...ALL].sort((a, b) => a - b));
  });

  it('name no code outside the spec', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }).filter((n) => !ALL.includes(n)), (status) => {
        expect(tradeStatusPhase(status)).toBeNull();
      }),
    );
  });

  it('read as the spec names them', () => {
    expect(tradeStatusPhase(TradeStatus.EntrustSucceed)).toBe(TradeStatusPhase.Open);
    expect(tradeStatusPhase(TradeStatus.InRebalance)).toBe(TradeStatusPhase.Open);
    expect(tradeStatusPhase(TradeStatus.SubscriptionConfirmed)).toBe(TradeStatusPhase.Succeeded);
    expect(tradeStatusPhase(TradeStatus.RebalanceFailed)).toBe(TradeStatusPhase.Failed);
    expect(tradeStatusPhase(TradeStatus.Cancelled)).toBe(TradeStatusPhase.Cancelled);
  });
});

describe('narrower groups sit inside their phase', () => {
  it.each([
    ['confirmed', CONFIRMED_TRADE_STATUSES, SUCCEEDED_TRADE_STATUSES],
    ['traded', TRADED_STATUSES, SUCCEEDED_TRADE_STATUSES],
    ['done portfolio orders', DONE_PORTFOLIO_TRADE_STATUSES, SUCCEEDED_TRADE_STATUSES],
    ['open portfolio orders', OPEN_PORTFOLIO_TRADE_STATUSES, OPEN_TRADE_STATUSES],
  ])('%s', (_name, group, phase) => {
    for (const s of group) expect(phase).toContain(s);
  });

  it('placed orders are the entrusted and the confirmed, never failed or undone', () => {
    expect([...PLACED_TRADE_STATUSES].sort()).toEqual([TradeStatus.EntrustSucceed, TradeStatus.TradeSucceed, TradeStatus.SubscriptionConfirmed].sort());
    for (const s of PLACED_TRADE_STATUSES) expect(FAILED_TRADE_STATUSES).not.toContain(s);
    expect(PLACED_TRADE_STATUSES).not.toContain(TradeStatus.Cancelled);
  });
});
