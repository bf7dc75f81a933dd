import { act, render, screen } from '@testing-library/react';
import { fail, ok, settle } from '../../../tests/app/fixtures/portfolio-harness';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { route } from '../../../tests/app/fixtures/portfolio-owner';
import TradeNoticePage from '.';

const timetable = {
  buy: { apply_date: '2026-11-23', confirm_date: '2026-11-24', income_date: '2026-11-25' },
  sell: { apply_date: '2026-11-23', confirm_date: '2026-11-24', arrive_date: '2026-11-26' },
  t_days_sell: 2,
  cutoff_time: '15:00',
};
const fare = {
  fare_ratio_buy_min: '0.0015', fare_ratio_buy_max: '0.015', fare_ratio_sell_min: '0', fare_ratio_sell_max: '0.005', discount_rate_buy: '0.1', discount_rate_sell: '1', manage_fare_ratio: '0.005000',
  funds: [{ symbol: '000007', name: '演示优势行业股票A', percent: '70.00', fare_ratio_buy: '0.015', discount_rate_buy: '0.1', fare_ratio_sell: '0.005', discount_rate_sell: '1', buy: [], sell: [] }],
};

async function renderPage() {
  await act(async () => {
    render(<TradeNoticePage />);
  });
  await settle();
}

describe('portfolio trade notice', () => {
  it('states the cut-off, T+1 dates, fees, advisory fee, minimum purchase, risk level and the compliance line', async () => {
    route({
      'GET /api/v1/portfolio/5/': () => ok(portfolio({ advisor_title: '演示投顾' })),
      'GET /api/v1/portfolio/5/timetable/': () => ok(timetable),
      'GET /api/v1/portfolio/5/fare_ratio/': () => ok(fare),
    }, { id: '5' });
    await renderPage();
    expect(screen.getByText('交易日15:00前提交的申请按当日净值确认，15:00后按下一交易日处理')).toBeTruthy();
    expect(screen.getByText('买入：2026-11-23申请，2026-11-24确认份额（T+1），2026-11-25起计算收益')).toBeTruthy();
    expect(screen.getByText('卖出：2026-11-23申请，2026-11-24确认，预计2026-11-26到账')).toBeTruthy();
    expect(document.querySelector('.fee-row')?.textContent).toBe('演示优势行业股票A0.15%0.50%');
    expect(screen.getByText('投顾服务费：0.50%/年，按日计提')).toBeTruthy();
    expect(screen.getByText('起购金额：1,000.00元')).toBeTruthy();
    expect(screen.getByText('风险等级：稳健型（中风险）')).toBeTruthy();
    expect(screen.getByText('投资顾问：演示投顾')).toBeTruthy();
    expect(screen.getByText('组合过往业绩不预示未来表现')).toBeTruthy();
  });

  it('offers a retry when a part fails', async () => {
    route({ 'GET /api/v1/portfolio/5/': () => fail(500, { detail: ['服务器开小差了'] }) }, { id: '5' });
    await renderPage();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
