import { captchaButtonState } from './captcha-countdown';

describe('captcha button countdown', () => {
  it('offers 获取验证码 before the first send and while not sending', () => {
    expect(captchaButtonState(null, 0)).toEqual({ disabled: false, text: '获取验证码', secondsLeft: 0 });
    expect(captchaButtonState(null, 0, true).disabled).toBe(true);
  });

  it('counts 重新发送(n) down for 60 s after a send, then re-enables', () => {
    expect(captchaButtonState(1000, 1000)).toEqual({ disabled: true, text: '重新发送(60)', secondsLeft: 60 });
    expect(captchaButtonState(1000, 1000 + 59_500).text).toBe('重新发送(1)');
    expect(captchaButtonState(1000, 1000 + 60_000)).toEqual({ disabled: false, text: '获取验证码', secondsLeft: 0 });
  });
});
