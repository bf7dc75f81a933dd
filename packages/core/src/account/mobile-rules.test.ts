import fc from 'fast-check';
import { checkMobile, isForeignMobile, isMainlandMobile } from './mobile-rules';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('mobile numbers', () => {
  it('accepts mainland numbers starting 13 to 19', () => {
    expect(isMainlandMobile('13812345678')).toBe(true);
    expect(isMainlandMobile('19912345678')).toBe(true);
  });
  it('refuses mainland numbers starting 10-12, of the wrong length, or with other characters', () => {
    expect(isMainlandMobile('12812345678')).toBe(false);
    expect(isMainlandMobile('1381234567')).toBe(false);
    expect(isMainlandMobile('138123456789')).toBe(false);
    expect(isMainlandMobile('1381234567a')).toBe(false);
  });
  it('accepts foreign numbers of 8 to 11 digits only', () => {
    expect(isForeignMobile('91234567')).toBe(true);
    expect(isForeignMobile('1234567')).toBe(false);
    expect(isForeignMobile('123456789012')).toBe(false);
  });
  it('gives the required and invalid messages', () => {
    expect(checkMobile('')).toBe('手机号码不能为空');
    expect(checkMobile('12345')).toBe('请输入正确的手机号码');
    expect(checkMobile(' 13812345678 ')).toBeNull();
    expect(checkMobile('91234567', { foreign: true })).toBeNull();
    expect(checkMobile('91234567')).toBe('请输入正确的手机号码');
  });

  it('passes every generated mainland number', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 9 }), digits(9), (second, rest) => isMainlandMobile(`1${second}${rest}`)));
  });
  it('fails every 11-character string holding a non-digit', () => {
    fc.assert(
      fc.property(digits(11), fc.integer({ min: 0, max: 10 }), fc.char().filter((c) => !/\d/.test(c)), (d, at, c) => {
        const s = d.slice(0, at) + c + d.slice(at + 1);
        return !isMainlandMobile(s) && !isForeignMobile(s);
      }),
    );
  });
});
