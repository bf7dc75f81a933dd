import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake } from '../../../tests/jest/taro-fake';
import MorePage from '.';

beforeEach(() => resetTaroFake());

const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);

describe('more', () => {
  it('lists the entries and opens my assets, income and the private-fund test', async () => {
    render(<MorePage />);
    expect(Array.from(document.querySelectorAll('.more-entry')).map((n) => n.textContent?.replace('›', ''))).toEqual([
      '我的资产',
      '收益明细',
      '私募合格投资者认定',
      '资产健康',
      '基金模型',
      '分享给好友',
      '下载App',
    ]);
    await act(async () => fireEvent.click(screen.getByText('我的资产')));
    await act(async () => fireEvent.click(screen.getByText('收益明细')));
    await act(async () => fireEvent.click(screen.getByText('私募合格投资者认定')));
    expect(navigations()).toEqual(['/trade/my-assets/index', '/trade/income/index', '/accounts/privatefunds-investment-risk-mine/index']);
  });

  it('an app-only tool outside the app asks to download or cancel, and download opens the download page', async () => {
    render(<MorePage />);
    await act(async () => fireEvent.click(screen.getByText('资产健康')));
    // 下载App is too long for a native modal button, so the choice comes as an action sheet under the message.
    expect(calls.find((c) => c.api === 'showActionSheet')?.options).toEqual({ itemList: ['下载App', '取消'], alertText: '该功能仅在App内开放' });
    expect(navigations()).toEqual(['/symbols/app-download/index']);
    await act(async () => fireEvent.click(screen.getByText('基金模型')));
    expect(calls.filter((c) => c.api === 'showActionSheet')).toHaveLength(2);
  });

  it('share opens the mask pointing to the menu, a tap closes it', async () => {
    render(<MorePage />);
    expect(screen.queryByText('点击右上角「···」')).toBeNull();
    fireEvent.click(screen.getByText('分享给好友'));
    expect(screen.getByText('点击右上角「···」')).toBeTruthy();
    fireEvent.click(screen.getByText('关闭'));
    expect(screen.queryByText('点击右上角「···」')).toBeNull();
  });
});
