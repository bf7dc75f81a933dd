import { ApiError } from '../client/api-error';
import { bankCardFailureDecision } from './bank-card-errors';
import { loginFailureDecision, signupFailureDecision } from './login-errors';
import { tradeDialogDecision } from './trade-dialog-errors';

const answer = (errors: Record<string, string[]>) => ApiError.fromErrors(400, errors);

describe('login error table', () => {
  it('mobile_error is an alert', () => {
    expect(loginFailureDecision(answer({ mobile_error: ['x'] }), '13800000000')).toEqual({
      kind: 'alert',
      text: '请输入正确的帐号',
      buttons: [{ text: '确定', action: { type: 'close' }, role: 'confirm' }],
    });
  });

  it('account_invalid confirms: re-enter, or reset the password with the mobile', () => {
    expect(loginFailureDecision(answer({ account_invalid: ['x'] }), '138 0000')).toEqual({
      kind: 'confirm',
      text: '帐号或密码错误，请重新输入。',
      buttons: [
        { text: '重新输入', action: { type: 'reenter' }, role: 'cancel' },
        { text: '忘记密码', action: { type: 'navigate', url: '/accounts/password/reset/?mobile=138%200000' }, role: 'confirm' },
      ],
    });
  });

  it('account_unregistered confirms: re-enter, or register with the mobile', () => {
    const d = loginFailureDecision(answer({ account_unregistered: ['x'] }), '13800000000');
    expect(d.kind).toBe('confirm');
    expect(d.text).toBe('帐号不存在，请重新输入或注册新帐号。');
    expect(d.buttons.map((b) => [b.text, b.action])).toEqual([
      ['重新输入', { type: 'reenter' }],
      ['注册', { type: 'navigate', url: '/accounts/signup/?mobile=13800000000' }],
    ]);
  });

  it('any other key is a toast of the server message; a network failure the network text', () => {
    expect(loginFailureDecision(answer({ password: ['密码错误次数过多'] }))).toEqual({ kind: 'toast', text: '密码错误次数过多', buttons: [] });
    expect(loginFailureDecision(new ApiError(-1, 'offline')).text).toBe('网络连接失败，请检查网络');
  });
});

describe('signup error table', () => {
  it.each(['password_space', 'password_length', 'password_invalid'])('%s is an alert about the password rule', (key) => {
    const d = signupFailureDecision(answer({ [key]: ['x'] }));
    expect(d.kind).toBe('alert');
    expect(d.text).toMatch(/6-16/);
    expect(d.text).toMatch(/两种/);
  });

  it('mobile_registered confirms a login with the mobile, or toasts when the screen prefers', () => {
    const d = signupFailureDecision(answer({ mobile_registered: ['x'] }), { mobile: '13800000000' });
    expect(d).toMatchObject({ kind: 'confirm', text: '该手机号码已注册，是否直接登录？' });
    expect(d.buttons[1]).toEqual({ text: '登录', action: { type: 'navigate', url: '/accounts/login/?mobile=13800000000' }, role: 'confirm' });
    expect(signupFailureDecision(answer({ mobile_registered: ['x'] }), { mobileRegisteredAs: 'toast' })).toEqual({ kind: 'toast', text: '该手机号已注册过了！', buttons: [] });
  });

  it('other keys are a toast', () => {
    expect(signupFailureDecision(answer({ captcha: ['验证码错误'] }))).toEqual({ kind: 'toast', text: '验证码错误', buttons: [] });
  });
});

describe('bank-card verification table', () => {
  const help = { text: '绑卡遇到问题', action: { type: 'navigate', url: '/faq/#unionpay' }, role: 'cancel' };

  it('verify_timeout offers a retry beside the FAQ', () => {
    expect(bankCardFailureDecision(answer({ verify_timeout: ['银行验证超时'] }))).toEqual({
      kind: 'confirm',
      text: '银行验证超时',
      buttons: [help, { text: '重试', action: { type: 'retry' }, role: 'confirm' }],
    });
  });

  it.each(['trade_account_error', 'bank_status_no_valid', 'bank_no_valid', 'identityverification_realname_error', 'bank_card_exist'])('%s offers OK', (key) => {
    const d = bankCardFailureDecision(answer({ [key]: ['服务器说明'] }));
    expect(d.text).toBe('服务器说明');
    expect(d.buttons).toEqual([help, { text: '确定', action: { type: 'close' }, role: 'confirm' }]);
  });

  it('any other first error offers 重新填写; only the first error decides', () => {
    const d = bankCardFailureDecision(answer({ id_card_no: ['身份证号码有误'], verify_timeout: ['超时'] }));
    expect(d.buttons[1]).toEqual({ text: '重新填写', action: { type: 'reenter' }, role: 'confirm' });
    expect(d.text).toBe('身份证号码有误；超时');
  });

  it('a failure without errors is a toast', () => {
    expect(bankCardFailureDecision(new ApiError(429, 'Too Many'))).toEqual({ kind: 'toast', text: '请求过于频繁，请稍后重试', buttons: [] });
  });
});

describe('trade password dialog errors (buy, sell, undo)', () => {
  it('shows the server title inside the dialog', () => {
    expect(tradeDialogDecision(answer({ password: ['交易密码错误，还可输入2次'] }))).toEqual({ kind: 'inline', text: '交易密码错误，还可输入2次', buttons: [] });
  });

  it('shows network and generic failures inside the dialog too', () => {
    expect(tradeDialogDecision(new ApiError(-1, 'offline')).text).toBe('网络连接失败，请检查网络');
    expect(tradeDialogDecision(new ApiError(500, 'x'))).toEqual({ kind: 'inline', text: '数据请求失败，请稍后重试', buttons: [] });
  });

  it('leaves an expired login to the usual toast (and redirect)', () => {
    expect(tradeDialogDecision(new ApiError(401, 'x')).kind).toBe('toast');
  });
});
