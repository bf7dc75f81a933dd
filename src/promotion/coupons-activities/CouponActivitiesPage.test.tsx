import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page, reply } from '../../../tests/app/fixtures/trade-plans';
import CouponActivitiesPage from '.';

type Req = { url: string; method?: string; data?: string };
const asked: string[] = [];
const activity = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  id, code: `A${id}`, name, description: '申购满额返现', rules: [], start_at: '2026-11-13T02:00:00.000Z', end_at: '2026-12-20T02:00:00.000Z',
  status: 1, status_display: '进行中', budget: 100, left: 42, received: false, button_text: '立即领取',
  coupons: [{ id: id * 10, name: '满100返10元', amount: '10.00', expense_min: '100.00', apply_business: 'fund', use_condition: '满100.00元可用', valid_days: 30 }],
  ...over,
});
let activities: unknown[] = [];
let checkAnswer: { status: number; body: unknown } = { status: 200, body: { detail: '验证通过', captcha_key: 'pass-1', expires_in: 300 } };

beforeEach(() => {
  resetTaroFake();
  asked.length = 0;
  activities = [activity(1, '新人专享礼包'), activity(2, '金秋理财季', { status: 2, status_display: '已结束', button_text: '活动已结束' })];
  checkAnswer = { status: 200, body: { detail: '验证通过', captcha_key: 'pass-1', expires_in: 300 } };
  setRequestHandler(async (options) => {
    const o = options as Req;
    const url = new URL(o.url, 'http://app.test');
    asked.push(`${o.method ?? 'GET'} ${url.pathname}${o.data ? ` ${typeof o.data === 'string' ? o.data : JSON.stringify(o.data)}` : ''}`);
    if (url.pathname.endsWith('/accounts/csrftoken/')) return reply({ csrftoken: 'csrf-1' });
    if (url.pathname.endsWith('/promotion/coupons/activity/')) return reply(page(activities, 1, 1));
    if (url.pathname.endsWith('/promotion/coupons/getcaptcha/')) return reply({ key: 'k1', image: 'data:image/svg+xml;base64,AA==', expires_in: 300 });
    if (url.pathname.endsWith('/promotion/coupons/checkcaptcha/')) return reply(checkAnswer.body, checkAnswer.status);
    if (url.pathname.endsWith('/promotion/coupons/1/receive/')) return reply({ detail: '领取成功，1张优惠券已放入「我的优惠券」', activity_id: 1, coupons: [] });
    return reply({}, 404);
  });
});

describe('coupon activities (领券中心)', () => {
  it('lists activities with their coupons, window, what is left and the rules', async () => {
    await act(async () => render(<CouponActivitiesPage />));
    expect(screen.getByText('新人专享礼包')).toBeTruthy();
    expect(screen.getAllByText('¥10.00')).toHaveLength(2);
    expect(screen.getAllByText('满100.00元可用')).toHaveLength(2);
    expect(screen.getAllByText('活动时间：2026-11-13 至 2026-12-20')).toHaveLength(2);
    expect(screen.getAllByText('剩余42份')).toHaveLength(2);
    expect(screen.getByText('活动规则')).toBeTruthy();
    expect(screen.getByText(/^1\. 每位用户每个活动限领一次/)).toBeTruthy();
    // An ended activity's button does nothing.
    await act(async () => fireEvent.click(screen.getByText('活动已结束')));
    expect(document.querySelector('.captcha-dialog')).toBeNull();
  });

  it('asks the captcha before a receive, then receives with its pass and says so', async () => {
    await act(async () => render(<CouponActivitiesPage />));
    await act(async () => fireEvent.click(screen.getByText('立即领取')));
    expect(screen.getByText('请输入图中的数字')).toBeTruthy();
    const input = document.querySelector('.captcha-input') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { value: '4821' } }));
    await act(async () => fireEvent.click(screen.getByText('确定')));
    expect(asked.some((a) => a.startsWith('POST') && a.includes('/checkcaptcha/') && a.includes('"captcha":"4821"'))).toBe(true);
    expect(asked.some((a) => a.includes('/promotion/coupons/1/receive/') && a.includes('"captcha_key":"pass-1"'))).toBe(true);
    expect(calls.find((c) => c.api === 'showToast')?.options).toMatchObject({ title: '领取成功，1张优惠券已放入「我的优惠券」' });
    expect(document.querySelector('.captcha-dialog')).toBeNull();
  });

  it('a wrong answer shows why, brings a new picture and receives nothing', async () => {
    checkAnswer = { status: 400, body: { errors: { captcha: ['验证码错误，请重新输入'] } } };
    await act(async () => render(<CouponActivitiesPage />));
    await act(async () => fireEvent.click(screen.getByText('立即领取')));
    await act(async () => fireEvent.change(document.querySelector('.captcha-input') as HTMLInputElement, { target: { value: '0000' } }));
    await act(async () => fireEvent.click(screen.getByText('确定')));
    expect(screen.getByText('验证码错误，请重新输入')).toBeTruthy();
    expect(asked.filter((a) => a.includes('/getcaptcha/'))).toHaveLength(2);
    expect(asked.some((a) => a.includes('/receive/'))).toBe(false);
  });

  it('says when there is no activity, and links to 我的优惠券', async () => {
    activities = [];
    await act(async () => render(<CouponActivitiesPage />));
    expect(screen.getByText('暂无进行中的活动')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('我的优惠券')));
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/promotion/coupons-mine/index' });
  });
});
