import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { ok, settle } from '../../../tests/app/fixtures/portfolio-harness';
import { bankCard, failed, routeRequests } from '../../../tests/app/fixtures/trade-records';
import HeldPortfolioSharesPage from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '5' });
});

async function renderPage(answer: () => ReturnType<typeof ok>) {
  setRequestHandler(routeRequests({ 'GET /funds/fund_portfolios/5/shares_info/': answer }));
  await act(async () => {
    render(<HeldPortfolioSharesPage />);
  });
  await settle();
}

describe('shares of a held portfolio', () => {
  it('shows a card per bank card with the worth and the sellable worth', async () => {
    await renderPage(() =>
      ok({
        shares_list: [
          bankCard({ worth_value: '8000.00', worth_value_enable: '7500.50' }),
          bankCard({ id: 4, bank_card_no_tail: '8888', bank: { ...bankCard().bank, name: '招商银行' }, worth_value: '2000.00', worth_value_enable: '0.00' }),
        ],
      }),
    );
    expect(screen.getByText('工商银行(2344)')).toBeTruthy();
    expect(screen.getByText('招商银行(8888)')).toBeTruthy();
    expect(screen.getByText('8,000.00')).toBeTruthy();
    expect(screen.getByText('7,500.50')).toBeTruthy();
    expect(screen.getAllByText('可卖金额(元)')).toHaveLength(2);
  });

  it('says 暂无持仓份额 when held on no card', async () => {
    await renderPage(() => ok({ shares_list: [] }));
    expect(screen.getByText('暂无持仓份额')).toBeTruthy();
  });

  it('offers a retry when the shares cannot be read', async () => {
    await renderPage(() => failed(500, {}));
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
