import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Wire } from '@fund/core/api';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { bankCard, ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import HoldingFixedInvestmentPage from '.';

const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);
let seen: SeenRequest[];
const plan: Wire.FixedInvestmentRecord = {
  id: 9, amount: '500.00', first_date: '2026-12-08', next_date: '2026-12-08', period_unit: 0, status: 0, total_amount: '1500.00', trade_date: 8,
  fund: fundDetail(), end_date: null, sign_date: '2026-11-23', protocol_no: 'P1', shares_current: '0.00', status_note: '', bank_card: bankCard(),
};

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '7' });
  seen = [];
  setRequestHandler(routeRequests({ 'GET /funds/fixed_investment/': () => ok(page([plan])) }, seen));
});

describe('plans of a held fund', () => {
  it('lists the plans of that fund 5 a page and opens one', async () => {
    await act(async () => {
      render(<HoldingFixedInvestmentPage />);
    });
    expect(seen[0]?.query.get('fund_id')).toBe('7');
    expect(seen[0]?.query.get('page_size')).toBe('5');
    expect(screen.getByText('每月8日')).toBeTruthy();
    expect(screen.getByText('500.00元')).toBeTruthy();
    expect(screen.getByText('1,500.00元')).toBeTruthy();
    expect(screen.getByText('2026-12-08')).toBeTruthy();
    fireEvent.click(screen.getByText('每月8日'));
    await act(async () => undefined);
    expect(navigations()).toEqual(['/trade/funds-fixed-investments-detail/index?id=9']);
  });

  it('says so when the fund has no plan', async () => {
    setRequestHandler(routeRequests({ 'GET /funds/fixed_investment/': () => ok(page([])) }));
    await act(async () => {
      render(<HoldingFixedInvestmentPage />);
    });
    expect(screen.getByText('暂无定投计划')).toBeTruthy();
  });
});
