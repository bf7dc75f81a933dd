// The 6-digit trade password is stored as HMAC-SHA256 under a server-side pepper that never sits in the
// database: a leaked table alone cannot be searched, and a slow hash would not help a PIN anyway (10⁶
// guesses); online guessing is stopped by the lockout. The argument is in packages/server/SECURITY.md.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { fieldSecret } from '../auth/field-protection';
import { verifySecret } from '../auth/secrets';

const PREFIX = 'pin-hmac';
const VERSION = 'v1';
const SALT_LEN = 16;

let cached: { source: string; key: Buffer } | undefined;

/**
 * The pepper: its own key derived from FIELD_KEY (which production refuses to start without), so the PIN
 * hashes share no key with field encryption or lookup hashes. Throws in production when FIELD_KEY is unset.
 */
export function tradePinKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const source = fieldSecret(env);
  if (cached?.source === source) return cached.key;
  const key = Buffer.from(hkdfSync('sha256', source, 'fund-trade-pin', 'hmac-sha256', 32));
  cached = { source, key };
  return key;
}

function mac(pin: string, salt: Buffer, key: Buffer): Buffer {
  return createHmac('sha256', key).update(salt).update(pin.normalize('NFKC'), 'utf8').digest();
}

/** 'pin-hmac$v1$salt$mac' (base64): a per-user salt so equal PINs do not show as equal rows. */
export function hashTradePin(pin: string, env: NodeJS.ProcessEnv = process.env): string {
  const salt = randomBytes(SALT_LEN);
  return [PREFIX, VERSION, salt.toString('base64'), mac(pin, salt, tradePinKey(env)).toString('base64')].join('$');
}

export interface PinCheck {
  ok: boolean;
  /** Set when a right PIN was stored in the old slow format: the hash to store in its place. */
  upgraded?: string;
}

/** Checks a PIN against the stored hash; an old scrypt hash still verifies once and asks to be rewritten. */
export async function checkTradePin(pin: string, stored: string, env: NodeJS.ProcessEnv = process.env): Promise<PinCheck> {
  const parts = stored.split('$');
  if (parts[0] === PREFIX) {
    const [, version, salt, expected] = parts;
    if (parts.length !== 4 || version !== VERSION || !salt || !expected) return { ok: false };
    const want = Buffer.from(expected, 'base64');
    const got = mac(pin, Buffer.from(salt, 'base64'), tradePinKey(env));
    return { ok: got.length === want.length && timingSafeEqual(got, want) };
  }
  if (!(await verifySecret(pin, stored))) return { ok: false };
  return { ok: true, upgraded: hashTradePin(pin, env) };
}
