import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { feeQuote } from '../../../tests/app/fixtures/trade-buy';
import { portfolio, sharesInfo } from '../../../tests/app/fixtures/portfolio-trade';
import { fail, gets, ok, opened, pathOf, queryOf, settle, tap, typeInto, type Answer, type Req } from '../../../tests/app/fixtures/portfolio-harness';
import PortfolioSellPage from '.';

let detail: () => Answer;
let shares: () => Answer;

beforeEach(() => {
  resetTaroFake();
  detail = () => ok(portfolio());
  shares = () => ok(sharesInfo([{ id: 3, tail: '2344', enable: '1500.00' }, { id: 4, tail: '8888', enable: '300.00' }]));
  setRouterParams({ id: '5' });
  setRequestHandler(async (options) => {
    const path = pathOf(options as Req);
    if (path === '/api/v1/portfolio/5/') return detail();
    if (path === '/api/v1/funds/fund_portfolios/5/shares_info/') return shares();
    if (path === '/api/v1/funds/fund_portfolios/sell_fee/') return ok(feeQuote({ fee: '1.00', saved_fee: '0.00' }));
    return fail(404, { detail: [`no ${path}`] });
  });
});

async function renderPage() {
  await act(async () => {
    render(<PortfolioSellPage />);
  });
  await settle();
}

const nextButton = () => document.querySelector('.portfolio-sell-next') as HTMLButtonElement;

describe('portfolio sell form', () => {
  it('lists the cards with what each can sell and shows the sell note', async () => {
    await renderPage();
    expect(screen.getByText('工商银行(2344)')).toBeTruthy();
    expect(screen.getByText('可卖金额1,500.00元')).toBeTruthy();
    expect(screen.getByText('可卖金额300.00元')).toBeTruthy();
    expect(screen.getByText('委托卖出金额，不等于实际到账金额。实际到账以基金公司结算为准')).toBeTruthy();
  });

  it('checks the amount against the chosen card and the minimum sell', async () => {
    await renderPage();
    await typeInto('.portfolio-sell-amount', '1500.01');
    expect(screen.getByText('最多可卖出1500元')).toBeTruthy();
    await tap(screen.getByText('工商银行(8888)'));
    await typeInto('.portfolio-sell-amount', '301');
    expect(screen.getByText('最多可卖出300元')).toBeTruthy();
    await typeInto('.portfolio-sell-amount', '99');
    expect(screen.getByText('最少卖出100元')).toBeTruthy();
    await typeInto('.portfolio-sell-amount', 'x');
    expect(screen.getByText('输入金额有误')).toBeTruthy();
    expect(nextButton().disabled).toBe(true);
  });

  it('quotes the sell fee and 下一步 opens the sell proposal with card and amount', async () => {
    await renderPage();
    await tap(screen.getByText('工商银行(8888)'));
    await typeInto('.portfolio-sell-amount', '200');
    await settle(450);
    expect(screen.getByText('手续费1.00元')).toBeTruthy();
    expect(queryOf(gets('/funds/fund_portfolios/sell_fee/')[0]!)).toEqual({ fund_portfolio_id: '5', amount: '200.00' });
    await tap(nextButton());
    expect(opened()).toEqual(['/portfolio/portfolio-sell-proposal/index?id=5&bankCardId=4&amount=200.00']);
  });

  it('with nothing to sell the form gives way to 该组合当前无可卖份额', async () => {
    shares = () => ok(sharesInfo([{ id: 3, tail: '2344', enable: '0.00' }]));
    await renderPage();
    expect(screen.getByText('该组合当前无可卖份额')).toBeTruthy();
    expect(document.querySelector('.portfolio-sell-next')).toBeNull();
  });

  it('a portfolio whose selling is paused reads 该组合暂停卖出', async () => {
    detail = () => ok(portfolio({ allow_sell: false }));
    await renderPage();
    expect(screen.getByText('该组合暂停卖出')).toBeTruthy();
  });
});
