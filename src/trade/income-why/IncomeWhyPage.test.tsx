import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { incomeSplitAnswer } from '../../../tests/app/fixtures/insights';
import IncomeWhyPage from '.';

let seen: SeenRequest[];

beforeEach(() => {
  resetTaroFake();
  seen = [];
});

const serve = (answer: unknown) => setRequestHandler(routeRequests({ 'GET /insights/income_split/': () => ok(answer) }, seen));

describe('why did my money move', () => {
  it('shows the day’s income by cause and by holding, with shares × NAV change and the fee left out', async () => {
    serve(incomeSplitAnswer);
    await act(async () => render(<IncomeWhyPage />));
    expect(screen.getByText('2026-11-19 收益')).toBeTruthy();
    expect(screen.getByText('-12.34').className).toContain('down');
    expect(document.querySelector('.why-cause-buy')?.textContent).toBe('买入确认-4.39');
    expect(document.querySelector('.why-cause-yield')?.textContent).toBe('现金宝收益+0.83');
    expect(screen.getByText('1500.00份 × 净值变动 -0.0088')).toBeTruthy();
    expect(screen.getByText('当日另计提投顾费 0.15 元，不计入收益')).toBeTruthy();
    expect(seen.find((r) => r.path === '/insights/income_split/')?.query.has('date')).toBe(false);
  });

  it('asks for the day in the address, and says so when there is no income yet', async () => {
    setRouterParams({ date: '2026-11-18' });
    serve({ ...incomeSplitAnswer, date: null, total: '0.00', holdings: [] });
    await act(async () => render(<IncomeWhyPage />));
    expect(seen.find((r) => r.path === '/insights/income_split/')?.query.get('date')).toBe('2026-11-18');
    expect(screen.getByText('暂无收益记录')).toBeTruthy();
  });
});
