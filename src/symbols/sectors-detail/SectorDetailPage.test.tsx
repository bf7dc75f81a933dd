import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, failAll, navigatedUrls, requestedUrls } from '../../../tests/app/fixtures/market-requests';
import { fundRow } from '../../../tests/app/fixtures/fund-rows';
import Page from '.';

const sector = (sort: string | null) => ({ id: 3, code: 'tech', name: '科技', percent_day: '2.30', percent_year: '9.00', funds: [fundRow(1, { abbr_name: sort === '-percent_year' ? '演示科技年度冠军' : '演示科技混合' })] });

beforeEach(() => {
  resetTaroFake();
  answerPaths({ '/api/v1/symbols/sectors/3/': (url: URL) => sector(url.searchParams.get('sort')) });
});

async function renderPage() {
  await act(async () => {
    render(<Page />);
  });
}

it('shows the sector and its funds, by the year on the tab, and opens a fund', async () => {
  setRouterParams({ id: '3' });
  await renderPage();
  expect(calls.find((c) => c.api === 'setNavigationBarTitle')?.options).toEqual({ title: '科技' });
  expect(screen.getByText('+2.30%')).toBeTruthy();
  expect(screen.getByText('演示科技混合')).toBeTruthy();
  await act(async () => fireEvent.click(Array.from(document.querySelectorAll('.mk-tab')).find((e) => e.textContent === '近一年') as HTMLElement));
  expect(screen.getByText('演示科技年度冠军')).toBeTruthy();
  fireEvent.click(screen.getByText('演示科技年度冠军'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/fund-detail/index?symbol=100001']);
});

it('starts from the sort of the query', async () => {
  setRouterParams({ id: '3', sort: '-percent_year' });
  await renderPage();
  expect(requestedUrls()[0]).toContain('sort=-percent_year');
});

it('shows the failure with a retry', async () => {
  setRouterParams({ id: '3' });
  failAll();
  await renderPage();
  expect(screen.getByText('重试')).toBeTruthy();
});
