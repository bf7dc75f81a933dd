import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page, reply } from '../../../tests/app/fixtures/trade-plans';
import InvitePage from '.';

type Req = { url: string };
let failOverview = false;
let friends: unknown[] = [];

beforeEach(() => {
  resetTaroFake();
  failOverview = false;
  friends = [
    { id: 7, username: '136****0001', created_at: '2026-11-20T02:00:00.000Z', rewarded: true, reward: '已获20.00元券', steps: [
      { code: 'identity', name: '完成实名认证', done: true }, { code: 'card', name: '绑定银行卡', done: true }, { code: 'first_buy', name: '完成首笔基金申购', done: true }] },
    { id: 8, username: '137****0002', created_at: '2026-11-21T02:00:00.000Z', rewarded: false, reward: '待完成', steps: [
      { code: 'identity', name: '完成实名认证', done: true }, { code: 'card', name: '绑定银行卡', done: false }, { code: 'first_buy', name: '完成首笔基金申购', done: false }] },
  ];
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    if (url.pathname.endsWith('/accounts/csrftoken/')) return reply({ csrftoken: 'csrf-1' });
    if (url.pathname.endsWith('/accounts/invitations/code/')) {
      return reply({ invite_code: 'K7M2QX9P', share_url: 'http://app.test/accounts/signup/?invite_code=K7M2QX9P', poster: { title: '和我一起，用心做投资', subtitle: '扫码注册，开启你的基金理财之旅', qr_url: 'http://app.test/accounts/signup/?invite_code=K7M2QX9P', footer: '邀请码 K7M2QX9P' } });
    }
    if (url.pathname.endsWith('/accounts/invitations/overview/')) {
      if (failOverview) return reply({ errors: { detail: ['服务繁忙'] } }, 500);
      return reply({ invite_code: 'K7M2QX9P', invited_count: 2, completed_count: 1, reward_count: 1, reward_total: '20.00', share_url: '', rules: ['好友通过您的邀请码注册。', '每位好友只计一次奖励。'] });
    }
    if (url.pathname.endsWith('/accounts/invitations/invitations/')) return reply(page(friends, 1, 1));
    if (url.pathname.endsWith('/promotion/share/')) return reply({ detail: '分享成功' });
    return reply({}, 404);
  });
});

describe('invite friends (邀请好友)', () => {
  it('shows my code, the results, each friend with their steps and reward, and the rules', async () => {
    await act(async () => render(<InvitePage />));
    expect(screen.getByText('K7M2QX9P')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    expect(screen.getByText('20.00')).toBeTruthy();
    expect(screen.getByText('136****0001')).toBeTruthy();
    expect(screen.getByText('已获20.00元券')).toBeTruthy();
    expect(screen.getByText('待完成')).toBeTruthy();
    expect(document.querySelectorAll('.invitee-step.done')).toHaveLength(4);
    expect(screen.getByText('2. 每位好友只计一次奖励。')).toBeTruthy();
  });

  it('copies the code and shows the poster texts', async () => {
    await act(async () => render(<InvitePage />));
    await act(async () => fireEvent.click(screen.getByText('复制邀请码')));
    expect(calls.find((c) => c.api === 'setClipboardData')?.options).toEqual({ data: 'K7M2QX9P' });
    expect(calls.find((c) => c.api === 'showToast')?.options).toMatchObject({ title: '邀请码已复制' });
    await act(async () => fireEvent.click(screen.getByText('生成分享海报')));
    expect(screen.getByText('和我一起，用心做投资')).toBeTruthy();
    expect(screen.getByText('邀请码 K7M2QX9P')).toBeTruthy();
  });

  it('says so when no friend has joined yet', async () => {
    friends = [];
    await act(async () => render(<InvitePage />));
    expect(screen.getByText('还没有好友接受邀请，快去分享吧')).toBeTruthy();
  });

  it('shows the error with a retry that loads again', async () => {
    failOverview = true;
    await act(async () => render(<InvitePage />));
    expect(screen.getByText('服务繁忙')).toBeTruthy();
    failOverview = false;
    await act(async () => fireEvent.click(screen.getByText('重试')));
    expect(screen.getByText('K7M2QX9P')).toBeTruthy();
  });
});
