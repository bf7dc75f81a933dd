import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { bankCard, ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import PrivateFundSharesInfoPage from '.';

describe('shares of a held private fund', () => {
  beforeEach(() => {
    resetTaroFake();
    setRouterParams({ id: '7' });
  });

  it('reads the private-fund shares per card', async () => {
    const seen: SeenRequest[] = [];
    setRequestHandler(routeRequests({ 'GET /private_funds/fund/shares_info/': () => ok({ shares_list: [bankCard({ shares_current: '10.00', shares_enable: '10.00', worth_value: '12.00' })] }) }, seen));
    await act(async () => {
      render(<PrivateFundSharesInfoPage />);
    });
    expect(seen[0]?.query.get('fund_id')).toBe('7');
    expect(screen.getByText('12.00')).toBeTruthy();
  });

  it('says 暂无持仓 when no card holds shares', async () => {
    setRequestHandler(routeRequests({ 'GET /private_funds/fund/shares_info/': () => ok({ shares_list: [] }) }));
    await act(async () => {
      render(<PrivateFundSharesInfoPage />);
    });
    expect(screen.getByText('暂无持仓')).toBeTruthy();
  });
});
