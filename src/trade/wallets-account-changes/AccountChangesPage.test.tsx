import { act, render, screen } from '@testing-library/react';
import { firePageEvent, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page, reply } from '../../../tests/app/fixtures/trade-plans';
import AccountChangesPage from '.';

type Req = { url: string };

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    if (url.searchParams.get('page') === '1') {
      return reply(page([{ id: 9, kind: 'card', amount: '-1000.00', memo: '买入扣款', order_id: 3, bank_card_id: 1, created_at: '2026-11-23T02:05:00.000Z' }], 1, 2));
    }
    return reply(page([{ id: 8, kind: 'card', amount: '50.00', memo: '', order_id: null, bank_card_id: 1, created_at: '2026-11-22T02:05:00.000Z' }], 2, 2));
  });
});

describe('wallet account changes', () => {
  it('lists money moves newest first with signed amounts, a page at a time', async () => {
    await act(async () => render(<AccountChangesPage />));
    expect(screen.getByText('买入扣款')).toBeTruthy();
    expect(screen.getByText('-1,000.00').className).toContain('down');
    expect(screen.getByText('2026-11-23 10:05 · 银行卡')).toBeTruthy();
    await act(async () => firePageEvent('reachBottom'));
    expect(screen.getByText('+50.00').className).toContain('up');
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('shows a retry when the list fails', async () => {
    setRequestHandler(async () => reply({}, 500));
    await act(async () => render(<AccountChangesPage />));
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
