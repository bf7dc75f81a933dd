import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { failed, ok, routeRequests, tradeDetail, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
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

  it("says in the server's words that the trade is not found, with a way on instead of 重试", async () => {
    setRequestHandler(routeRequests({ 'GET /funds/portfolio_trades/7/': () => failed(404, { errors: { detail: ['交易记录不存在'] } }) }));
    setRouterParams({ id: '7' });
    await act(async () => {
      render(<PortfolioTradeDetailPage />);
    });
    expect(screen.getByText('交易记录不存在')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
    expect(screen.getByText('搜索')).toBeTruthy();
  });
});
