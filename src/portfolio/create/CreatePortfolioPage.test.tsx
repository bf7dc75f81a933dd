import { act, fireEvent, render, screen } from '@testing-library/react';
import { bodyOf, fail, gets, ok, opened, posts, queryOf, settle, tap, typeInto } from '../../../tests/app/fixtures/portfolio-harness';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { candidate, page, route } from '../../../tests/app/fixtures/portfolio-owner';
import CreatePortfolioPage from '.';

const candidates = [candidate('000007', '演示优势行业股票A'), candidate('000009', '演示现金宝货币', { is_bao: true, symbol_stype: 306 })];
const estimate = { backtest: true, label: '回测', note: '以下为按当前占比对近一年净值的回测，不代表组合未来表现', start_date: '2025-11-20', end_date: '2026-11-20', net_value: '1.0812', percent: '8.12', points: [] };

async function renderPage() {
  await act(async () => {
    render(<CreatePortfolioPage />);
  });
  await settle();
}

async function weights(values: string[]) {
  const inputs = document.querySelectorAll('.weight-input');
  for (const [i, v] of values.entries()) {
    await act(async () => {
      fireEvent.input(inputs[i]!, { target: { value: v } });
    });
  }
}

describe('create a portfolio', () => {
  beforeEach(() =>
    route({
      'GET /api/v1/portfolio/0/fund_candidates/': () => ok(page(candidates)),
      'GET /api/v1/portfolio/estimate_netvalue/': () => ok(estimate),
      'GET /api/v1/portfolio/check_name/': () => ok({ valid: true, message: null }),
      'GET /api/v1/portfolio/check_description/': () => ok({ valid: true, message: null }),
      'GET /api/v1/portfolio/check_amount_min_buy/': () => ok({ valid: true, message: null, amount_min_buy: '100.00', investment_risk: 101 }),
      'POST /api/v1/portfolio/': () => ok(portfolio({ id: 42 })),
    }));

  it('picks funds, refuses weights off 100 before sending, shows the backtest labelled 回测, checks and publishes', async () => {
    await renderPage();
    await typeInto('.name-input', '均衡成长');
    await typeInto('.description-input', '股债均衡配置，长期持有，适合稳健的投资者');
    await tap(screen.getAllByText('添加')[0]!);
    await tap(screen.getAllByText('添加')[0]!);
    await weights(['60', '30']);
    expect(screen.getByText('合计90.00%')).toBeTruthy();
    await tap(screen.getByText('发布组合'));
    expect(screen.getByText('各基金占比合计须为100.00%，当前为90.00%')).toBeTruthy();
    expect(posts('/portfolio/')).toHaveLength(0);

    await weights(['60', '40']);
    await tap(screen.getByText('预估净值'));
    await settle();
    expect(screen.getByText('预估净值（回测）')).toBeTruthy();
    expect(screen.getByText('+8.12%')).toBeTruthy();
    expect(queryOf(gets('/portfolio/estimate_netvalue/')[0]!).positions).toBe('000007:60,000009:40');

    await tap(screen.getByText('检查'));
    await settle();
    expect(screen.getByText(/起购金额：100.00元\s*风险等级：稳健型（中风险）/)).toBeTruthy();

    await tap(screen.getByText('发布组合'));
    await settle();
    expect(bodyOf(posts('/portfolio/')[0]?.data)).toEqual({ name: '均衡成长', description: '股债均衡配置，长期持有，适合稳健的投资者', positions: [{ symbol: '000007', percent: '60' }, { symbol: '000009', percent: '40' }] });
    expect(opened()).toEqual(['/portfolio/detail/index?id=42']);
  });

  it('filters candidates by type and shows the server\'s refusal', async () => {
    route({
      'GET /api/v1/portfolio/0/fund_candidates/': () => ok(page(candidates)),
      'POST /api/v1/portfolio/': () => fail(400, { positions: ['演示优势行业股票A暂停申购，不能加入组合'] }),
    });
    await renderPage();
    await tap(screen.getByText('债券型'));
    await settle();
    expect(queryOf(gets('/portfolio/0/fund_candidates/').at(-1)!).type).toBe('302');
    await typeInto('.name-input', '均衡成长');
    await typeInto('.description-input', '股债均衡配置，长期持有，适合稳健的投资者');
    await tap(screen.getAllByText('添加')[0]!);
    await weights(['100']);
    await tap(screen.getByText('发布组合'));
    await settle();
    expect(screen.getByText('演示优势行业股票A暂停申购，不能加入组合')).toBeTruthy();
    expect(opened()).toEqual([]);
  });
});
