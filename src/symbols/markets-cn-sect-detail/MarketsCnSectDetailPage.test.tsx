import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { answerPaths } from '../../../tests/app/fixtures/market-requests';
import { fundRow } from '../../../tests/app/fixtures/fund-rows';
import Page from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '2' });
});

it('shows the sector with its day and year moves and its funds', async () => {
  answerPaths({ '/api/v1/symbols/sectors/2/': { id: 2, name: '医药', percent_day: '-0.80', percent_year: '2.00', funds: [fundRow(5, { abbr_name: '演示医疗健康混合' })] } });
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('-0.80%').className).toContain('down');
  expect(screen.getByText('+2.00%')).toBeTruthy();
  expect(screen.getByText('演示医疗健康混合')).toBeTruthy();
});

it('says so when the sector has no funds', async () => {
  answerPaths({ '/api/v1/symbols/sectors/2/': { id: 2, name: '医药', percent_day: null, percent_year: null, funds: [] } });
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('暂无数据')).toBeTruthy();
});
