import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import PrivateFundHoldingsPage from '.';

let seen: SeenRequest[];
const assets = { assets_total: '0.00', trade_date: '', income_latest: '0.00', fare: '0.00', income_total: '0.00', bank_cards_count: 1, wallets_available: '0.00' };

beforeEach(() => {
  resetTaroFake();
  seen = [];
  setRequestHandler(routeRequests({ 'GET /funds/assets/mine/': () => ok(assets), 'GET /private_funds/fund/mine/': () => ok(page([])) }, seen));
});

describe('private fund holdings', () => {
  it('reads the private-fund holdings and shows the empty state with zero totals when none are held', async () => {
    await act(async () => {
      render(<PrivateFundHoldingsPage />);
    });
    expect(seen.some((r) => r.path === '/private_funds/fund/mine/')).toBe(true);
    expect(screen.getByText('暂无私募持仓')).toBeTruthy();
    expect(screen.getAllByText('0.00').length).toBe(3);
  });
});
