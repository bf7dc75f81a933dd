import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake } from '../../../tests/jest/taro-fake';
import { answerPaths, navigatedUrls } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

beforeEach(() => resetTaroFake());

it('ranks the champions with their stocks and yield, and opens one', async () => {
  answerPaths({
    '/api/v1/symbols/shareholders/champions/': [
      { id: 12, name: '葛卫东', kind: '个人', champion_rank: 1, yield_year: '45.10', stocks_count: 4 },
      { id: 14, name: '林园', kind: '个人', champion_rank: 2, yield_year: '-3.00', stocks_count: 2 },
    ],
  });
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('1. 葛卫东')).toBeTruthy();
  expect(screen.getByText('+45.10%').className).toContain('up');
  expect(screen.getByText('-3.00%').className).toContain('down');
  fireEvent.click(screen.getByText('2. 林园'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/shareholders-detail/index?id=14']);
});

it('says so when there are no champions', async () => {
  answerPaths({ '/api/v1/symbols/shareholders/champions/': [] });
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('暂无数据')).toBeTruthy();
});
