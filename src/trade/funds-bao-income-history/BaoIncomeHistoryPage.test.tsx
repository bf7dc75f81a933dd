import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page, reply } from '../../../tests/app/fixtures/trade-plans';
import BaoIncomeHistoryPage from '.';

type Req = { url: string };
const asked: string[] = [];

beforeEach(() => {
  resetTaroFake();
  asked.length = 0;
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    asked.push(`${url.searchParams.get('type')}:${url.searchParams.get('page_size')}`);
    return reply(page([{ date: '2026-11-20', tenthou_unit_incm: '0.6712', year_yld: '2.4500', income: '0.83' }], 1, 1));
  });
});

describe('cash treasure income history', () => {
  it('opens on the tab ?type= names, 42 rows a page, and switches tabs', async () => {
    setRouterParams({ type: 'year_yld' });
    await act(async () => render(<BaoIncomeHistoryPage />));
    expect(asked).toEqual(['year_yld:42']);
    expect(document.querySelector('.plan-tab-on')?.textContent).toBe('七日年化');
    expect(screen.getByText('2.4500%')).toBeTruthy();
    expect(screen.getByText('+0.83')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('万份收益')));
    expect(asked).toEqual(['year_yld:42', 'tenthou_unit_incm:42']);
    expect(screen.getByText('0.6712')).toBeTruthy();
  });

  it('starts on 万份收益 without a type', async () => {
    await act(async () => render(<BaoIncomeHistoryPage />));
    expect(document.querySelector('.plan-tab-on')?.textContent).toBe('万份收益');
  });
});
