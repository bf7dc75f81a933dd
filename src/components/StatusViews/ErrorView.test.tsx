import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake } from '../../../tests/jest/taro-fake';
import { ErrorView } from '.';

const urls = (api: string) => calls.filter((c) => c.api === api).map((c) => (c.options as { url: string }).url);

beforeEach(() => resetTaroFake());

describe('the failure view', () => {
  it('offers 重试 for a failure that may pass on retry', () => {
    const retry = jest.fn();
    render(<ErrorView text="网络连接失败，请检查网络" onRetry={retry} />);
    fireEvent.click(screen.getByText('重试'));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('返回首页')).toBeNull();
  });

  it('offers search and home instead of 重试 for a missing record', async () => {
    render(<ErrorView text="该基金不存在" onRetry={jest.fn()} retryable={false} />);
    expect(screen.getByText('该基金不存在')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('搜索')));
    expect(urls('navigateTo')).toEqual(['/symbols/search/index']);
    await act(async () => fireEvent.click(screen.getByText('返回首页')));
    expect(urls('reLaunch')).toEqual(['/pages/index/index']);
  });
});
