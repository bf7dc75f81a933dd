import fc from 'fast-check';
import { checkEmail, checkNickname, displayLength, isEmail, isNickname } from './contact-rules';

describe('email', () => {
  it('accepts simple addresses with a 2-3 character suffix', () => {
    expect(isEmail('zhang_san-1@example.com')).toBe(true);
    expect(isEmail('a.b@mail.qq.cn')).toBe(true);
    expect(isEmail('li@163.com.cn')).toBe(true);
  });
  it('refuses addresses without @ or with a long suffix', () => {
    expect(isEmail('zhang.example.com')).toBe(false);
    expect(isEmail('zhang@example.info')).toBe(false);
    expect(isEmail('zhang@example')).toBe(false);
  });
  it('gives the required and format messages', () => {
    expect(checkEmail(' ')).toBe('邮箱不能为空');
    expect(checkEmail('x@')).toBe('邮箱格式不正确');
    expect(checkEmail('x@y.com')).toBeNull();
  });
});

describe('nickname', () => {
  it('counts wide characters double', () => {
    expect(displayLength('ab')).toBe(2);
    expect(displayLength('张三')).toBe(4);
    expect(displayLength('张a')).toBe(3);
  });
  it('accepts 4 to 20 display characters of Chinese, letters, digits, _ and -', () => {
    expect(isNickname('张三')).toBe(true);
    expect(isNickname('abcd')).toBe(true);
    expect(isNickname('a_b-c')).toBe(true);
    expect(isNickname('一二三四五六七八九十')).toBe(true);
  });
  it('refuses too short, too long or other characters, with the username message', () => {
    expect(isNickname('张')).toBe(false);
    expect(isNickname('abc')).toBe(false);
    expect(isNickname('一二三四五六七八九十一')).toBe(false);
    expect(isNickname('ab cd')).toBe(false);
    expect(checkNickname('a!b@c')).toBe('用户名不合法，请输入4-20个字符，支持中英文、数字、下划线或减号');
    expect(checkNickname('张三丰')).toBeNull();
  });
  it('passes any string of 4-20 ASCII word characters', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{4,20}$/), (s) => isNickname(s)));
  });
  it('measures any Chinese-only name at twice its length', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0x4e00, max: 0x9fa5 }), { minLength: 1, maxLength: 15 }), (codes) => {
        const s = String.fromCodePoint(...codes);
        expect(displayLength(s)).toBe(codes.length * 2);
        expect(isNickname(s)).toBe(codes.length >= 2 && codes.length <= 10);
      }),
    );
  });
});
