import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import PasswordResetPage from '.';

type Req = { url: string; data?: Record<string, unknown> };
const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const field = (name: string) => document.querySelector(`[data-field="${name}"] input`) as HTMLInputElement;

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async (options) => {
    const url = (options as Req).url;
    if (url.includes('/csrftoken/')) return reply({ csrftoken: 't' });
    if (url.includes('/slider_captcha/')) return reply({ token: 'p', width: 280, height: 160, piece_size: 44, piece_y: 30, image: 'data:image/png;base64,iVBORw0KGgo=', expires_in: 120 });
    return reply({ detail: '密码已重置，请重新登录' });
  });
});

describe('password reset', () => {
  it('takes the mobile from the query, resets and returns to login with it', async () => {
    setRouterParams({ mobile: '13912345678' });
    await act(async () => render(<PasswordResetPage />));
    expect(field('mobile').value).toBe('13912345678');
    await act(async () => fireEvent.blur(field('password'), { target: { value: '12' } }));
    expect(screen.getAllByText('密码不能少于6位').length).toBeGreaterThan(0);
    fireEvent.change(field('captcha'), { target: { value: '654321' } });
    fireEvent.change(field('password'), { target: { value: 'newpass1' } });
    await act(async () => fireEvent.click(screen.getByText('重置密码')));
    const sent = calls.find((c) => c.api === 'request' && (c.options as Req).url.includes('/set_password/'))?.options as Req;
    expect(sent.data).toEqual({ mobile: '13912345678', captcha: '654321', password: 'newpass1' });
    expect(calls.find((c) => c.api === 'redirectTo')?.options).toEqual({ url: '/accounts/login/index?mobile=13912345678' });
  });
});
