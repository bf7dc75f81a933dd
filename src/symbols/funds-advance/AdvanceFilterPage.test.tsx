import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import { answerByPath, requestedUrls } from '../../../tests/app/fixtures/fund-tools';
import AdvanceFilterPage from '.';

const listQueries = () => requestedUrls().filter((u) => u.pathname === '/api/v1/symbols/funds/').map((u) => Object.fromEntries(u.searchParams));

beforeEach(() => {
  resetTaroFake();
  answerByPath({
    '/symbols/funds/filter_conditions/': () => ({
      types: [{ value: 'all', name: '全部' }, { value: '306', name: '货币型' }],
      sorts: ['-percent_day', '-percent_month', '-percent_year', '-percent_two_year'],
    }),
    '/symbols/funds/': (url) => page([fundRow(url.searchParams.get('type') === '306' ? 6 : 1)]),
  });
});

describe('advanced fund filter', () => {
  it('offers the server’s types and rankings and lists what they pick', async () => {
    await act(async () => {
      render(<AdvanceFilterPage />);
    });
    expect(screen.getByText('货币型')).toBeTruthy();
    expect(screen.queryByText('近3年')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByText('货币型'));
    });
    await act(async () => {
      fireEvent.click(screen.getByText('近1月'));
    });
    await act(async () => {
      fireEvent.click(screen.getByText('仅看可买'));
    });
    expect(listQueries().at(-1)).toMatchObject({ type: '306', sort: '-percent_month', allow_trade: '0' });
    expect(screen.getByText('演示成长混合6')).toBeTruthy();
  });
});
