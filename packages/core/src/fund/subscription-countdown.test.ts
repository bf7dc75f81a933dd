import {
  countdownDeadline,
  countdownRemainingMs,
  parseMarketTime,
  subscriptionCountdownTarget,
  subscriptionStatusText,
} from './subscription-countdown';

describe('subscription status', () => {
  it('names before sale, the subscription period and open buying', () => {
    expect([0, 1, 2, 3].map(subscriptionStatusText)).toEqual(['即将发售', '认购期', '开放申购', '']);
  });
});

const dates = { subscribe_start_date: '2024-05-06 09:00:00', subscribe_end_date: '2024-05-10' };

describe('countdown target', () => {
  it('counts to the start before the sale and to the end during the subscription', () => {
    expect(subscriptionCountdownTarget({ ...dates, subscription_status: 0 })).toEqual({
      kind: 'start',
      at: '2024-05-06 09:00:00',
    });
    expect(subscriptionCountdownTarget({ ...dates, subscription_status: 1 })).toEqual({ kind: 'end', at: '2024-05-10' });
  });

  it('has no countdown once open, or without the date', () => {
    expect(subscriptionCountdownTarget({ ...dates, subscription_status: 2 })).toBeNull();
    expect(subscriptionCountdownTarget({ subscription_status: 0, subscribe_start_date: null, subscribe_end_date: null })).toBeNull();
    expect(subscriptionCountdownTarget({ subscription_status: 1, subscribe_start_date: null, subscribe_end_date: '' })).toBeNull();
  });
});

describe('market times', () => {
  it('reads zoneless times as Beijing time', () => {
    expect(parseMarketTime('2024-05-06 09:00:00')).toBe(Date.UTC(2024, 4, 6, 1, 0, 0));
    expect(parseMarketTime('2024-05-06T09:00')).toBe(Date.UTC(2024, 4, 6, 1, 0, 0));
    expect(parseMarketTime('2024-05-06')).toBe(Date.UTC(2024, 4, 5, 16, 0, 0));
  });

  it('honours an explicit zone', () => {
    expect(parseMarketTime('2024-05-06T01:00:00Z')).toBe(Date.UTC(2024, 4, 6, 1));
    expect(parseMarketTime('2024-05-06T09:00:00+08:00')).toBe(Date.UTC(2024, 4, 6, 1));
    expect(parseMarketTime('2024-05-05T20:00:00-0500')).toBe(Date.UTC(2024, 4, 6, 1));
  });

  it('refuses non-dates and impossible dates', () => {
    expect(parseMarketTime('soon')).toBeNull();
    expect(parseMarketTime('2024-02-30')).toBeNull();
    expect(parseMarketTime('2024-13-01')).toBeNull();
  });
});

describe('remaining time', () => {
  const start = { kind: 'start' as const, at: '2024-05-06 09:00:00' };

  it('counts down and stops at 0 when the time passes (the page then reloads)', () => {
    const at = Date.UTC(2024, 4, 6, 1);
    expect(countdownRemainingMs(start, at - 61_000)).toBe(61_000);
    expect(countdownRemainingMs(start, at)).toBe(0);
    expect(countdownRemainingMs(start, at + 5_000)).toBe(0);
  });

  it('keeps a bare end date open through that whole day', () => {
    expect(countdownDeadline({ kind: 'end', at: '2024-05-10' })).toBe(Date.UTC(2024, 4, 10, 16));
    expect(countdownDeadline({ kind: 'start', at: '2024-05-10' })).toBe(Date.UTC(2024, 4, 9, 16));
    expect(countdownDeadline({ kind: 'end', at: '2024-05-10 15:00:00' })).toBe(Date.UTC(2024, 4, 10, 7));
  });

  it('is null for an unreadable date', () => {
    expect(countdownRemainingMs({ kind: 'end', at: 'tbd' }, 0)).toBeNull();
  });
});
