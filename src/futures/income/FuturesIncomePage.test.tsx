import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { futuresAccount, futuresDays, futuresRealtime } from '../../../tests/app/fixtures/futures';
import FuturesIncomePage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const urlOf = (options: unknown) => new URL((options as Req).url, 'http://app.test');

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ account_id: '2' });
  setRequestHandler(async (options) => {
    const url = urlOf(options);
    const account = futuresAccount(2, false);
    if (url.pathname === '/api/v1/futures/income_analyse/realtime/') return ok(futuresRealtime(account));
    if (url.pathname === '/api/v1/futures/income_analyse/day/') return ok(futuresDays(account));
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{"errors":{"detail":["接口不存在"]}}' };
  });
});

describe('futures income analysis', () => {
  it("shows the named account's income now, its positions and its days, newest first", async () => {
    await act(async () => {
      render(<FuturesIncomePage />);
    });
    const asked = calls.filter((c) => c.api === 'request').map((c) => urlOf(c.options));
    expect(asked.map((u) => u.searchParams.get('account_id'))).toEqual(['2', '2']);
    expect(screen.getByText('中信期货 ****1002')).toBeTruthy();
    expect(screen.getByText('+480.00').className).toContain('up');
    expect(screen.getByText('-650.00').className).toContain('down');
    expect(screen.getByText('50.00%')).toBeTruthy();
    expect(screen.getAllByText(/^2026-11-1[89]$/).map((n) => n.textContent)).toEqual(['2026-11-19', '2026-11-18']);
    fireEvent.click(screen.getByText('螺纹钢2601 多'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/futures/instruments-detail/index?id=rb2601' });
  });

  it('says so when no account is linked', async () => {
    setRouterParams({});
    setRequestHandler(async () => ({ statusCode: 404, errMsg: 'request:ok', header: {}, data: '{"errors":{"detail":["暂未关联期货账户"]}}' }));
    await act(async () => {
      render(<FuturesIncomePage />);
    });
    expect(screen.getByText('暂未关联期货账户')).toBeTruthy();
  });

  it('says so when the account has no positions and no days yet', async () => {
    setRequestHandler(async (options) => {
      const account = futuresAccount(2, false);
      const path = urlOf(options).pathname;
      if (path === '/api/v1/futures/income_analyse/realtime/') return ok({ ...futuresRealtime(account), positions: [] });
      return ok({ ...futuresDays(account), results: [], start_date: null, end_date: null });
    });
    await act(async () => {
      render(<FuturesIncomePage />);
    });
    expect(screen.getByText('暂无持仓')).toBeTruthy();
    expect(screen.getByText('暂无每日收益记录')).toBeTruthy();
  });
});
