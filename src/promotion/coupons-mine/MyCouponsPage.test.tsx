import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page, reply } from '../../../tests/app/fixtures/trade-plans';
import MyCouponsPage from '.';

type Req = { url: string };
const asked: string[] = [];
const coupon = (id: number, name: string) => ({
  id,
  amount: '8',
  effective_to: '2026-12-31',
  coupon: { id, name, description: '', expense_min: '100', apply_business: 'fund', use_condition: '' },
});

beforeEach(() => {
  resetTaroFake();
  asked.length = 0;
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    const status = url.searchParams.get('status');
    asked.push(status ?? '');
    if (status === '0') return reply(page([coupon(1, '新人买基金券')], 1, 1));
    if (status === '1') return reply(page([coupon(2, '定投返现券')], 1, 1));
    return reply(page([], 1, 1, 0));
  });
});

describe('my coupons', () => {
  it('lists usable coupons with amount and minimum to 2 decimals, the expiry and 去使用', async () => {
    await act(async () => render(<MyCouponsPage />));
    expect(asked).toEqual(['0']);
    expect(screen.getByText('新人买基金券')).toBeTruthy();
    expect(screen.getByText('8.00')).toBeTruthy();
    expect(screen.getByText('满100.00元可用')).toBeTruthy();
    expect(screen.getByText('有效期至2026-12-31')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('去使用')));
    expect(calls.find((c) => c.api === 'switchTab')?.options).toEqual({ url: '/pages/funds/index' });
  });

  it('shows used coupons stamped, and an empty state for no expired ones', async () => {
    await act(async () => render(<MyCouponsPage />));
    await act(async () => fireEvent.click(screen.getByText('已使用')));
    expect(asked).toEqual(['0', '1']);
    expect(screen.getByText('定投返现券')).toBeTruthy();
    expect(document.querySelector('.coupon-stamp')?.textContent).toBe('已使用');
    expect(screen.queryByText('去使用')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('已过期')));
    expect(screen.getByText('暂无优惠券')).toBeTruthy();
  });
});
