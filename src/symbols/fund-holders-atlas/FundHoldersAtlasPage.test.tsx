import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths, navigatedUrls } from '../../../tests/app/fixtures/market-requests';
import { STOCK, holdersAtlas } from '../../../tests/app/fixtures/market';
import Page from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: STOCK, type: 'holders_atlas' });
  answerPaths({ [`/api/v1/symbols/${STOCK}/holders_atlas/`]: holdersAtlas() });
});

async function renderPage() {
  await act(async () => {
    render(<Page />);
  });
}

const groupSymbols = (i: number) => Array.from(document.querySelectorAll('.atlas-group')[i]?.querySelectorAll('.atlas-symbol') ?? []).map((e) => e.textContent);

it('trims a group of 6 to 4 with 查看全部, and keeps a group of 5 whole', async () => {
  await renderPage();
  expect(groupSymbols(0)).toEqual(['演示持股1', '演示持股2', '演示持股3', '演示持股4']);
  expect(groupSymbols(1)).toHaveLength(5);
  expect(screen.getAllByText('查看全部')).toHaveLength(1);
  expect(screen.getByText('未持有其他股票')).toBeTruthy();
});

it('shows the whole group after 查看全部', async () => {
  await renderPage();
  fireEvent.click(screen.getByText('查看全部'));
  expect(groupSymbols(0)).toHaveLength(6);
  expect(screen.queryByText('查看全部')).toBeNull();
});

it('opens a holder and a held stock', async () => {
  await renderPage();
  fireEvent.click(screen.getByText('香港中央结算有限公司'));
  fireEvent.click(screen.getAllByText('演示持股1')[0] as HTMLElement);
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/shareholders-detail/index?id=3', '/symbols/fund-detail/index?symbol=SZ000100']);
});
