import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { bankCard, ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import FundSharesInfoPage from '.';

let seen: SeenRequest[];

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '7' });
  seen = [];
  const cards = [bankCard({ shares_current: '1000.00', shares_enable: '800.00', worth_value: '1479.20' }), bankCard({ id: 4, bank_card_no_tail: '0028', bank: { ...bankCard().bank, name: '招商银行' }, shares_current: '50.00', shares_enable: '50.00', worth_value: '73.96' })];
  setRequestHandler(routeRequests({ 'GET /funds/fund/shares_info/': () => ok({ shares_list: cards }) }, seen));
});

describe('shares of a held fund per card', () => {
  it('shows held, available shares and worth for each card', async () => {
    await act(async () => {
      render(<FundSharesInfoPage />);
    });
    expect(seen[0]?.query.get('fund_id')).toBe('7');
    expect(screen.getByText('工商银行(2344)')).toBeTruthy();
    expect(screen.getByText('1,000.00')).toBeTruthy();
    expect(screen.getByText('800.00')).toBeTruthy();
    expect(screen.getByText('1,479.20')).toBeTruthy();
    expect(screen.getByText('招商银行(0028)')).toBeTruthy();
  });
});
