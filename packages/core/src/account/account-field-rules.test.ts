import fc from 'fast-check';
import {
  checkBankCardNo,
  checkCaptcha,
  checkRealName,
  isRealName,
  normalizeBankCardNo,
  normalizeRealName,
  passesLuhn,
} from './account-field-rules';

/** Appends the Luhn check digit to a body of digits. */
function withLuhnDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (passesLuhn(body + d)) return body + d;
  throw new Error('unreachable');
}

describe('captcha', () => {
  it('is required and at most 8 characters', () => {
    expect(checkCaptcha('')).toBe('验证码不能为空');
    expect(checkCaptcha('123456789')).toBe('验证码不能超过8位');
    expect(checkCaptcha('1234')).toBeNull();
  });
});

describe('bank card number', () => {
  it('drops the grouping spaces', () => {
    expect(normalizeBankCardNo('6222 0212 3456 7890')).toBe('6222021234567890');
  });
  it('is required, 12 to 20 digits, and passes the Luhn check', () => {
    expect(checkBankCardNo('')).toBe('银行卡号不能为空');
    expect(checkBankCardNo('6222abc')).toBe('请输入正确的银行卡号');
    expect(checkBankCardNo('12345678901')).toBe('请输入正确的银行卡号');
    expect(checkBankCardNo('1'.repeat(21))).toBe('请输入正确的银行卡号');
    expect(checkBankCardNo('4111 1111 1111 1111')).toBeNull();
    expect(checkBankCardNo('4111111111111112')).toBe('银行卡号有误，请核对卡号后重新输入');
  });
  it('refuses non-digits in the Luhn check', () => {
    expect(passesLuhn('41a1')).toBe(false);
  });
  it('passes every generated number with a correct check digit and fails it with a changed one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^62\d{14,17}$/), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const card = withLuhnDigit(body);
        expect(checkBankCardNo(card)).toBeNull();
        const wrong = card.slice(0, -1) + ((Number(card.slice(-1)) + shift) % 10);
        expect(checkBankCardNo(wrong)).toBe('银行卡号有误，请核对卡号后重新输入');
      }),
    );
  });
});

describe('real name', () => {
  it('accepts Chinese names, including the middle dot of transliterated names', () => {
    expect(isRealName('张三')).toBe(true);
    expect(isRealName('阿卜杜勒·克里木')).toBe(true);
    expect(isRealName('阿卜杜勒•克里木')).toBe(true);
    expect(normalizeRealName(' 阿卜杜勒.克里木 ')).toBe('阿卜杜勒·克里木');
  });
  it('refuses single characters, latin letters, a stray dot and over 20 characters', () => {
    expect(isRealName('张')).toBe(false);
    expect(isRealName('Zhang San')).toBe(false);
    expect(isRealName('·张三')).toBe(false);
    expect(isRealName('张三·')).toBe(false);
    expect(isRealName('张'.repeat(21))).toBe(false);
  });
  it('gives the required and invalid messages', () => {
    expect(checkRealName(' ')).toBe('真实姓名不能为空');
    expect(checkRealName('abc')).toBe('请输入正确的真实姓名');
    expect(checkRealName('李四')).toBeNull();
  });
});
