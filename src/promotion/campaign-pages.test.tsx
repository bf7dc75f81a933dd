// The campaign, coin and membership pages over a faked network: rules, window, record, join, and their states.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CAMPAIGN_TEXTS, MEMBERSHIP_TEXTS } from '@fund/core/promotion';
import { answerNextModal, calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../tests/jest/taro-fake';
import { page, reply } from '../../tests/app/fixtures/trade-plans';
import { award, campaignInfo } from './campaign-parts/campaign-fixtures';
import CoinsPage from './coins';
import CoinsHistoryPage from './coins-history';
import GuessGamePage from './guessgame';
import CheckinPage from './checkin';
import MembershipPage from './membership';

type Req = { url: string; method?: string; data?: unknown; header?: Record<string, string> };
type Route = (path: string, method: string, body: unknown) => { status?: number; data: unknown } | undefined;
const sent: { path: string; method: string; body: unknown; key?: string }[] = [];

function serve(route: Route): void {
  setRequestHandler(async (options) => {
    const o = options as Req;
    const url = new URL(o.url, 'http://app.test');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = o.method ?? 'GET';
    if (path === '/accounts/csrftoken/') return reply({ csrftoken: 'csrf-token' });
    sent.push({ path, method, body: o.data, key: o.header?.['Idempotency-Key'] });
    const answer = route(path, method, o.data);
    if (!answer) return reply({ errors: { detail: ['接口不存在'] } }, 404);
    return reply(answer.data, answer.status ?? 200);
  });
}
const toasts = () => calls.filter((c) => c.api === 'showToast').map((c) => (c.options as { title: string }).title);

beforeEach(() => {
  resetTaroFake();
  sent.length = 0;
});

describe('coin centre', () => {
  const tasks = [
    { id: 2, code: 'bind_card', name: '绑定银行卡', description: '', coins: 100, daily: false, status: 1, status_display: '领取金币', url: '' },
    { id: 4, code: 'first_buy', name: '首次买入基金', description: '', coins: 200, daily: false, status: 0, status_display: '去完成', url: '/symbols/funds/' },
  ];
  const targets = [{ id: 1, kind: 1, name: '5元申购费率券', description: '', coins: 500, value: '5.00', remaining_today: 3 }];

  it('shows the balance and tasks; collecting a task toasts and reloads; exchanging asks first and sends one intent', async () => {
    let balance = 0;
    serve((path, method) => {
      if (path === '/coins/balance/') return { data: { balance, earned_total: balance, spent_total: 0 } };
      if (path === '/coins/tasks/') return { data: tasks };
      if (path === '/coins/exchange/targets/') return { data: targets };
      if (path === '/coins/tasks/2/get_coin/' && method === 'POST') {
        balance = 100;
        return { data: { balance, coins: 100, detail: '+100' } };
      }
      if (path === '/coins/exchange/' && method === 'POST') return { status: 400, data: { errors: { detail: ['金币不足'] } } };
      return undefined;
    });
    setRouterParams({ showExchange: '1' });
    await act(async () => render(<CoinsPage />));
    expect(screen.getByText('0')).toBeTruthy();
    expect(screen.getByText('绑定银行卡 +100')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('领取金币')));
    expect(toasts()).toContain('完成任务：绑定银行卡 +100');
    expect(screen.getByText('100')).toBeTruthy();
    answerNextModal(true);
    await act(async () => fireEvent.click(screen.getByText('今日还可兑换3次')));
    const exchange = sent.find((s) => s.path === '/coins/exchange/');
    expect(exchange?.key).toBeTruthy();
    expect(toasts()).toContain('金币不足');
  });

  it('shows the error with 重试 when the centre fails to load', async () => {
    serve(() => ({ status: 500, data: {} }));
    await act(async () => render(<CoinsPage />));
    expect(screen.getByText('重试')).toBeTruthy();
  });

  it('history: each change with its sign and the balance after, or the empty text', async () => {
    serve((path) => (path === '/coins/history/' ? { data: page([{ id: 1, coins: -500, balance: 100, memo: '兑换5元申购费率券', created_at: '2026-11-20T02:00:00Z' }], 1, 1) } : undefined));
    await act(async () => render(<CoinsHistoryPage />));
    expect(screen.getByText('兑换5元申购费率券')).toBeTruthy();
    expect(screen.getByText('-500')).toBeTruthy();
    resetTaroFake();
    serve((path) => (path === '/coins/history/' ? { data: page([], 1, 1, 0) } : undefined));
    await act(async () => render(<CoinsHistoryPage />));
    expect(screen.getByText('还没有金币记录，去完成任务吧')).toBeTruthy();
  });
});

