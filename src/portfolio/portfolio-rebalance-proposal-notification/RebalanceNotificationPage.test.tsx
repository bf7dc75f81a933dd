import { act, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setPageStack, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { proposal, proposalRow } from '../../../tests/app/fixtures/portfolio-trade';
import { fail, gets, ok, opened, pathOf, queryOf, settle, tap, type Answer, type Req } from '../../../tests/app/fixtures/portfolio-harness';
import RebalanceProposalNotificationPage from '.';
import PandorasBoxRebalancePage from '../portfolios-pandoras-box-rebalance';

let check: () => Answer;

beforeEach(() => {
  resetTaroFake();
  check = () => ok({ allow_rebalance: true });
  setRouterParams({ fund_portfolio_id: '5', bank_card_id: '3' });
  setRequestHandler(async (options) => {
    const path = pathOf(options as Req);
    if (path === '/api/v1/portfolio/check_rebalance/') return check();
    if (path === '/api/v1/funds/fund_portfolios/rebalance/proposal/') {
      return ok(proposal({ results: [proposalRow('000007', '演示优势行业股票A', 1, '300.00', '60.00'), proposalRow('000009', '演示现金宝货币', 0, '300.00', '40.00')] }));
    }
    return fail(404, { detail: [`no ${path}`] });
  });
});

async function renderPage(Page: () => JSX.Element) {
  await act(async () => {
    render(<Page />);
  });
  await settle();
}

describe.each([
  ['the rebalance proposal notification', RebalanceProposalNotificationPage],
  ['the pandoras_box rebalance notice', PandorasBoxRebalancePage],
])('%s', (_name, Page) => {
  it('explains that the target changed, shows the proposal and opens it with 查看调仓方案', async () => {
    await renderPage(Page);
    expect(queryOf(gets('/portfolio/check_rebalance/')[0]!)).toEqual({ portfolio_id: '5' });
    expect(queryOf(gets('/funds/fund_portfolios/rebalance/proposal/')[0]!)).toEqual({ fund_portfolio_id: '5', bank_card_id: '3' });
    expect(screen.getByText('稳健增长组合的目标持仓已调整，建议您按新的目标持仓调仓，使持仓与组合保持一致。')).toBeTruthy();
    expect(document.querySelectorAll('.proposal-row')).toHaveLength(2);
    await tap(screen.getByText('查看调仓方案'));
    expect(opened()).toEqual(['/portfolio/portfolio-rebalance-proposal/index?id=5&bankCardId=3']);
  });

  it('暂不调仓 goes back', async () => {
    setPageStack([{ route: 'portfolio/portfolio-detail/index', options: { id: '5' } }, { route: 'portfolio/portfolio-rebalance-proposal-notification/index', options: {} }]);
    await renderPage(Page);
    await tap(screen.getByText('暂不调仓'));
    expect(calls.some((c) => c.api === 'navigateBack')).toBe(true);
  });
});

it('when the portfolio cannot be rebalanced now, says so and offers no proposal', async () => {
  check = () => ok({ allow_rebalance: false, message: '调仓申请处理中，请稍后' });
  await renderPage(RebalanceProposalNotificationPage);
  expect(screen.getByText('调仓申请处理中，请稍后')).toBeTruthy();
  expect(screen.queryByText('查看调仓方案')).toBeNull();
  expect(gets('/funds/fund_portfolios/rebalance/proposal/')).toHaveLength(0);
});
