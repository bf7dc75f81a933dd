import { act, fireEvent, render, screen } from '@testing-library/react';
import { answerSubscribe, calls, withoutApi, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { failed, ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { SubscribeButton } from './SubscribeButton';

// The mini programs' behaviour (the neutral platform file); the build's template ids come from its env.
const TEMPLATES = 'plan-debit-tomorrow=TPL-DEBIT,order-confirmed=TPL-CONFIRM,redemption-arrived=TPL-ARRIVE';
let seen: SeenRequest[];
let answer: () => ReturnType<typeof ok>;
const posted = () => seen.filter((r) => r.method === 'POST' && r.path === '/insights/subscribe_messages/').map((r) => r.body);
const toasts = () => calls.filter((c) => c.api === 'showToast').map((c) => (c.options as { title: string }).title);
const sheets = () => calls.filter((c) => c.api === 'requestSubscribeMessage').map((c) => (c.options as { tmplIds: string[] }).tmplIds);

beforeEach(() => {
  resetTaroFake();
  process.env.TARO_APP_SUBSCRIBE_TEMPLATES = TEMPLATES;
  seen = [];
  answer = () => ok({ topics: ['plan-debit-tomorrow', 'order-confirmed', 'redemption-arrived'] });
  setRequestHandler(routeRequests({ 'POST /insights/subscribe_messages/': () => answer() }, seen));
});

afterAll(() => {
  delete process.env.TARO_APP_SUBSCRIBE_TEMPLATES;
});

async function tap() {
  render(<SubscribeButton />);
  await act(async () => {
    fireEvent.click(screen.getByText('开启到账提醒'));
  });
}

describe('开启到账提醒 on the money calendar', () => {
  it('asks about each configured template, posts the accepted topics and says so', async () => {
    await tap();
    expect(sheets()).toEqual([['TPL-DEBIT', 'TPL-CONFIRM', 'TPL-ARRIVE']]);
    expect(posted()).toEqual([{ topics: ['plan-debit-tomorrow', 'order-confirmed', 'redemption-arrived'] }]);
    expect(toasts()).toEqual(['已订阅，扣款、确认和到账时会通知您']);
  });

  it('posts only what the user accepted', async () => {
    answerSubscribe({ 'TPL-DEBIT': 'reject', 'TPL-CONFIRM': 'accept', 'TPL-ARRIVE': 'ban' });
    await tap();
    expect(posted()).toEqual([{ topics: ['order-confirmed'] }]);
  });

  it('posts nothing and says how to turn it on again when the user refuses or closes the sheet', async () => {
    answerSubscribe({ 'TPL-DEBIT': 'reject', 'TPL-CONFIRM': 'reject', 'TPL-ARRIVE': 'reject' });
    await tap();
    answerSubscribe('closed');
    await act(async () => {
      fireEvent.click(screen.getByText('开启到账提醒'));
    });
    expect(posted()).toEqual([]);
    expect(toasts()).toEqual(['您未允许订阅消息，可在设置中重新开启', '您未允许订阅消息，可在设置中重新开启']);
  });

  it('says reminders are not open yet when the build has no template ids, without a sheet or a post', async () => {
    process.env.TARO_APP_SUBSCRIBE_TEMPLATES = '';
    await tap();
    expect(sheets()).toEqual([]);
    expect(posted()).toEqual([]);
    expect(toasts()).toEqual(['消息提醒暂未开通']);
  });

  it('says the client cannot subscribe, without a sheet or a post, when the client lacks the sheet (QQ)', async () => {
    withoutApi('requestSubscribeMessage');
    await tap();
    expect(sheets()).toEqual([]);
    expect(posted()).toEqual([]);
    expect(toasts()).toEqual(['当前客户端暂不支持订阅消息']);
  });

  it('shows the server’s refusal in Chinese', async () => {
    answer = () => failed(503, { errors: { detail: ['消息提醒暂未开通'] } });
    await tap();
    expect(posted()).toHaveLength(1);
    expect(toasts()).toEqual(['消息提醒暂未开通']);
  });

  it('asks and posts once however often it is tapped while busy', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = routeRequests({ 'POST /insights/subscribe_messages/': () => answer() }, seen);
    setRequestHandler(async (options) => {
      await held;
      return slow(options);
    });
    render(<SubscribeButton />);
    await act(async () => {
      fireEvent.click(screen.getByText('开启到账提醒'));
    });
    expect(screen.getByText('正在开启…')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('正在开启…'));
      fireEvent.click(screen.getByText('正在开启…'));
    });
    await act(async () => {
      release();
      await held;
    });
    expect(sheets()).toHaveLength(1);
    expect(posted()).toHaveLength(1);
    expect(screen.getByText('开启到账提醒')).toBeTruthy();
  });
});
