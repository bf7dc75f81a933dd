import fc from 'fast-check';
import { decimalPowInt, toDecimal, type Decimal } from '../../money';
import { addDays } from '../../calendar';
import { xirr } from './xirr';
import { timeWeightedReturn, type DailyValue } from './twr';
import { trueReturns, rateText } from './true-returns';
import { periodStart } from './return-periods';

const within = (a: Decimal | null, b: string, tolerance = '1e-9') => {
  expect(a).not.toBeNull();
  expect(a!.minus(toDecimal(b)).abs().lt(tolerance)).toBe(true);
};

/** A fund whose NAV grows by `daily` each calendar day from 1 on day 0; deposits buy at that NAV. */
function constantGrowth(daily: string, deposits: ReadonlyMap<number, number>, days: number): DailyValue[] {
  const points: DailyValue[] = [];
  let shares = toDecimal(0);
  for (let d = 0; d <= days; d += 1) {
    const nav = decimalPowInt(daily, d);
    const flow = toDecimal(deposits.get(d) ?? 0);
    shares = shares.plus(flow.div(nav));
    if (shares.gt(0)) points.push({ date: addDays('2025-01-01', d), value: shares.times(nav), flow });
  }
  return points;
}

describe('XIRR', () => {
  it('solves two deposits as computed by hand', () => {
    // 1000(1+r) + 1000(1+r)^(183/365) = 2200 → r = 0.1346269798470700328…
    const result = xirr([
      { date: '2025-01-01', amount: '-1000' },
      { date: '2025-07-02', amount: '-1000' },
      { date: '2026-01-01', amount: '2200' },
    ]);
    expect(result.status).toBe('ok');
    if (result.status === 'ok') within(result.rate, '0.13462697984707003', '1e-9');
  });

  it('says there is no rate when money only went in or only came out', () => {
    expect(xirr([{ date: '2025-01-01', amount: '-1000' }, { date: '2026-01-01', amount: '0' }]).status).toBe('no-solution');
    expect(xirr([{ date: '2025-01-01', amount: '100' }, { date: '2026-01-01', amount: '200' }]).status).toBe('no-solution');
    expect(xirr([]).status).toBe('no-solution');
    expect(xirr([{ date: '2025-01-01', amount: '-100' }, { date: '2025-01-01', amount: '100' }]).status).toBe('no-solution');
  });

  it('finds a heavy loss and a large gain', () => {
    const loss = xirr([{ date: '2025-01-01', amount: '-1000' }, { date: '2026-01-01', amount: '10' }]);
    expect(loss.status).toBe('ok');
    if (loss.status === 'ok') within(loss.rate, '-0.99');
    const gain = xirr([{ date: '2025-01-01', amount: '-100' }, { date: '2025-02-01', amount: '150' }]);
    expect(gain.status).toBe('ok');
    // 1.5^(365/31) − 1
    if (gain.status === 'ok') within(gain.rate, '117.3947831188803', '1e-8');
  });

  it('says it did not converge rather than give a rate beyond a 10,000-fold year', () => {
    // Tripling in a month is 3^(365/31) − 1 ≈ 420,000 a year: outside the search range.
    expect(xirr([{ date: '2025-01-01', amount: '-100' }, { date: '2025-02-01', amount: '300' }]).status).toBe('no-convergence');
  });
});

describe('TWR', () => {
  it('chains daily growth and ignores the money paid in', () => {
    const r = timeWeightedReturn([
      { date: '2025-01-01', value: '1000', flow: '1000' },
      { date: '2025-01-02', value: '1100', flow: '0' },
      { date: '2025-01-03', value: '3100', flow: '2000' },
      { date: '2025-01-06', value: '2790', flow: '0' },
    ]);
    // 1.1 × 1 × 0.9 − 1
    expect(r.status === 'ok' && r.cumulative.toFixed(6)).toBe('-0.010000');
  });

  it('has nothing to say about a single day', () => {
    expect(timeWeightedReturn([{ date: '2025-01-01', value: '1000', flow: '1000' }]).status).toBe('no-data');
  });
});

describe('true returns', () => {
  it('a single deposit: XIRR over the window = TWR = the fund’s return, and no behaviour gap', () => {
    const points = constantGrowth('1.0003', new Map([[0, 1000]]), 400);
    const r = trueReturns(points, null);
    expect(r.status).toBe('ok');
    const fund = decimalPowInt('1.0003', 400).minus(1);
    within(r.timeWeighted, fund.toString());
    within(r.moneyWeighted, fund.toString());
    within(r.xirr, decimalPowInt('1.0003', 365).minus(1).toString());
    within(r.behaviourGap, '0');
  });

  it('any plan in a fund growing steadily earns the fund’s yearly rate, money- and time-weighted', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 100, max: 5000 }), (days, amount) => {
        const deposits = new Map([0, ...days].map((d) => [d, amount]));
        const r = trueReturns(constantGrowth('1.0002', deposits, 330), null);
        within(r.xirr, decimalPowInt('1.0002', 365).minus(1).toString(), '1e-8');
        within(r.timeWeighted, decimalPowInt('1.0002', 330).minus(1).toString(), '1e-8');
        within(r.behaviourGap, '0', '1e-8');
      }),
      { numRuns: 25 },
    );
  });

  it('buying more just before a fall shows a negative behaviour gap', () => {
    const points: DailyValue[] = [
      { date: '2025-01-01', value: '1000', flow: '1000' },
      { date: '2025-04-01', value: '1200', flow: '0' },
      // 9000 more at the top, then the fund drops 10%.
      { date: '2025-04-02', value: '10200', flow: '9000' },
      { date: '2025-07-01', value: '9180', flow: '0' },
    ];
    const r = trueReturns(points, null);
    expect(r.status).toBe('ok');
    // The fund: 1.2 × 0.9 − 1 = 8%; the investor lost money.
    within(r.timeWeighted, '0.08');
    expect(r.moneyWeighted!.lt(0)).toBe(true);
    expect(r.behaviourGap!.lt(0)).toBe(true);
  });

  it('a window opens with the value held at the close before it', () => {
    const points = constantGrowth('1.0003', new Map([[0, 1000], [200, 500]]), 400);
    const from = periodStart('m3', points[points.length - 1]!.date)!;
    const r = trueReturns(points, from);
    expect(r.from! < from).toBe(true);
    within(r.timeWeighted, decimalPowInt('1.0003', r.days).minus(1).toString());
    within(r.behaviourGap, '0');
    expect(rateText(r.xirr)).toMatch(/^0\.\d{6}$/);
  });

  it('says so when nothing is held', () => {
    expect(trueReturns([], null).status).toBe('no-data');
  });
});

describe('return periods', () => {
  it('counts calendar months back and clamps to the month’s end', () => {
    expect(periodStart('m1', '2026-03-31')).toBe('2026-02-28');
    expect(periodStart('m3', '2026-05-15')).toBe('2026-02-15');
    expect(periodStart('y1', '2026-02-28')).toBe('2025-02-28');
    expect(periodStart('all', '2026-02-28')).toBeNull();
  });
});
