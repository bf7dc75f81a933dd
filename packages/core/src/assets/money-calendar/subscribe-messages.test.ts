import { weekdayCalendar } from '../../calendar';
import { FixedInvestmentPeriodUnit } from '../../plan/plan-codes';
import { TradeDirection } from '../../trade/trade-codes';
import { buildMoneyCalendar, type MoneyCalendarInput } from './money-calendar';
import { dueSubscribeMessages } from './subscribe-messages';

const base: MoneyCalendarInput = { month: '2026-12', today: '2026-12-10', calendar: weekdayCalendar([]), plans: [], orders: [], dividends: [], baoHeld: false, coupons: [] };
const plan = (nextDate: string) => ({ id: 3, fundName: '演示成长混合A', amount: '500.00', periodUnit: FixedInvestmentPeriodUnit.Monthly, tradeDay: 11, nextDate, cardText: '工商银行(1234)' });

describe('subscribe messages from the money calendar', () => {
  it('a plan debiting tomorrow is due today, once, keyed by its date and plan', () => {
    const events = buildMoneyCalendar({ ...base, plans: [plan('2026-12-11')] });
    const due = dueSubscribeMessages(events, '2026-12-10');
    expect(due).toEqual([{ topic: 'plan-debit-tomorrow', key: 'plan-debit-tomorrow|2026-12-11|/accounts/funds/fixed_investments/3/', title: '定投扣款提醒', detail: expect.stringContaining('演示成长混合A'), page: '/accounts/funds/fixed_investments/3/' }]);
    // The day before, and on the debit day itself, nothing is due for it.
    expect(dueSubscribeMessages(events, '2026-12-09')).toEqual([]);
    expect(dueSubscribeMessages(events, '2026-12-11')).toEqual([]);
  });

  it('a buy confirmed and a sell arrived today are due; one confirming tomorrow is not', () => {
    const events = buildMoneyCalendar({
      ...base,
      orders: [
        { id: 11, fundName: '演示稳健债券A', direction: TradeDirection.Buy, amount: '1000.00', amountConfirm: null, confirmDate: '2026-12-10', arriveDate: '2026-12-10' },
        { id: 12, fundName: '演示稳健债券A', direction: TradeDirection.Sell, amount: '800.00', amountConfirm: '800.00', confirmDate: '2026-12-09', arriveDate: '2026-12-10' },
        { id: 13, fundName: '演示成长混合A', direction: TradeDirection.Buy, amount: '100.00', amountConfirm: null, confirmDate: '2026-12-11', arriveDate: '2026-12-11' },
      ],
    });
    expect(dueSubscribeMessages(events, '2026-12-10').map((m) => m.topic).sort()).toEqual(['order-confirmed', 'redemption-arrived']);
  });
});
