// One intent (Idempotency-Key) per tap on a coin-spending call: a retry of the same tap is the same intent.
import { createIntentFactory } from '@fund/core/api';
import { systemClock } from '@fund/core/ports';

export const newIntent = createIntentFactory(systemClock);
