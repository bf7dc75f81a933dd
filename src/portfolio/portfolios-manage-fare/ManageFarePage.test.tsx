import { act, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { pageOf } from '../../../tests/app/fixtures/held-portfolios';
import { ok, settle } from '../../../tests/app/fixtures/portfolio-harness';
import { failed, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import ManageFarePage from '.';

type Routes = Parameters<typeof routeRequests>[0];
let seen: SeenRequest[];
const accrual = (date: string, fare: string) => ({ date, portfolio: { id: 5, name: '稳健增长组合' }, worth: '20000.00', fare });
const routes: Routes = {
  'GET /funds/manage_fare/mine/': () =>
    ok({
      fare_total: '12.34',
      results: [
        { portfolio: { id: 5, name: '稳健增长组合' }, fare: '10.30', worth_value: '20000.00', manage_fare_ratio: '0.005000' },
        { portfolio: { id: 8, name: '潘多拉行业轮动' }, fare: '2.04', worth_value: '3000.00', manage_fare_ratio: '0.008000' },
      ],
    }),
  'GET /funds/manage_fare/history/': (req) =>
    req.query.get('page') === '1' ? ok(pageOf([accrual('2026-11-20', '0.27'), accrual('2026-11-19', '0.28')], 1, 2, 3)) : ok(pageOf([accrual('2026-11-18', '0.29')], 2, 2, 3)),
};

beforeEach(() => {
  resetTaroFake();
  seen = [];
});

async function renderPage(overrides: Routes = {}) {
  setRequestHandler(routeRequests({ ...routes, ...overrides }, seen));
  await act(async () => {
    render(<ManageFarePage />);
  });
  await settle();
}

describe('advisory fee', () => {
  it('shows the accrued total, how it accrues, and each portfolio with its worth and annual ratio', async () => {
    await renderPage();
    expect(document.querySelector('.manage-fare-total')?.textContent).toBe('12.34');
    expect(screen.getByText('投顾服务费按每个交易日的持有金额 × 年费率 ÷ 365 计提，四舍五入到分')).toBeTruthy();
    expect(screen.getByText('潘多拉行业轮动')).toBeTruthy();
    expect(screen.getByText('持有金额 20,000.00元，年费率 0.50%')).toBeTruthy();
    expect(screen.getByText('2.04')).toBeTruthy();
  });

  it('lists the daily accruals and pages on at the bottom', async () => {
    await renderPage();
    expect(screen.getByText('2026-11-20 稳健增长组合')).toBeTruthy();
    await act(async () => firePageEvent('reachBottom'));
    await settle();
    expect(screen.getByText('2026-11-18 稳健增长组合')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(seen.filter((r) => r.path === '/funds/manage_fare/history/').map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('says 暂无投顾服务费记录 with no accrual, and offers a retry when the total cannot be read', async () => {
    await renderPage({ 'GET /funds/manage_fare/mine/': () => failed(500, {}), 'GET /funds/manage_fare/history/': () => ok(pageOf([])) });
    expect(screen.getByText('暂无投顾服务费记录')).toBeTruthy();
    expect(screen.getByText('重试')).toBeTruthy();
    expect(document.querySelector('.manage-fare-total')?.textContent).toBe('--');
  });
});
