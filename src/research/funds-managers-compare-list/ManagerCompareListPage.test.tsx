import { act, fireEvent, render, screen } from '@testing-library/react';
import { storage } from '@/platform';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { manager } from '../../../tests/app/fixtures/managers';
import ManagerCompareListPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async (options) => {
    const id = Number(new URL((options as Req).url, 'http://app.test').pathname.split('/').at(-2));
    return ok(manager(id, { profitability: id === 2 ? 99 : 50 }));
  });
});

describe('manager comparison', () => {
  it('lines the managers up skill by skill, newest first, and marks the best', async () => {
    storage.setItem('ls_manager_compare', JSON.stringify(['2', '1']));
    await act(async () => {
      render(<ManagerCompareListPage />);
    });
    expect(screen.getAllByText(/^演示经理\d$/).map((n) => n.textContent)).toEqual(['演示经理2', '演示经理1']);
    expect(screen.getByText('99').className).toContain('mcl-best');
    expect(screen.getByText('50').className).not.toContain('mcl-best');
    fireEvent.click(screen.getAllByText('移除')[0] as HTMLElement);
    await act(async () => undefined);
    expect(JSON.parse(String(storage.getItem('ls_manager_compare')))).toEqual(['1']);
    expect(screen.queryByText('演示经理2')).toBeNull();
  });

  it('offers to add managers through the selector and says when empty', async () => {
    await act(async () => {
      render(<ManagerCompareListPage />);
    });
    expect(screen.getByText('还没有加入对比的基金经理')).toBeTruthy();
    fireEvent.click(screen.getByText('添加经理'));
    await act(async () => undefined);
    const url = (calls.find((c) => c.api === 'navigateTo')?.options as Req).url;
    expect(url.startsWith('/research/funds-managers-compare-selector/index?')).toBe(true);
    expect(decodeURIComponent(url)).toContain('next=/symbols/funds/managers/compare/list/');
  });

  it('shows a retry when a manager cannot load', async () => {
    storage.setItem('ls_manager_compare', JSON.stringify(['2']));
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<ManagerCompareListPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
