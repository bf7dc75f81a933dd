import { act, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { pageOf, portfolioTradeRecord } from '../../../tests/app/fixtures/held-portfolios';
import { ok, opened, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import HeldPortfolioTradeRecordListPage from '.';

let seen: SeenRequest[];
const firstPage = Array.from({ length: 10 }, (_, i) => portfolioTradeRecord({ id: 100 + i }));

beforeEach(() => {
  resetTaroFake();
  seen = [];
  setRouterParams({ id: '5' });
  setRequestHandler(
    routeRequests(
      {
        'GET /funds/portfolio_trades/': (req) =>
          req.query.get('page') === '1' ? ok(pageOf(firstPage, 1, 2, 11)) : ok(pageOf([portfolioTradeRecord({ id: 200, direction: 1, amount: '500.00' })], 2, 2, 11)),
      },
      seen,
    ),
  );
});

async function renderPage() {
  await act(async () => {
    render(<HeldPortfolioTradeRecordListPage />);
  });
  await settle();
}

describe('trade records of a held portfolio', () => {
  it("asks for that portfolio's orders 10 a page and pages on at the bottom", async () => {
    await renderPage();
    expect([seen[0]?.query.get('fund_portfolio_id'), seen[0]?.query.get('page_size')]).toEqual(['5', '10']);
    expect(document.querySelectorAll('.trade-record-row')).toHaveLength(10);
    expect(screen.getAllByText('买入 稳健增长组合')).toHaveLength(10);
    await act(async () => firePageEvent('reachBottom'));
    await settle();
    expect(document.querySelectorAll('.trade-record-row')).toHaveLength(11);
    expect(screen.getByText('卖出 稳健增长组合')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('opens a record in the portfolio trade detail', async () => {
    await renderPage();
    await tap(document.querySelector('[data-record-id="103"]'));
    expect(opened()).toEqual(['/portfolio/funds-portfolios-trades-detail/index?id=103']);
  });

  it('says 暂无交易记录 when there is none', async () => {
    setRequestHandler(routeRequests({ 'GET /funds/portfolio_trades/': () => ok(pageOf([])) }));
    await renderPage();
    expect(screen.getByText('暂无交易记录')).toBeTruthy();
  });
});
