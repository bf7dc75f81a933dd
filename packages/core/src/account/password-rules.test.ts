import fc from 'fast-check';
import {
  checkLoginPassword,
  checkPasswordChange,
  checkRepeatPassword,
  checkSignupPasswordClient,
  checkSignupPasswordServer,
} from './password-rules';
import { LOGIN_PASSWORD_MESSAGES, SIGNUP_PASSWORD_ERRORS } from '../forms/validation-messages';

describe('login password', () => {
  it('requires 6 to 16 characters', () => {
    expect(checkLoginPassword('')).toBe('密码不能为空');
    expect(checkLoginPassword('12345')).toBe('请输入6-16位密码');
    expect(checkLoginPassword('a'.repeat(17))).toBe('请输入6-16位密码');
    expect(checkLoginPassword('123456')).toBeNull();
    expect(checkLoginPassword('a'.repeat(16))).toBeNull();
  });
  it('needs the repeat to equal it', () => {
    expect(checkRepeatPassword('abc123', '')).toBe('请再次输入密码');
    expect(checkRepeatPassword('abc123', 'abc124')).toBe('两次输入的密码不一致');
    expect(checkRepeatPassword('abc123', 'abc123')).toBeNull();
  });
  it('has the 6-16 hint', () => {
    expect(LOGIN_PASSWORD_MESSAGES.hint).toBe('请设置6-16位密码，建议使用数字加字符组合');
  });
});

describe('signup password', () => {
  it('checks only the minimum on the client', () => {
    expect(checkSignupPasswordClient('')).toBe('密码不能为空');
    expect(checkSignupPasswordClient('12345')).toBe('密码不能少于6位');
    expect(checkSignupPasswordClient('111111')).toBeNull();
  });

  it('names what failed on the server with the key and its message', () => {
    expect(checkSignupPasswordServer('abc 123')).toEqual({ key: 'password_space', message: SIGNUP_PASSWORD_ERRORS.password_space });
    expect(checkSignupPasswordServer('ab12')).toEqual({ key: 'password_length', message: SIGNUP_PASSWORD_ERRORS.password_length });
    expect(checkSignupPasswordServer('a1'.repeat(9))?.key).toBe('password_length');
    expect(checkSignupPasswordServer('123456')).toEqual({ key: 'password_invalid', message: SIGNUP_PASSWORD_ERRORS.password_invalid });
    expect(checkSignupPasswordServer('abcdef')?.key).toBe('password_invalid');
    expect(checkSignupPasswordServer('密码密码12')?.key).toBe('password_invalid');
  });

  it('states the 2-of-3, 6-16 rule in every server message', () => {
    for (const message of Object.values(SIGNUP_PASSWORD_ERRORS)) {
      expect(message).toContain('6-16位');
      expect(message).toContain('数字、字母、符号中至少两种');
    }
  });

  it('accepts any two kinds', () => {
    expect(checkSignupPasswordServer('abc123')).toBeNull();
    expect(checkSignupPasswordServer('123!@#')).toBeNull();
    expect(checkSignupPasswordServer('abc!@#')).toBeNull();
  });

  it('accepts every 6-16 password mixing a letter and a digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,8}$/), fc.stringMatching(/^[0-9]{5,8}$/), (letters, digits) =>
        checkSignupPasswordServer(letters + digits) === null,
      ),
    );
  });
  it('refuses every single-kind password', () => {
    fc.assert(fc.property(fc.stringMatching(/^([0-9]{6,16}|[A-Za-z]{6,16}|[!-/]{6,16})$/), (p) => checkSignupPasswordServer(p)?.key === 'password_invalid'));
  });
});

describe('password change', () => {
  it('needs all three fields at least 6 long', () => {
    const message = '密码不能少于6位，请重新输入';
    expect(checkPasswordChange({ oldPassword: '12345', newPassword: '123456', confirmPassword: '123456' })).toBe(message);
    expect(checkPasswordChange({ oldPassword: '123456', newPassword: '1234', confirmPassword: '123456' })).toBe(message);
    expect(checkPasswordChange({ oldPassword: '123456', newPassword: '123456', confirmPassword: '' })).toBe(message);
  });
  it('needs the confirmation to match', () => {
    expect(checkPasswordChange({ oldPassword: '123456', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toBe('确认密码不一致，请重新输入');
    expect(checkPasswordChange({ oldPassword: '123456', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});
