import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { ok, routeRequests, tradeDetail, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import PortfolioTradeDetailPage from '.';

describe('portfolio trade detail', () => {
  beforeEach(() => {
    resetTaroFake();
    setRouterParams({ id: '12' });
  });

  it('shows a portfolio trade read from the portfolio-trade call', async () => {
    const seen: SeenRequest[] = [];
    const { fund: _fund, ...rest } = tradeDetail({ allow_undo: false, status: 1 });
    setRequestHandler(routeRequests({ 'GET /funds/portfolio_trades/12/': () => ok({ ...rest, portfolio: { name: '演示稳健组合' } }) }, seen));
    await act(async () => {
      render(<PortfolioTradeDetailPage />);
    });
    expect(screen.getByText('买入 演示稳健组合')).toBeTruthy();
    expect(screen.getByText('交易成功')).toBeTruthy();
  });

  it('says plainly that the trade is not found when the server has no portfolio trades', async () => {
    setRequestHandler(routeRequests({}));
    await act(async () => {
      render(<PortfolioTradeDetailPage />);
    });
    expect(screen.getByText('未找到该笔交易')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
  });
});
