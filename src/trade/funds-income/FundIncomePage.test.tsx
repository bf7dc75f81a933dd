import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import FundIncomePage from '.';

let seen: SeenRequest[];
const assets = { assets_total: '10300.00', trade_date: '2026-11-20', income_latest: '0', fare: '0.00', income_total: '0', bank_cards_count: 1, wallets_available: '0.00', funds: { trade_date: '2026-11-20', income_latest: '5.00', income_total: '88.80', worth_value: '9999.99', fare: '0.00' } };

beforeEach(() => {
  resetTaroFake();
  seen = [];
  setRequestHandler(routeRequests({ 'GET /funds/assets/mine/': () => ok(assets), 'GET /funds/income/fund/': () => ok(page([{ date: '2026-11-20', income: '5.00' }])) }, seen));
});

describe('fund income', () => {
  it('shows the funds block and the income of every fund by day', async () => {
    await act(async () => {
      render(<FundIncomePage />);
    });
    expect(screen.getByText('基金资产')).toBeTruthy();
    expect(screen.getByText('9,999.99')).toBeTruthy();
    expect(screen.getByText('+88.80')).toBeTruthy();
    expect(screen.getByText('2026-11-20')).toBeTruthy();
    expect(seen.find((r) => r.path === '/funds/income/fund/')?.query.has('fund_id')).toBe(false);
  });
});
