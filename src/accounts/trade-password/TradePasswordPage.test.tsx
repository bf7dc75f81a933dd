import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { storage } from '@/platform';
import { BIND_DRAFT_KEY } from '@fund/core/card';
import TradePasswordPage from '.';

type Req = { url: string; data?: Record<string, unknown> };
const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const field = (name: string) => document.querySelector(`[data-field="${name}"] input`) as HTMLInputElement;
const requests = () => calls.filter((c) => c.api === 'request').map((c) => c.options as Req);

beforeEach(() => {
  resetTaroFake();
  storage.setItem('csrftoken', 't');
});

describe('trade password', () => {
  it('leaves the loading state for the failure view when the first load fails, and retries', async () => {
    // No request handler: every call fails as it does offline.
    await act(async () => render(<TradePasswordPage />));
    expect(screen.queryByText('数据加载中')).toBeNull();
    expect(screen.getByText('网络连接失败，请检查网络')).toBeTruthy();
    setRequestHandler(async () => reply({ status: 0 }));
    await act(async () => fireEvent.click(screen.getByText('重试')));
    expect(screen.queryByText('网络连接失败，请检查网络')).toBeNull();
    expect(requests().filter((r) => r.url.includes('trade_password')).length).toBeGreaterThan(0);
  });

  it('sets a first trade password with the 6-digit rule and lands on settings', async () => {
    setRequestHandler(async (options) => ((options as Req).url.includes('/is_trade_password_set/') ? reply({ status: 0 }) : reply({ detail: 'ok' })));
    await act(async () => render(<TradePasswordPage />));
    await act(async () => fireEvent.blur(field('password'), { target: { value: '12a' } }));
    expect(screen.getAllByText('请输入6位纯数字交易密码').length).toBeGreaterThan(0);
    fireEvent.change(field('password'), { target: { value: '135790' } });
    fireEvent.change(field('repeat_password'), { target: { value: '135790' } });
    await act(async () => fireEvent.click(screen.getByText('确定')));
    expect(requests().find((r) => r.url.includes('/accounts/trade_password/'))?.data).toEqual({ password: '135790', repeat_password: '135790' });
    expect(calls.find((c) => c.api === 'redirectTo')?.options).toEqual({ url: '/accounts/settings/index' });
  });

  it('opening an account: binds with the new password and goes to the risk questions when untested', async () => {
    setRouterParams({ open_account: '1' });
    storage.setItem(BIND_DRAFT_KEY, JSON.stringify({ authMode: false, cardId: null, cardTail: null, openAccount: true, identityOnFile: false, hasTradePassword: false, returnUrl: '/', captcha: '111111', career: 2, address: { province: '浙江省', city: '杭州市', district: '西湖区', street: 'x' } }));
    storage.setItem('ls_temporary_bank_card', JSON.stringify({ card: { bank_card_no: '6222020000000000018', bank: 1, real_name: '张三', id_card_no: '110101199003074514', mobile: '13912345678' }, expiresAt: Date.now() + 60_000 }));
    setRequestHandler(async (options) => ((options as Req).url.includes('/investment_risk/mine/') ? reply({ investment_risk: 0, investment_risk_status: 0, effective_to: null }) : reply({ id: 9 })));
    await act(async () => render(<TradePasswordPage />));
    fireEvent.change(field('password'), { target: { value: '135790' } });
    fireEvent.change(field('repeat_password'), { target: { value: '135790' } });
    await act(async () => fireEvent.click(screen.getByText('确定')));
    expect(requests().find((r) => r.url.includes('/funds/bind_bank_card/'))?.data).toMatchObject({ password: '135790', captcha: '111111', career: 2, province: '浙江省' });
    expect(calls.find((c) => c.api === 'redirectTo')?.options).toEqual({ url: '/accounts/investment-risk-questions/index' });
    expect(storage.getItem('back_risk_test')).toBe('/accounts/bank_cards/bind/complete/');
  });
});
