import { act, render, screen } from '@testing-library/react';
import { calls, firePageEvent, resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { PORTFOLIO_TRADE_TEXTS } from '@fund/core/portfolio';
import PortfolioBuyProposalPage from '.';
import PortfolioSellProposalPage from '../portfolio-sell-proposal';
import PortfolioRebalanceProposalPage from '../portfolio-rebalance-proposal';

beforeEach(() => resetTaroFake());

describe.each([
  ['buy', PortfolioBuyProposalPage],
  ['sell', PortfolioSellProposalPage],
  ['rebalance', PortfolioRebalanceProposalPage],
])('the portfolio %s proposal opened without its query', (_name, Page) => {
  it('says so and a pull-down stops its spinner', async () => {
    setRouterParams({ id: '1' });
    await act(async () => render(<Page />));
    expect(screen.getByText(PORTFOLIO_TRADE_TEXTS.noProposal)).toBeTruthy();
    await act(async () => firePageEvent('pullDownRefresh'));
    expect(calls.filter((c) => c.api === 'stopPullDownRefresh')).toHaveLength(1);
  });
});
