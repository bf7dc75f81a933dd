import fc from 'fast-check';
import { addDays, weekdayCalendar, toDayNumber } from '../../calendar';
import { FixedInvestmentPeriodUnit } from '../../plan/plan-codes';
import { nextDeductionDate } from '../../plan/fixed-investment-plan';
import { TradeDirection } from '../../trade/trade-codes';
import { buildMoneyCalendar, planDebits, type MoneyCalendarInput } from './money-calendar';
import { isCalendarMonth, monthWeeks, shiftMonth } from './month-range';

// 2027-01-01 (Friday) is a holiday here; 2026-12-25 is a Friday.
const calendar = weekdayCalendar(['2027-01-01']);
const base: MoneyCalendarInput = { month: '2026-12', today: '2026-12-10', calendar, plans: [], orders: [], dividends: [], baoHeld: false, coupons: [] };
const monthlyOn = (tradeDay: number, nextDate: string) => ({ id: 3, fundName: '演示成长混合A', amount: '500.00', periodUnit: FixedInvestmentPeriodUnit.Monthly, tradeDay, nextDate, cardText: '工商银行(1234)' });

describe('money calendar', () => {
  it('lists a monthly plan’s next debit, moved past a holiday to the next trading day', () => {
    const events = buildMoneyCalendar({ ...base, month: '2027-01', plans: [monthlyOn(1, '2027-01-04')] });
    expect(events).toEqual([expect.objectContaining({ date: '2027-01-04', kind: 'plan-debit', title: '演示成长混合A 定投扣款', amount: '500.00', url: '/accounts/funds/fixed_investments/3/', done: false })]);
  });

  it('lists every weekly debit to come in the month, none before today', () => {
    const weekly = { ...monthlyOn(3, '2026-12-16'), periodUnit: FixedInvestmentPeriodUnit.Weekly };
    const dates = buildMoneyCalendar({ ...base, plans: [weekly] }).map((e) => e.date);
    expect(dates).toEqual(['2026-12-16', '2026-12-23', '2026-12-30']);
  });

  it('lists buys confirming and sells arriving on their settlement dates, linked to the order', () => {
    const events = buildMoneyCalendar({
      ...base,
      orders: [
        { id: 11, fundName: '演示稳健债券A', direction: TradeDirection.Buy, amount: '1000.00', amountConfirm: null, confirmDate: '2026-12-11', arriveDate: '2026-12-11' },
        { id: 12, fundName: '演示稳健债券A', direction: TradeDirection.Sell, amount: '0', amountConfirm: null, confirmDate: '2026-12-11', arriveDate: '2026-12-14' },
        { id: 13, fundName: '演示稳健债券A', direction: TradeDirection.Buy, amount: '200.00', amountConfirm: '200.00', confirmDate: '2026-12-02', arriveDate: '2026-12-02' },
      ],
    });
    expect(events.map((e) => [e.date, e.kind, e.url, e.done])).toEqual([
      ['2026-12-02', 'buy-confirm', '/accounts/funds/trades/13/', true],
      ['2026-12-11', 'buy-confirm', '/accounts/funds/trades/11/', false],
      ['2026-12-14', 'redeem-arrive', '/accounts/funds/trades/12/', false],
    ]);
    expect(events[2]?.detail).toBe('到账金额按确认日净值计算');
  });

  it('lists dividends, the cash treasure’s next income day and coupons about to expire', () => {
    const events = buildMoneyCalendar({
      ...base, today: '2026-12-12', baoHeld: true,
      dividends: [{ fundId: 8, fundName: '演示稳健债券A', payDate: '2026-12-18', perShare: '0.0500' }],
      coupons: [{ id: 1, name: '满100减5', amount: '5.00', effectiveTo: '2026-12-31' }, { id: 2, name: '已过期', amount: '5.00', effectiveTo: '2026-12-01' }],
    });
    expect(events.map((e) => [e.date, e.kind, e.detail])).toEqual([
      ['2026-12-14', 'bao-income', '每个交易日按万份收益计入'],
      ['2026-12-18', 'dividend', '每份派发现金0.0500元'],
      ['2026-12-31', 'coupon-expiry', '满100减5，过期作废'],
    ]);
  });

  it('never lists a plan debit on a closed day, outside the month or before today (property)', () => {
    const holidays = ['2026-12-25', '2027-01-01', '2027-02-11', '2027-02-12'];
    const cal = weekdayCalendar(holidays);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 2 }), (offset, day, ahead) => {
        const today = addDays('2026-12-01', offset);
        const month = shiftMonth(today.slice(0, 7), ahead);
        // A working plan's stored next date is its schedule's first date from today.
        const plan = monthlyOn(day, nextDeductionDate({ periodUnit: FixedInvestmentPeriodUnit.Monthly, tradeDay: day, from: today, calendar: cal }));
        for (const e of buildMoneyCalendar({ ...base, calendar: cal, today, month, plans: [plan] })) {
          expect(cal.isTradingDay(e.date)).toBe(true);
          expect(e.date.slice(0, 7)).toBe(month);
          expect(e.date >= today).toBe(true);
        }
        const dates = planDebits(plan, today, addDays(today, 90), cal);
        for (let i = 1; i < dates.length; i += 1) expect(toDayNumber(dates[i]!) - toDayNumber(dates[i - 1]!)).toBeGreaterThan(20);
      }),
    );
  });
});

describe('calendar months', () => {
  it('answers a year back to two months ahead, in YYYY-MM', () => {
    expect(isCalendarMonth('2026-12', '2026-12-10')).toBe(true);
    expect(isCalendarMonth('2027-02', '2026-12-10')).toBe(true);
    expect(isCalendarMonth('2027-03', '2026-12-10')).toBe(false);
    expect(isCalendarMonth('2025-12', '2026-12-10')).toBe(true);
    expect(isCalendarMonth('2025-11', '2026-12-10')).toBe(false);
    expect(isCalendarMonth('2026-13', '2026-12-10')).toBe(false);
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('lays a month out Monday to Sunday', () => {
    const weeks = monthWeeks('2026-12');
    // 2026-12-01 is a Tuesday.
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks[weeks.length - 1]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });
});
