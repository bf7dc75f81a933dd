import { BANK_CARD_ERRORS, BANK_CARD_OK_ERRORS, LOGIN_ERRORS, SIGNUP_ERRORS } from './account-error-texts';

describe('account error texts', () => {
  it('gives the spec\'s verbatim login texts under the spec\'s keys', () => {
    expect(LOGIN_ERRORS.mobile_error).toBe('请输入正确的帐号');
    expect(LOGIN_ERRORS.account_invalid).toBe('帐号或密码错误，请重新输入。');
    expect(LOGIN_ERRORS.account_unregistered).toBe('帐号不存在，请重新输入或注册新帐号。');
    expect(SIGNUP_ERRORS.mobile_registered).toBe('该手机号码已注册，是否直接登录？');
  });

  it('lists every OK-button bank error among the bank error keys, and not the retry one', () => {
    for (const key of BANK_CARD_OK_ERRORS) expect(BANK_CARD_ERRORS[key]).toMatch(/\S/);
    expect(BANK_CARD_OK_ERRORS).not.toContain('verify_timeout');
  });
});
