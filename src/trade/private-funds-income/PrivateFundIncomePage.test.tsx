import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { ok, routeRequests } from '../../../tests/app/fixtures/trade-records';
import PrivateFundIncomePage from '.';

const assets = { assets_total: '0.00', trade_date: '', income_latest: '0.00', fare: '0.00', income_total: '0.00', bank_cards_count: 1, wallets_available: '0.00' };

describe('private fund income', () => {
  it('shows the private block (zero when there is none) and its income by day', async () => {
    resetTaroFake();
    setRequestHandler(routeRequests({ 'GET /funds/assets/mine/': () => ok(assets), 'GET /private_funds/income/fund/': () => ok(page([])) }));
    await act(async () => {
      render(<PrivateFundIncomePage />);
    });
    expect(screen.getByText('私募资产')).toBeTruthy();
    expect(screen.getByText('暂无收益记录')).toBeTruthy();
  });
});
