import fc from 'fast-check';
import { checkIdCard, hasValidBirthDate, idCardCheckChar, isIdCardShape } from './id-card-rules';

// A published sample number (GB 11643 appendix): 11010519491231002X.
const SAMPLE = '11010519491231002X';

const validId = fc
  .tuple(
    fc.integer({ min: 110000, max: 659999 }),
    fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2024, 11, 31)) }),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(([area, birth, seq]) => {
    const ymd = birth.toISOString().slice(0, 10).replace(/-/g, '');
    const first17 = `${area}${ymd}${String(seq).padStart(3, '0')}`;
    return first17 + idCardCheckChar(first17);
  });

describe('ID card numbers', () => {
  it('accepts the shapes 15 digits, 18 digits and 17 digits plus X', () => {
    expect(isIdCardShape('110105491231002')).toBe(true);
    expect(isIdCardShape('110105194912310021')).toBe(true);
    expect(isIdCardShape(SAMPLE)).toBe(true);
    expect(isIdCardShape(SAMPLE.toLowerCase())).toBe(true);
    expect(isIdCardShape('1101051949123100')).toBe(false);
    expect(isIdCardShape('11010519491231002Y')).toBe(false);
  });

  it('computes the GB 11643 check character', () => {
    expect(idCardCheckChar(SAMPLE.slice(0, 17))).toBe('X');
    expect(() => idCardCheckChar('123')).toThrow(RangeError);
  });

  it('gives a clear message for each kind of mistake', () => {
    expect(checkIdCard('')).toBe('身份证号码不能为空');
    expect(checkIdCard('12345')).toBe('请输入正确的身份证号码');
    expect(checkIdCard('110105194902300021')).toBe('身份证号码中的出生日期无效，请核对后重新输入');
    expect(checkIdCard('110105194912310021')).toBe('身份证号码校验位不正确，请核对后重新输入');
    expect(checkIdCard(SAMPLE)).toBeNull();
    expect(checkIdCard('11010519491231002x')).toBeNull();
    expect(checkIdCard('110105491231002')).toBeNull();
  });

  it('refuses birth dates before 1900 or not on the calendar', () => {
    expect(hasValidBirthDate('110105189912310021')).toBe(false);
    expect(hasValidBirthDate('110105200002290021')).toBe(true);
    expect(hasValidBirthDate('110105190002290021')).toBe(false);
    expect(hasValidBirthDate('110105199913010021')).toBe(false);
  });

  it('passes every generated number with a correct check digit', () => {
    fc.assert(fc.property(validId, (id) => checkIdCard(id) === null));
  });

  it('fails every generated number whose check digit is changed', () => {
    fc.assert(
      fc.property(validId, fc.constantFrom(...'0123456789X'), (id, other) => {
        fc.pre(other !== id.charAt(17));
        return checkIdCard(id.slice(0, 17) + other) === '身份证号码校验位不正确，请核对后重新输入';
      }),
    );
  });
});
