import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake } from '../../../tests/jest/taro-fake';
import { answerPaths, navigatedUrls, requestedUrls } from '../../../tests/app/fixtures/market-requests';
import Page from '.';

beforeEach(() => {
  resetTaroFake();
  answerPaths({ '/api/v1/symbols/sectors/': [{ id: 3, code: 'tech', name: '科技', percent_day: '2.30', percent_year: '-9.00', funds_count: 6 }] });
});

it('lists the sectors with their moves and fund counts, sorts by the year, and opens one', async () => {
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('科技')).toBeTruthy();
  expect(screen.getByText('基金数 6')).toBeTruthy();
  expect(screen.getByText('-9.00%').className).toContain('down');
  expect(requestedUrls()[0]).toContain('sort=-percent_day');
  await act(async () => fireEvent.click(Array.from(document.querySelectorAll('.mk-tab')).find((e) => e.textContent === '近一年') as HTMLElement));
  expect(requestedUrls().at(-1)).toContain('sort=-percent_year');
  fireEvent.click(screen.getByText('科技'));
  await act(async () => undefined);
  expect(navigatedUrls()).toEqual(['/symbols/sectors-detail/index?id=3']);
});
