import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { failed, ok, routeRequests } from '../../../tests/app/fixtures/trade-records';
import { incomeMine } from '../../../tests/app/fixtures/store-income';
import IncomeMinePage from '.';

const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);

beforeEach(() => resetTaroFake());

async function renderWith(answer: ReturnType<typeof ok>) {
  setRequestHandler(routeRequests({ 'GET /store/income/mine/': () => answer }));
  await act(async () => render(<IncomeMinePage />));
}

describe('store income', () => {
  it('shows 累计收入 / 可提现 / 已提现, the share and each portfolio, linking to its days', async () => {
    await renderWith(ok(incomeMine({ income_total: '100.00', income_available: '60.00', income_withdrawn: '40.00' })));
    expect(screen.getByText('100.00')).toBeTruthy();
    expect(screen.getByText('60.00')).toBeTruthy();
    expect(screen.getByText('40.00')).toBeTruthy();
    expect(screen.getByText('您可获得持有人所付投顾费的50%')).toBeTruthy();
    fireEvent.click(screen.getByText('稳健增长组合'));
    expect(navigations().at(-1)).toContain('income-portfolio/index?store_portfolio_id=11');
    fireEvent.click(screen.getByText('提现到钱包'));
    expect(navigations().at(-1)).toContain('income-withdraw/index');
  });

  it('says how income comes when there is no portfolio yet', async () => {
    await renderWith(ok(incomeMine({ income_total: '0.00', income_available: '0.00', income_withdrawn: '0.00', portfolios: [] })));
    expect(screen.getByText('暂无收入，组合有持有人后按日计提')).toBeTruthy();
  });

  it('shows a retry when the income cannot load', async () => {
    await renderWith(failed(500, {}));
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
