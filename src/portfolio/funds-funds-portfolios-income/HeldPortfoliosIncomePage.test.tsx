import { act, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { heldPortfolio, pageOf } from '../../../tests/app/fixtures/held-portfolios';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { ok, settle } from '../../../tests/app/fixtures/portfolio-harness';
import { routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import HeldPortfoliosIncomePage from '.';

let seen: SeenRequest[];
const incomeCalls = () => seen.filter((r) => r.path === '/funds/income/portfolio_fund/');

beforeEach(() => {
  resetTaroFake();
  seen = [];
  setRouterParams({ topic: 'pandoras_box' });
  setRequestHandler(
    routeRequests(
      {
        'GET /funds/fund_portfolios/mine/': () => ok([heldPortfolio(), heldPortfolio({ fund_portfolio: portfolio({ id: 6 }), worth_value: '1.00', income_latest: '0.00', income_total: '0.00' })]),
        'GET /funds/income/portfolio_fund/': (req) =>
          req.query.get('page') === '1'
            ? ok(pageOf([{ date: '2026-11-20', income: '12.30' }, { date: '2026-11-19', income: '-4.56' }], 1, 2, 3))
            : ok(pageOf([{ date: '2026-11-18', income: '0.00' }], 2, 2, 3)),
      },
      seen,
    ),
  );
});

async function renderPage() {
  await act(async () => {
    render(<HeldPortfoliosIncomePage />);
  });
  await settle();
}

describe('income of a topic', () => {
  it("heads with the topic's totals and lists income by day 42 a page for the topic, red up and green down", async () => {
    await renderPage();
    expect(screen.getByText('潘多拉魔盒 组合资产(元)')).toBeTruthy();
    expect(document.querySelector('.hp-worth')?.textContent).toBe('10,001.00');
    expect(seen.find((r) => r.path === '/funds/fund_portfolios/mine/')?.query.get('topic')).toBe('pandoras_box');
    expect([incomeCalls()[0]?.query.get('topic'), incomeCalls()[0]?.query.get('page_size')]).toEqual(['pandoras_box', '42']);
    expect(screen.getByText('+12.30').className).toContain('up');
    expect(screen.getByText('-4.56').className).toContain('down');
  });

  it('pages on at the bottom and starts over on pull-down', async () => {
    await renderPage();
    await act(async () => firePageEvent('reachBottom'));
    await settle();
    expect(screen.getByText('2026-11-18')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    await act(async () => firePageEvent('pullDownRefresh'));
    await settle();
    expect(incomeCalls().map((r) => r.query.get('page'))).toEqual(['1', '2', '1']);
    expect(seen.filter((r) => r.path === '/funds/fund_portfolios/mine/')).toHaveLength(2);
  });

  it('says 暂无收益记录 when there is none', async () => {
    setRequestHandler(routeRequests({ 'GET /funds/fund_portfolios/mine/': () => ok([]), 'GET /funds/income/portfolio_fund/': () => ok(pageOf([])) }));
    await renderPage();
    expect(screen.getByText('暂无收益记录')).toBeTruthy();
  });
});
