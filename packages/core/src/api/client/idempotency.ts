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
