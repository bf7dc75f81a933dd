import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake } from '../../../tests/jest/taro-fake';
import type { CouponOption } from '@fund/core/trade';
import { CouponPicker } from './CouponPicker';

beforeEach(() => resetTaroFake());

describe('the coupon row of the buy page', () => {
  it('opens on 我的优惠券 and on 去领券 from the list', async () => {
    const options: CouponOption[] = [{ id: 1, name: '满100返10元', amountText: '10.00', condition: '满100.00元可用', validTo: '有效期至2026-12-31', enabled: true }];
    render(<CouponPicker options={options} chosenId={null} onChoose={() => undefined} cashback={null} />);
    await act(async () => fireEvent.click(screen.getByText('优惠券')));
    await act(async () => fireEvent.click(screen.getByText('我的优惠券')));
    await act(async () => fireEvent.click(screen.getByText('去领券')));
    expect(calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url)).toEqual(['/promotion/coupons-mine/index', '/promotion/coupons-activities/index']);
  });
});
