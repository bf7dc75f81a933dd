import { act, fireEvent, render, screen } from '@testing-library/react';
import { storage } from '@/platform';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { manager } from '../../../tests/app/fixtures/managers';
import ManagerCompareSelectorPage from '.';

const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async () => ok(page([manager(1), manager(2), manager(3)])));
});

describe('manager compare selector', () => {
  it('starts with ?managers= ticked, saves the picks newest first and returns to next', async () => {
    storage.setItem('ls_manager_compare', JSON.stringify(['1']));
    setRouterParams({ managers: '1', next: '/symbols/funds/managers/compare/list/' });
    await act(async () => {
      render(<ManagerCompareSelectorPage />);
    });
    expect(screen.getByText('确定(1)')).toBeTruthy();
    fireEvent.click(screen.getByText('演示经理3'));
    fireEvent.click(screen.getByText('确定(2)'));
    await act(async () => undefined);
    expect(JSON.parse(String(storage.getItem('ls_manager_compare')))).toEqual(['3', '1']);
    expect(calls.find((c) => c.api === 'redirectTo')?.options).toEqual({ url: '/research/funds-managers-compare-list/index' });
  });

  it('refuses to confirm an empty choice', async () => {
    await act(async () => {
      render(<ManagerCompareSelectorPage />);
    });
    fireEvent.click(screen.getByText('确定(0)'));
    expect(calls.find((c) => c.api === 'showToast')?.options).toMatchObject({ title: '请至少选择一位基金经理' });
    expect(calls.some((c) => c.api === 'redirectTo')).toBe(false);
  });

  it('shows a retry when the list fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<ManagerCompareSelectorPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
