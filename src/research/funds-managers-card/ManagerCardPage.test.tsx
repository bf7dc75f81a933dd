import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { manager } from '../../../tests/app/fixtures/managers';
import ManagerCardPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async () => ok(page([manager(8, { good_at_types: ['股票型', '混合型'] })])));
});

describe('manager cards', () => {
  it('shows each manager with specialities, return and the three strongest skills, narrowed by tags', async () => {
    setRouterParams({ tags: '股票型' });
    await act(async () => {
      render(<ManagerCardPage />);
    });
    const url = new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test');
    expect(url.searchParams.get('tags')).toBe('股票型');
    expect(screen.getByText('基金经理名片 · 股票型')).toBeTruthy();
    expect(screen.getByText('混合型')).toBeTruthy();
    expect(screen.getByText('经验值')).toBeTruthy();
    expect(screen.getByText('盈利能力')).toBeTruthy();
    expect(screen.getByText('指数跟踪')).toBeTruthy();
    expect(screen.queryByText('择时能力')).toBeNull();
    fireEvent.click(screen.getByText('演示经理8'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-managers-detail/index?id=8' });
  });

  it('shows a retry when the list fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<ManagerCardPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
