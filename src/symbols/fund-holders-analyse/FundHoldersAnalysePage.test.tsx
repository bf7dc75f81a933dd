import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, navigatedUrls, requestedUrls } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

beforeEach(() => resetTaroFake());

async function renderPage() {
  await act(async () => {
    render(<Page />);
  });
}

it('shows a fund holder structure', async () => {
  setRouterParams({ symbol: '000007' });
  answerPaths({ '/api/v1/symbols/000007/holders_analyse/': { report_date: '2026-06-30', institution_percent: '60.00', individual_percent: '39.50', internal_percent: '0.50', history: [] } });
  await renderPage();
  expect(screen.getByText('机构持有')).toBeTruthy();
  expect(screen.getByText('60.00%')).toBeTruthy();
  expect(screen.getByText('39.50%')).toBeTruthy();
});

it('shows the funds and institutions holding a stock, passing the type on', async () => {
  setRouterParams({ symbol: 'SH600037', type: 'fund' });
  answerPaths({
    '/api/v1/symbols/SH600037/holders_analyse/': {
      report_date: '2026-09-30', funds_count: 3, funds_percent: '1.2000',
      funds: [{ symbol: '000007', abbr_name: '演示优势行业股票A', shares: '3000000', percent: '2.00' }],
      institutions: [],
    },
  });
  await renderPage();
  expect(requestedUrls()[0]).toContain('type=fund');
  expect(screen.getByText('演示优势行业股票A')).toBeTruthy();
  expect(screen.getByText('300.00万股')).toBeTruthy();
  expect(screen.getByText('暂无数据')).toBeTruthy();
  fireEvent.click(screen.getByText('演示优势行业股票A'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/fund-detail/index?symbol=000007']);
});
