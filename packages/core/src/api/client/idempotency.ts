// One Idempotency-Key per user intent: the caller creates an intent when the user decides (taps 提交) and
// sends it again on every retry, so a retried buy can never become a second buy.
import type { Clock } from '../../ports';

export interface Intent {
  readonly key: string;
}

export type IntentFactory = () => Intent;

/**
 * Keys need to be unique, not secret, so no crypto API is needed (mini programs lack a common one):
 * clock time + a per-factory counter + two Math.random draws, all base 36. Two keys from one factory
 * always differ by the counter; two devices would have to agree on the millisecond and on ~62 random bits.
 */
export function createIntentFactory(clock: Clock, random: () => number = Math.random): IntentFactory {
  let counter = 0;
  const draw = () => Math.floor(random() * 0x80000000).toString(36);
  return () => {
    counter += 1;
    return Object.freeze({ key: `${clock.now().toString(36)}-${counter.toString(36)}-${draw()}${draw()}` });
  };
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The longest key the server keeps; the intents above are far shorter. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;

/** What the server answers about the key of a money-moving call (the app always sends one per intent). */
export const IDEMPOTENCY_MESSAGES = {
  keyRequired: '请求缺少防重复提交标识，请返回重新提交',
  mismatch: '同一请求标识不能用于不同的交易内容',
  running: '该交易正在处理中，请勿重复提交',
} as const;
