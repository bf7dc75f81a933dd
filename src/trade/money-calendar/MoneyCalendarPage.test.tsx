import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { calendarAnswer } from '../../../tests/app/fixtures/insights';
import MoneyCalendarPage from '.';

let seen: SeenRequest[];
const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);
const asked = () => seen.filter((r) => r.path === '/insights/calendar/').map((r) => r.query.get('month'));

beforeEach(() => {
  resetTaroFake();
  seen = [];
  setRequestHandler(routeRequests({ 'GET /insights/calendar/': (req) => ok(calendarAnswer(req.query.get('month') ?? '2026-12')) }, seen));
});

async function renderPage() {
  await act(async () => {
    render(<MoneyCalendarPage />);
  });
}

describe('money calendar', () => {
  it('shows the month as a grid with each day’s count and every entry in a list', async () => {
    await renderPage();
    expect(screen.getByText('2026年12月')).toBeTruthy();
    expect(asked()).toEqual([null]);
    expect(screen.getAllByText('1笔')).toHaveLength(3);
    expect(screen.getByText('演示成长混合A 定投扣款')).toBeTruthy();
    expect(screen.getByText('从工商银行(1234)扣款，遇节假日顺延到下一交易日')).toBeTruthy();
    expect(screen.getByText('500.00')).toBeTruthy();
    expect(document.querySelector('.calendar-buy-confirm')?.className).toContain('done');
    expect(screen.getAllByText('已发生')).toHaveLength(1);
  });

  it('opens an entry’s record', async () => {
    await renderPage();
    fireEvent.click(screen.getByText('演示成长混合A 定投扣款'));
    await act(async () => undefined);
    expect(navigations()).toEqual(['/trade/funds-fixed-investments-detail/index?id=3']);
  });

  it('shows only a tapped day’s entries, and moves to the next month', async () => {
    await renderPage();
    fireEvent.click(screen.getByLabelText('2026-12-16'));
    expect(document.querySelectorAll('.calendar-entry')).toHaveLength(1);
    fireEvent.click(screen.getByText('下月 ›'));
    await act(async () => undefined);
    expect(asked()).toEqual([null, '2027-01']);
    expect(screen.getByText('2027年1月')).toBeTruthy();
    expect(screen.getByText('本月暂无资金安排')).toBeTruthy();
  });

  it('opens the month in the address', async () => {
    setRouterParams({ month: '2027-01' });
    await renderPage();
    expect(asked()).toEqual(['2027-01']);
  });
});
