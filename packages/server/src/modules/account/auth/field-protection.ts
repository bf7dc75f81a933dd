// Protected storage of ID numbers, card numbers and mobiles: AES-256-GCM ciphertext for reading back,
// and a keyed hash (HMAC-SHA256) for equality lookups and uniqueness without decrypting.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { serverModeOf } from '../../../server-mode';

/** Used only when FIELD_KEY is unset in demo mode; anyone reading this source can decrypt with it. */
export const DEVELOPMENT_ONLY_FIELD_KEY = 'development-only-field-key-do-not-use-in-production';

interface Keys {
  encryption: Buffer;
  lookup: Buffer;
}

let cached: { source: string; keys: Keys } | undefined;

export const FIELD_KEY_MISSING = '生产模式必须设置 FIELD_KEY（至少32个字符的随机密钥） / FIELD_KEY is required in production mode (a random secret of at least 32 characters)';

/** The secret behind field protection and CSRF signatures: FIELD_KEY, or in demo mode only the source's key. */
export function fieldSecret(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.FIELD_KEY;
  if (configured !== undefined && configured !== '') return configured;
  if (serverModeOf(env) !== 'demo') throw new Error(FIELD_KEY_MISSING);
  return DEVELOPMENT_ONLY_FIELD_KEY;
}

function keys(): Keys {
  const source = fieldSecret();
  if (cached?.source === source) return cached.keys;
  // Two independent keys from one secret: encryption and lookup hashes never share a key.
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', source, 'fund-field-protection', info, 32));
  const k = { encryption: derive('aes-256-gcm'), lookup: derive('hmac-sha256') };
  cached = { source, keys: k };
  return k;
}

const IV_LEN = 12;
const VERSION = 'v1';

/** 'v1.<iv>.<tag>.<ciphertext>' in base64url. */
export function protectField(plain: string): string {
  const iv = randomBytes(IV_LEN);
  const cipher = createCipheriv('aes-256-gcm', keys().encryption, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function revealField(stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('受保护字段格式不正确');
  const decipher = createDecipheriv('aes-256-gcm', keys().encryption, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The same input always gives the same hash (per key), so it can sit behind a unique index. */
export function lookupHash(kind: string, value: string): string {
  return createHmac('sha256', keys().lookup).update(`${kind}:${value}`).digest('hex');
}
