import { registeredMobileDecision, unregisteredMobileDecision } from './mobile-check';

describe('prior-registration check', () => {
  it('offers login with the number for a registered mobile, or the toast', () => {
    const d = registeredMobileDecision('13912345678');
    expect(d).toMatchObject({ kind: 'confirm', text: '该手机号码已注册，是否直接登录？' });
    expect(d.buttons[1]).toEqual({ text: '登录', role: 'confirm', action: { type: 'navigate', url: '/accounts/login/?mobile=13912345678' } });
    expect(registeredMobileDecision('13912345678', 'toast')).toEqual({ kind: 'toast', text: '该手机号已注册过了！', buttons: [] });
  });

  it('offers signup for an unregistered mobile at login', () => {
    expect(unregisteredMobileDecision('13912345678').buttons[1]?.action).toEqual({ type: 'navigate', url: '/accounts/signup/?mobile=13912345678' });
  });
});
