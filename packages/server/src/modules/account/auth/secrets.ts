// Password and token hashing. Login passwords use scrypt with a per-user salt (the 6-digit trade PIN is
// peppered instead, see trade-password/pin-hash.ts); tokens are random and only their SHA-256 is stored,
// so a leaked table logs no one in.
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { serverModeOf } from '../../../server-mode';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt floor (N=2^17, r=8, p=1: 128 MiB, roughly a third of a second on one core, run on libuv's
 * pool so the event loop stays free).
 */
export const PRODUCTION_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** The test cost: 3 ms of CPU a hash instead of 50 (16×) for suites that register hundreds of users. */
const TEST_SCRYPT: ScryptCost = { ...PRODUCTION_SCRYPT, N: 2 ** 10 };

/**
 * Set to 1 by the harnesses that start whole demo servers (E2E, mini-program pages, cluster), whose journeys
 * register an investor each: at the production cost those hashes took about a second of CPU apiece on CI.
 */
export const TEST_SCRYPT_ENV = 'FUND_TEST_SCRYPT';

/**
 * The cost new hashes are made with: the test cost under jest (NODE_ENV=test) or when TEST_SCRYPT_ENV says so,
 * and never in production mode, whatever the environment says (fail closed). Verification always uses the
 * cost stored in the hash.
 */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): ScryptCost {
  if (serverModeOf(env) !== 'demo') return PRODUCTION_SCRYPT;
  return env.NODE_ENV === 'test' || env[TEST_SCRYPT_ENV] === '1' ? TEST_SCRYPT : PRODUCTION_SCRYPT;
}

const KEY_LEN = 32;
const SALT_LEN = 16;

function scryptAsync(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, KEY_LEN, { N: n, r, p, maxmem: 256 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** 'scrypt$N$r$p$salt$hash' (base64 parts): the parameters travel with the hash so they can be raised later. */
export async function hashSecret(secret: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { N, r, p } = scryptCost(env);
  const salt = randomBytes(SALT_LEN);
  const key = await scryptAsync(secret, salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [kind, n, r, p, salt, hash] = parts;
  if (parts.length !== 6 || kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A URL-safe random token of `bytes` random bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A uniformly random decimal code of `digits` digits (SMS captcha). */
export function randomDigits(digits: number): string {
  let out = '';
  while (out.length < digits) {
    const byte = randomBytes(1)[0] ?? 0;
    // Reject 250-255 so every digit is equally likely.
    if (byte < 250) out += String(byte % 10);
  }
  return out;
}
