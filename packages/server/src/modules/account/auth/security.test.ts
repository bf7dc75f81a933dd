import { lookupHash, protectField, revealField } from './field-protection';
import { isValidCsrfToken, issueCsrfToken } from './csrf';
import { hashSecret, PRODUCTION_SCRYPT, randomDigits, scryptCost, TEST_SCRYPT_ENV, verifySecret } from './secrets';

describe('security helpers', () => {
  it('hashes passwords with a fresh salt each time and verifies only the right one', async () => {
    const a = await hashSecret('demo1234');
    const b = await hashSecret('demo1234');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(await verifySecret('demo1234', a)).toBe(true);
    expect(await verifySecret('demo1235', a)).toBe(false);
    expect(await verifySecret('demo1234', 'garbage')).toBe(false);
  });

  it('hashes login passwords at OWASP\'s scrypt cost (N=2^17, r=8, p=1) outside jest and in production mode', async () => {
    expect(PRODUCTION_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    for (const env of [{ NODE_ENV: 'production' }, {}, { NODE_ENV: 'development' }, { NODE_ENV: 'test', FUND_MODE: 'production' }, { FUND_MODE: 'demo', [TEST_SCRYPT_ENV]: '0' }]) {
      expect(scryptCost(env)).toEqual(PRODUCTION_SCRYPT);
    }
    const hash = await hashSecret('demo1234', { NODE_ENV: 'production' });
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifySecret('demo1234', hash)).toBe(true);
    expect(await verifySecret('demo1235', hash)).toBe(false);
  });

  it('lowers the cost only under jest in demo mode, and still verifies by the cost stored in the hash', async () => {
    expect(scryptCost({ NODE_ENV: 'test' }).N).toBeLessThan(PRODUCTION_SCRYPT.N);
    const cheap = await hashSecret('demo1234', { NODE_ENV: 'test' });
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', String(scryptCost({ NODE_ENV: 'test' }).N), '8', '1']);
    expect(await verifySecret('demo1234', cheap)).toBe(true);
  });

  it('lowers it for a demo server only when the test harness asks (FUND_TEST_SCRYPT=1); production mode refuses', async () => {
    const asked = { FUND_MODE: 'demo', NODE_ENV: 'development', [TEST_SCRYPT_ENV]: '1' };
    expect(scryptCost(asked)).toEqual(scryptCost({ NODE_ENV: 'test' }));
    for (const env of [{ NODE_ENV: 'production', [TEST_SCRYPT_ENV]: '1' }, { FUND_MODE: 'production', NODE_ENV: 'test', [TEST_SCRYPT_ENV]: '1' }, { [TEST_SCRYPT_ENV]: '1' }]) {
      expect(scryptCost(env)).toEqual(PRODUCTION_SCRYPT);
    }
    expect(await hashSecret('demo1234', { NODE_ENV: 'production', [TEST_SCRYPT_ENV]: '1' })).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('encrypts a field so that the ciphertext differs each time and reads back, and detects tampering', () => {
    const one = protectField('110105199003071239');
    expect(one).not.toContain('110105199003071239');
    expect(protectField('110105199003071239')).not.toBe(one);
    expect(revealField(one)).toBe('110105199003071239');
    const parts = one.split('.');
    const tampered = [parts[0], parts[1], parts[2], `${parts[3]?.slice(0, -2)}AA`].join('.');
    expect(() => revealField(tampered)).toThrow();
  });

  it('gives a stable keyed hash per kind', () => {
    expect(lookupHash('mobile', '13800000000')).toBe(lookupHash('mobile', '13800000000'));
    expect(lookupHash('mobile', '13800000000')).not.toBe(lookupHash('id_card', '13800000000'));
  });

  it('accepts its own CSRF tokens only, within a week', () => {
    const now = Date.now();
    const token = issueCsrfToken(now);
    expect(isValidCsrfToken(token, now)).toBe(true);
    expect(isValidCsrfToken(token, now + 8 * 24 * 3600_000)).toBe(false);
    expect(isValidCsrfToken(`${token.slice(0, -1)}x`, now)).toBe(false);
    expect(isValidCsrfToken('a.b.c', now)).toBe(false);
  });

  it('makes 6-digit SMS codes', () => {
    for (let i = 0; i < 20; i += 1) expect(randomDigits(6)).toMatch(/^\d{6}$/);
  });
});