describe('guess game', () => {
  const game = (phase: 'open' | 'settled') => ({
    id: 7, code: 'demo', name: '双十一竞猜', available: phase === 'open' ? 0 : 1, bet_begin_at: '2026-11-19T02:00:00.000Z', bet_end_at: '2026-11-21T02:00:00.000Z',
    game_begin_at: '2026-11-22T02:00:00.000Z', game_end_at: '2026-12-20T02:00:00.000Z', participants_total: 12, guess_right_total: phase === 'open' ? 0 : 5,
    bet_options: [{ code: 'up', name: '大盘上涨', selected: false, status: phase === 'open' ? 0 : 1, betResult: 0 }, { code: 'down', name: '大盘下跌', selected: false, status: 0, betResult: 0 }],
    campaign: campaignInfo(phase === 'open' ? {} : { phase: 'settled', phase_display: '已开奖' }),
  });

  it('shows rules, window and an empty record; picks an option and bets its coins', async () => {
    serve((path, method, body) => {
      if (path === '/promotion/double11/guessgame/' && method === 'GET') return { data: game('open') };
      if (path === '/promotion/double11/guessgame/mine/') return { data: [] };
      if (path === '/promotion/double11/guessgame/award/') return { data: [] };
      if (path === '/promotion/double11/guessgame/' && method === 'POST') return { data: { id: 1, code: 'demo', option: (body as { option: string }).option, option_name: '大盘上涨', coins: 10, result: 0, result_display: '待开奖', username: '', created_at: '2026-11-20T02:00:00Z' } };
      return undefined;
    });
    await act(async () => render(<GuessGamePage />));
    expect(screen.getByText(CAMPAIGN_TEXTS.rules)).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_TEXTS.record)).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_TEXTS.emptyRecord)).toBeTruthy();
    expect(screen.getByText('活动时间：2026-11-19 至 2026-12-20')).toBeTruthy();
    expect(screen.getByText('1. 竞猜只使用金币，不涉及现金。')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('大盘上涨')));
    await act(async () => fireEvent.click(screen.getByText('投注10金币')));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ option: 'up', coins: 10 });
    expect(toasts()).toContain(CAMPAIGN_TEXTS.betPlaced);
  });

  it('after settlement shows the prize to receive and receives it', async () => {
    serve((path, method) => {
      if (path === '/promotion/double11/guessgame/' && method === 'GET') return { data: game('settled') };
      if (path === '/promotion/double11/guessgame/mine/') return { data: [{ id: 1, code: 'demo', option: 'up', option_name: '大盘上涨', coins: 10, result: 1, result_display: '猜中', username: '', created_at: '2026-11-20T02:00:00Z' }] };
      if (path === '/promotion/double11/guessgame/award/') return { data: [award(3)] };
      if (path === '/promotion/double11/guessgame/award/' && method === 'POST') return undefined;
      return undefined;
    });
    await act(async () => render(<GuessGamePage />));
    expect(screen.getByText('猜中')).toBeTruthy();
    expect(screen.getByText('50金币')).toBeTruthy();
    expect(screen.getAllByText('已开奖')).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getByText('待领取')));
    expect(sent.some((s) => s.method === 'POST' && s.path === '/promotion/double11/guessgame/award/')).toBe(true);
  });
});

describe('check-in', () => {
  it('shows the streak and checks in once', async () => {
    let checked = false;
    serve((path, method) => {
      const status = { campaign: campaignInfo({ kind: 'checkin', name: '每日签到' }), checked_today: checked, days_in_row: checked ? 3 : 2, coins: 10, next_coins: 10, detail: checked ? '签到成功，获得10金币，已连续签到3天' : '' };
      if (path === '/promotion/checkin/' && method === 'POST') {
        checked = true;
        return { data: { ...status, checked_today: true, days_in_row: 3, detail: '签到成功，获得10金币，已连续签到3天' } };
      }
      if (path === '/promotion/checkin/') return { data: status };
      if (path === '/promotion/checkin/mine/') return { data: { dates: checked ? ['2026-11-18', '2026-11-19', '2026-11-20'] : ['2026-11-18', '2026-11-19'], days_in_row: checked ? 3 : 2 } };
      return undefined;
    });
    await act(async () => render(<CheckinPage />));
    expect(screen.getByText('已连续签到2天')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText(CAMPAIGN_TEXTS.checkin)));
    expect(toasts()).toContain('签到成功，获得10金币，已连续签到3天');
    expect(screen.getByText('已连续签到3天')).toBeTruthy();
    expect(screen.getAllByText(CAMPAIGN_TEXTS.checkedIn).length).toBeGreaterThan(0);
  });
});

describe('membership', () => {
  it('check → dialog → subscribe → 订阅成功', async () => {
    let member = false;
    serve((path, method) => {
      if (path === '/memberships/vip/') return { data: { code: 'vip', name: '会员', level: 1, is_member: member, expires_at: null, status_display: member ? '会员有效期至2026-12-20' : '您还不是会员', benefits: ['量化高级因子'], invite_code: 'V2LKG', invited_count: 0 } };
      if (path === '/services/vip/') return { data: { code: 'vip', name: '会员', description: '', price: '30.00', price_coins: 3000, period_days: 30, subscribed: member, expires_at: null, benefits: [] } };
      if (path === '/memberships/vip/invitations/') return { data: page([], 1, 1, 0) };
      if (path === '/service_subscriptions/vip/check/') return { data: { subscribed: false, expires_at: null, price_coins: 3000, period_days: 30, balance: 3000, detail: '使用3000金币开通会员30天？' } };
      if (path === '/service_subscriptions/vip/subscribe/' && method === 'POST') {
        member = true;
        return { data: { subscribed: true, expires_at: '2026-12-20T02:00:00Z', price_coins: 3000, period_days: 30, balance: 0, detail: MEMBERSHIP_TEXTS.subscribed } };
      }
      return undefined;
    });
    await act(async () => render(<MembershipPage />));
    expect(screen.getByText(MEMBERSHIP_TEXTS.notMember)).toBeTruthy();
    expect(screen.getByText(MEMBERSHIP_TEXTS.emptyInvitations)).toBeTruthy();
    answerNextModal(true);
    await act(async () => fireEvent.click(screen.getByText(MEMBERSHIP_TEXTS.open)));
    const modal = calls.find((c) => c.api === 'showModal')?.options as { content: string };
    expect(modal.content).toBe('使用3000金币开通会员30天？');
    expect(sent.find((s) => s.path === '/service_subscriptions/vip/subscribe/')?.key).toBeTruthy();
    expect(toasts()).toEqual([MEMBERSHIP_TEXTS.subscribed]);
    expect(screen.getByText('会员有效期至2026-12-20')).toBeTruthy();
  });
});
