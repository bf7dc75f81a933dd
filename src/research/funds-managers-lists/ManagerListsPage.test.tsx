import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import ManagerListsPage from '.';

const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async () => ok([{ id: 2, name: '牛市冠军', description: '牛市中收益领先的进攻型基金经理', managers_count: 57, preview: ['演示经理1', '演示经理2'] }]));
});

describe('manager lists', () => {
  it('shows each list with its size and first names, and opens it', async () => {
    await act(async () => {
      render(<ManagerListsPage />);
    });
    expect(screen.getByText('牛市冠军')).toBeTruthy();
    expect(screen.getByText('共57位经理')).toBeTruthy();
    expect(screen.getByText('演示经理1、演示经理2')).toBeTruthy();
    fireEvent.click(screen.getByText('牛市冠军'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-managers-lists-detail/index?id=2' });
  });

  it('shows a retry when the lists fail', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<ManagerListsPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
