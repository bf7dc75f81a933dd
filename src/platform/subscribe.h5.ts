import type { ConsentAnswer } from '@fund/core/assets';

/** The web has no subscribe messages: the button says they are a mini-program feature. */
export function askSubscribeConsent(): Promise<ConsentAnswer> {
  return Promise.resolve({ kind: 'unsupported' });
}
