import { render, screen } from '@testing-library/react';
import { APP_ONLY_TEXTS } from '@fund/core/navigation';
import AppDownloadPage from '.';
import AppPage from '../app';

describe('app download', () => {
  it('tells what the app offers and where to get it, on /app/download and /app/ alike', () => {
    render(<AppDownloadPage />);
    expect(screen.getByText('更多专业工具，尽在App')).toBeTruthy();
    expect(screen.getByText('资产体检：一键检查持仓健康度')).toBeTruthy();
    expect(screen.getByText('请在手机应用商店搜索“基金”下载App')).toBeTruthy();
    render(<AppPage />);
    expect(screen.getAllByText(APP_ONLY_TEXTS.download)).toHaveLength(2);
  });
});
