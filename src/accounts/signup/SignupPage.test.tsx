import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import SignupPage from '.';

type Req = { url: string; method: string; data?: Record<string, unknown> };
const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const toasts = () => calls.filter((c) => c.api === 'showToast').map((c) => (c.options as { title: string }).title);
const modals = () => calls.filter((c) => c.api === 'showModal').map((c) => c.options as { content: string; confirmText: string });
const field = (name: string) => document.querySelector(`[data-field="${name}"] input`) as HTMLInputElement;
const requests = () => calls.filter((c) => c.api === 'request').map((c) => c.options as Req);

let registered = 0;
let signupAnswer: () => ReturnType<typeof reply>;

beforeEach(() => {
  resetTaroFake();
  registered = 0;
  signupAnswer = () => reply({ token: { access_token: 'tok' } });
  setRequestHandler(async (options) => {
    const url = (options as Req).url;
    if (url.includes('/csrftoken/')) return reply({ csrftoken: 't' });
    if (url.includes('/slider_captcha/verify/')) return reply({ slider_token: 'pass-1', expires_in: 300 });
    if (url.includes('/slider_captcha/')) return reply({ token: 'puzzle', width: 280, height: 160, piece_size: 44, piece_y: 30, image: 'data:image/png;base64,iVBORw0KGgo=', expires_in: 120 });
    if (url.includes('/check_mobile/')) return reply({ status: registered });
    if (url.includes('/new_mobile_captcha/')) return reply({ detail: 'ok' });
    if (url.includes('/accounts/signup/')) return signupAnswer();
    return reply({});
  });
});

async function fillMobile() {
  await act(async () => render(<SignupPage />));
  await act(async () => fireEvent.change(field('mobile'), { target: { value: '13912345678' } }));
}

describe('signup', () => {
  it('asks for the agreement, then the slider, before sending the code', async () => {
    await fillMobile();
    await act(async () => fireEvent.click(screen.getByText('获取验证码')));
    expect(toasts()).toContain('请勾选阅读协议');
    await act(async () => fireEvent.click(screen.getByText(/我已阅读并同意/)));
    await act(async () => fireEvent.click(screen.getByText('获取验证码')));
    expect(toasts()).toContain('请先完成滑块验证');
    expect(requests().some((r) => r.url.includes('/new_mobile_captcha/'))).toBe(false);
  });

  it('sends the code with the slider pass and counts down 重新发送(60)', async () => {
    await fillMobile();
    await act(async () => fireEvent.click(screen.getByText(/我已阅读并同意/)));
    await act(async () => fireEvent.change(document.querySelector('.slider-input') as HTMLInputElement, { target: { value: '121' } }));
    expect(requests().find((r) => r.url.includes('/slider_captcha/verify/'))?.data).toEqual({ token: 'puzzle', offset: 121 });
    await act(async () => fireEvent.click(screen.getByText('获取验证码')));
    const send = requests().find((r) => r.url.includes('/new_mobile_captcha/'));
    expect(send?.url).toContain('mobile=13912345678');
    expect(send?.url).toContain('slider_token=pass-1');
    expect(toasts()).toContain('验证码已发送，请注意查收');
    expect(screen.getByText('重新发送(60)').closest('button')?.disabled).toBe(true);
  });

  it('offers login for a number registered before', async () => {
    registered = 1;
    await fillMobile();
    await act(async () => fireEvent.click(screen.getByText('获取验证码')));
    expect(modals()[0]).toMatchObject({ content: '该手机号码已注册，是否直接登录？', confirmText: '登录' });
    expect((calls.find((c) => c.api === 'navigateTo')?.options as { url: string }).url).toBe('/accounts/login/index?mobile=13912345678');
  });

  it('validates on blur, signs up and opens mine', async () => {
    await fillMobile();
    await act(async () => fireEvent.blur(field('password'), { target: { value: 'abc' } }));
    expect(screen.getAllByText('密码不能少于6位').length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByText(/我已阅读并同意/)));
    fireEvent.change(field('captcha'), { target: { value: '123456' } });
    fireEvent.change(field('password'), { target: { value: 'abc123' } });
    await act(async () => fireEvent.click(screen.getByText('注册', { selector: 'button' })));
    expect(requests().find((r) => r.url.includes('/accounts/signup/'))?.data).toMatchObject({ mobile: '13912345678', captcha: '123456', password: 'abc123' });
    expect(calls.find((c) => c.api === 'switchTab')?.options).toEqual({ url: '/pages/mine/index' });
  });

  it('signs up with the invite code a share link brought', async () => {
    setRouterParams({ invite_code: 'AB3CD4EF' });
    await fillMobile();
    await act(async () => fireEvent.click(screen.getByText(/我已阅读并同意/)));
    fireEvent.change(field('captcha'), { target: { value: '123456' } });
    fireEvent.change(field('password'), { target: { value: 'abc123' } });
    await act(async () => fireEvent.click(screen.getByText('注册', { selector: 'button' })));
    expect(requests().find((r) => r.url.includes('/accounts/signup/'))?.data).toMatchObject({ mobile: '13912345678', invite_code: 'AB3CD4EF' });
  });

  it('shows the password rule alert for a weak password', async () => {
    signupAnswer = () => reply({ errors: { password_invalid: ['x'] } }, 400);
    await fillMobile();
    await act(async () => fireEvent.click(screen.getByText(/我已阅读并同意/)));
    fireEvent.change(field('captcha'), { target: { value: '123456' } });
    fireEvent.change(field('password'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByText('注册', { selector: 'button' })));
    expect(modals()[0]?.content).toBe('密码需包含数字、字母、符号中至少两种，长度6-16位');
  });
});
