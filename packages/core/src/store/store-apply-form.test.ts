import fc from 'fast-check';
import {
  STORE_APPLY_MESSAGES as M,
  checkQualificationNo,
  checkStoreApplyForm,
  checkStoreAvatar,
  checkStoreIntroduction,
  checkStoreName,
  normalStoreApplyForm,
  type StoreApplyForm,
} from './store-apply-form';

const good: StoreApplyForm = {
  name: '稳健理财小店',
  introduction: '专注低波动的固收加组合，每月复盘一次。',
  avatar: 'https://img.example.com/a.png',
  qualification_no: 'S0100619010001',
  agreement: true,
};

const hanChar = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCharCode(c));
const hanText = (min: number, max: number) => fc.array(hanChar, { minLength: min, maxLength: max }).map((a) => a.join(''));

describe('store apply form', () => {
  it('a complete form has no errors', () => {
    expect(checkStoreApplyForm(good)).toEqual({});
  });

  it('an empty form names every field in Chinese', () => {
    expect(checkStoreApplyForm({ name: ' ', introduction: '', avatar: '', qualification_no: '', agreement: false })).toEqual({
      name: M.nameRequired,
      introduction: M.introductionRequired,
      avatar: M.avatarRequired,
      qualification_no: M.qualificationRequired,
      agreement: M.agreementRequired,
    });
  });

  it('names of 2 to 20 characters pass, others are refused with the length message', () => {
    fc.assert(fc.property(hanText(2, 20), (name) => checkStoreName(name) === null));
    fc.assert(fc.property(hanText(21, 60), (name) => checkStoreName(name) === M.nameLength));
    expect(checkStoreName('店')).toBe(M.nameLength);
    // Emoji count as one character each.
    expect(checkStoreName('😀😀')).toBeNull();
  });

  it('introductions of 10 to 500 characters pass', () => {
    fc.assert(fc.property(hanText(10, 500), (t) => checkStoreIntroduction(t) === null));
    fc.assert(fc.property(hanText(1, 9), (t) => checkStoreIntroduction(t) === M.introductionLength));
    fc.assert(fc.property(hanText(501, 600), (t) => checkStoreIntroduction(t) === M.introductionLength));
  });

  it('qualification numbers are one capital letter and 13 digits', () => {
    const valid = fc.tuple(fc.constantFrom(...'ABCSXYZ'.split('')), fc.stringMatching(/^\d{13}$/)).map(([l, d]) => l + d);
    fc.assert(fc.property(valid, (no) => checkQualificationNo(no) === null && checkQualificationNo(` ${no} `) === null));
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (no) => checkQualificationNo(no) === null || (Object.values(M) as string[]).includes(checkQualificationNo(no) ?? '')));
    for (const bad of ['s0100619010001', 'S010061901000', 'S01006190100012', '0100619010001S']) expect(checkQualificationNo(bad)).toBe(M.qualificationInvalid);
  });

  it('avatars are https addresses or server paths', () => {
    expect(checkStoreAvatar('/media/avatars/1.png')).toBeNull();
    expect(checkStoreAvatar('http://x.cn/a.png')).toBe(M.avatarInvalid);
    expect(checkStoreAvatar('https://x.cn/a b.png')).toBe(M.avatarInvalid);
    expect(checkStoreAvatar('javascript:alert(1)')).toBe(M.avatarInvalid);
    expect(checkStoreAvatar(`/${'a'.repeat(500)}`)).toBe(M.avatarInvalid);
  });

  it('any form either passes or lists only known Chinese messages, and normalising never changes the verdict', () => {
    const form = fc.record({ name: fc.string(), introduction: fc.string({ maxLength: 600 }), avatar: fc.string(), qualification_no: fc.string(), agreement: fc.boolean() });
    fc.assert(
      fc.property(form, (f) => {
        const errors = checkStoreApplyForm(f);
        const known = Object.values(errors).every((m) => (Object.values(M) as string[]).includes(m));
        return known && JSON.stringify(checkStoreApplyForm(normalStoreApplyForm(f))) === JSON.stringify(errors) && (f.agreement || errors.agreement === M.agreementRequired);
      }),
    );
  });
});
