import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow } from '../../../tests/app/fixtures/fund-rows';
import { manager } from '../../../tests/app/fixtures/managers';
import ManagerDetailPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '64' });
  setRequestHandler(async () => ok(manager(64, { post_status: 2, recommend_fund: fundRow(9) })));
});

describe('manager detail', () => {
  it('shows the manager, skill scores, market results and the recommended fund', async () => {
    await act(async () => {
      render(<ManagerDetailPage />);
    });
    expect(screen.getByText('演示经理64')).toBeTruthy();
    expect(screen.getByText('演示中融泰基金 · 离任')).toBeTruthy();
    expect(screen.getByText('盈利能力')).toBeTruthy();
    expect(screen.getByText('97')).toBeTruthy();
    expect(screen.getByText('熊市')).toBeTruthy();
    expect(screen.getByText('-27.87%')).toBeTruthy();
    const url = new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test');
    expect(url.pathname).toBe('/api/v1/symbols/funds/managers/64/');
    fireEvent.click(screen.getByText('演示成长混合9'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/symbols/fund-detail/index?symbol=100009' });
  });

  it('shows a retry when the manager cannot load', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<ManagerDetailPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
