import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import { answerByPath, navigatedTo } from '../../../tests/app/fixtures/fund-tools';
import ToolsSearchPage from '.';

beforeEach(() => {
  resetTaroFake();
  answerByPath({
    '/symbols/profit_loss_predicts/best_potential/': () => Array.from({ length: 8 }, (_, i) => fundRow(i + 1)),
    '/search/symbols/': () => page([fundRow(42)]),
  });
});

describe('tool search', () => {
  it('titles itself after the tool and opens a searched fund in it', async () => {
    setRouterParams({ id: 'potential' });
    await act(async () => {
      render(<ToolsSearchPage />);
    });
    expect(calls.find((c) => c.api === 'setNavigationBarTitle')?.options).toEqual({ title: '收益潜力' });
    fireEvent.input(screen.getByPlaceholderText('输入基金代码或名称'), { target: { value: '100042' } });
    await act(async () => {
      fireEvent.click(screen.getByText('搜索'));
    });
    fireEvent.click(screen.getByText('演示成长混合42'));
    expect(navigatedTo()).toEqual(['/symbols/funds-potential-detail/index?id=100042']);
  });

  it('suggests five best-potential funds, opened in the tool', async () => {
    setRouterParams({ id: 'asset_forecast' });
    await act(async () => {
      render(<ToolsSearchPage />);
    });
    expect(document.querySelectorAll('.fund-row')).toHaveLength(5);
    fireEvent.click(screen.getByText('演示成长混合2'));
    expect(navigatedTo()).toEqual(['/symbols/funds-asset-forecast-detail/index?id=100002']);
  });

  it('says a tool no tool answers to does not exist, with a way on and no fund list', async () => {
    setRouterParams({ id: '999999' });
    await act(async () => {
      render(<ToolsSearchPage />);
    });
    expect(screen.getByText('页面不存在')).toBeTruthy();
    expect(screen.getByText('返回首页')).toBeTruthy();
    expect(document.querySelectorAll('.fund-row')).toHaveLength(0);
    expect(calls.some((c) => c.api === 'request')).toBe(false);
  });
});
