import { checkCaptchaSend } from './captcha-send-rules';
import { MOBILE_REGISTRATION_MESSAGES } from '../forms/validation-messages';

describe('sending a captcha', () => {
  it('needs a valid mobile first', () => {
    expect(checkCaptchaSend({ mobile: '' })).toBe('手机号码不能为空');
    expect(checkCaptchaSend({ mobile: '123', agreementRequired: true })).toBe('请输入正确的手机号码');
  });
  it('needs the agreement ticked when the screen shows one', () => {
    expect(checkCaptchaSend({ mobile: '13812345678', agreementRequired: true, agreed: false })).toBe('请勾选阅读协议');
    expect(checkCaptchaSend({ mobile: '13812345678', agreementRequired: true, agreed: true })).toBeNull();
  });
  it('needs the slider passed when the screen shows one', () => {
    expect(checkCaptchaSend({ mobile: '13812345678', sliderRequired: true })).toBe('请先完成滑块验证');
    expect(checkCaptchaSend({ mobile: '13812345678', sliderRequired: true, sliderPassed: true })).toBeNull();
  });
  it('accepts a foreign number when a foreign code is chosen', () => {
    expect(checkCaptchaSend({ mobile: '91234567', foreign: true })).toBeNull();
  });
  it('carries the registered-mobile texts verbatim', () => {
    expect(MOBILE_REGISTRATION_MESSAGES.registeredConfirm).toBe('该手机号码已注册，是否直接登录？');
    expect(MOBILE_REGISTRATION_MESSAGES.loginButton).toBe('登录');
    expect(MOBILE_REGISTRATION_MESSAGES.registeredToast).toBe('该手机号已注册过了！');
  });
});
