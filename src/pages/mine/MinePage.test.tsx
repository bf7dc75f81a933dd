import { act, fireEvent, render, screen } from '@testing-library/react';
import { actAsGuest, calls, firePageEvent, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { storage } from '@/platform';
import MinePage from '.';

type Req = { url: string };
const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const SETTINGS = { username: '用户5678', mobile: '139****5678', avatar_md: '', is_trade_password_set: true };
const RISK = { investment_risk: 3, investment_risk_status: 1, investment_risk_display: '平衡型', effective_to: '2026-05-01' };

beforeEach(() => resetTaroFake());

async function show() {
  await act(async () => render(<MinePage />));
  await act(async () => firePageEvent('didShow'));
}

describe('mine tab', () => {
  it('sends a guest to login with next = mine', async () => {
    actAsGuest();
    await show();
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/accounts/login/index?next=%2Faccounts%2Fmine%2F' });
  });

  it('keeps a guest who backs out of login on the guest state, with a login button', async () => {

    actAsGuest();
    await show();
    await act(async () => firePageEvent('didShow'));
    const loginPushes = () => calls.filter((c) => c.api === 'navigateTo').map((c) => c.options);
    expect(loginPushes()).toEqual([{ url: '/accounts/login/index?next=%2Faccounts%2Fmine%2F' }]);
    expect(screen.getByText('登录后查看资产')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('登录/注册')));
    expect(loginPushes()).toHaveLength(2);
    expect(loginPushes()[1]).toEqual({ url: '/accounts/login/index?next=%2Faccounts%2Fmine%2F' });
  });

  it('shows the account, the risk result and the entries; no assets block without the assets call', async () => {
    storage.setItem('access_token', 'tok');
    setRequestHandler(async (options) => {
      const url = (options as Req).url;
      if (url.includes('/accounts/settings/')) return reply(SETTINGS);
      if (url.includes('/investment_risk/mine/')) return reply(RISK);
      return reply({ errors: { detail: ['未找到'] } }, 404);
    });
    await show();
    expect(screen.getByText('用户5678')).toBeTruthy();
    expect(screen.getByText('平衡型')).toBeTruthy();
    expect(screen.queryByText('总资产(元)')).toBeNull();
    fireEvent.click(screen.getByText('银行卡'));
    expect((calls.find((c) => c.api === 'navigateTo')?.options as { url: string }).url).toBe('/accounts/bank-cards/index');
    // 我的优惠券 and 邀请好友 are reached from here.
    fireEvent.click(screen.getByText('我的优惠券'));
    fireEvent.click(screen.getByText('邀请好友'));
    expect(calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url).slice(1)).toEqual(['/promotion/coupons-mine/index', '/promotion/invite/index']);
  });

  it('shows total assets when the server has them, and logs out after the confirm', async () => {
    storage.setItem('access_token', 'tok');
    setRequestHandler(async (options) => {
      const url = (options as Req).url;
      if (url.includes('/accounts/settings/')) return reply(SETTINGS);
      if (url.includes('/investment_risk/mine/')) return reply(RISK);
      if (!url.includes('/funds/assets/mine/')) return reply({ errors: { detail: ['未找到'] } }, 404);
      return reply({ assets_total: '12345.6', income_latest: '12.3', income_total: '-5', trade_date: '2025-01-02', fare: '0', bank_cards_count: 1, wallets_available: '0' });
    });
    await show();
    expect(screen.getByText('12,345.60')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('12,345.60')));
    await act(async () => fireEvent.click(screen.getByText('更多')));
    expect(calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url)).toEqual(['/trade/my-assets/index', '/accounts/more/index']);
    await act(async () => fireEvent.click(screen.getByText('退出登录')));
    expect(storage.getItem('access_token')).toBeNull();
  });

  it('shows the wallet balance to a logged-in user and opens the wallet', async () => {
    storage.setItem('access_token', 'tok');
    setRequestHandler(async (options) => {
      const url = (options as Req).url;
      if (url.includes('/accounts/settings/')) return reply(SETTINGS);
      if (url.includes('/wallets/account/mine/')) return reply({ available: '1234.5', frozen: '0.00', withdrawn: '2.43' });
      return reply({ errors: { detail: ['未找到'] } }, 404);
    });
    await show();
    expect(screen.getByText('我的钱包')).toBeTruthy();
    expect(screen.getByText('可用余额(元) 1,234.50 ›')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('我的钱包')));
    expect(calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url)).toEqual(['/trade/wallets/index']);
  });

  it('has no wallet entry without the wallet call', async () => {
    storage.setItem('access_token', 'tok');
    setRequestHandler(async (options) => ((options as Req).url.includes('/accounts/settings/') ? reply(SETTINGS) : reply({ errors: { detail: ['未找到'] } }, 404)));
    await show();
    expect(screen.getByText('用户5678')).toBeTruthy();
    expect(screen.queryByText('我的钱包')).toBeNull();
  });
});
