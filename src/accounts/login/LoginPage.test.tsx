import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, answerNextModal, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import LoginPage from '.';

type Req = { url: string; method: string; data?: Record<string, string> };
const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const modal = () => calls.filter((c) => c.api === 'showModal').map((c) => c.options as { content: string; confirmText: string; cancelText?: string });
const field = (name: string) => document.querySelector(`[data-field="${name}"] input`) as HTMLInputElement;

function answerLogin(login: () => ReturnType<typeof reply>) {
  setRequestHandler(async (options) => {
    const url = (options as Req).url;
    if (url.includes('/accounts/csrftoken/')) return reply({ csrftoken: 't' });
    return login();
  });
}

beforeEach(() => resetTaroFake());

describe('login', () => {
  it('prefills the mobile, validates on blur with the spec message and logs in to next', async () => {
    setRouterParams({ mobile: '13912345678', next: '/s/000001/buy/?amount=100' });
    answerLogin(() => reply({ token: { access_token: 'tok' } }));
    await act(async () => render(<LoginPage />));
    expect(field('mobile').value).toBe('13912345678');
    await act(async () => fireEvent.blur(field('password'), { target: { value: '123' } }));
    expect(screen.getAllByText('请输入6-16位密码').length).toBeGreaterThan(0);
    await act(async () => fireEvent.change(field('password'), { target: { value: 'secret12' } }));
    await act(async () => fireEvent.click(screen.getByText('登录', { selector: 'button' })));
    const login = calls.find((c) => c.api === 'request' && (c.options as Req).url.includes('/accounts/login/'))?.options as Req;
    expect(login.data).toEqual({ mobile: '13912345678', password: 'secret12' });
    expect(calls.find((c) => c.api === 'redirectTo')?.options).toEqual({ url: '/trade/fund-buy/index?symbol=000001&amount=100' });
  });

  it('goes to mine by default', async () => {
    answerLogin(() => reply({ token: { access_token: 'tok' } }));
    await act(async () => render(<LoginPage />));
    fireEvent.change(field('mobile'), { target: { value: '13912345678' } });
    fireEvent.change(field('password'), { target: { value: 'secret12' } });
    await act(async () => fireEvent.click(screen.getByText('登录', { selector: 'button' })));
    expect(calls.find((c) => c.api === 'switchTab')?.options).toEqual({ url: '/pages/mine/index' });
  });

  it('shows the account_invalid confirm and goes to reset with the mobile on 忘记密码', async () => {
    answerLogin(() => reply({ errors: { account_invalid: ['帐号或密码错误，请重新输入。'] } }, 400));
    answerNextModal(true);
    await act(async () => render(<LoginPage />));
    fireEvent.change(field('mobile'), { target: { value: '13912345678' } });
    fireEvent.change(field('password'), { target: { value: 'wrongpass' } });
    await act(async () => fireEvent.click(screen.getByText('登录', { selector: 'button' })));
    expect(modal()[0]).toMatchObject({ content: '帐号或密码错误，请重新输入。', confirmText: '忘记密码', cancelText: '重新输入' });
    expect((calls.find((c) => c.api === 'navigateTo')?.options as { url: string }).url).toBe('/accounts/password-reset/index?mobile=13912345678');
  });

  it('shows the mobile_error alert and clears the password on 重新输入 for account_unregistered', async () => {
    answerLogin(() => reply({ errors: { mobile_error: ['请输入正确的帐号'] } }, 400));
    await act(async () => render(<LoginPage />));
    fireEvent.change(field('mobile'), { target: { value: '13912345678' } });
    fireEvent.change(field('password'), { target: { value: 'secret12' } });
    await act(async () => fireEvent.click(screen.getByText('登录', { selector: 'button' })));
    expect(modal()[0]).toMatchObject({ content: '请输入正确的帐号', confirmText: '确定' });

    answerLogin(() => reply({ errors: { account_unregistered: ['帐号不存在，请重新输入或注册新帐号。'] } }, 400));
    answerNextModal(false);
    await act(async () => fireEvent.click(screen.getByText('登录', { selector: 'button' })));
    expect(modal()[1]).toMatchObject({ content: '帐号不存在，请重新输入或注册新帐号。', confirmText: '注册' });
    expect(field('password').value).toBe('');
  });
});
