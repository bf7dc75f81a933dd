import fc from 'fast-check';
import { createMemoryStore } from '../../ports';
import { route } from '../contract/route';
import { createFakeClock, createFakeTransport, httpFailure, ok } from '../testing/fake-ports';
import { createApiClient } from './api-client';
import { createIntentFactory } from './idempotency';

const buy = route('POST', '/funds/buy/', { idempotent: true });

describe('idempotency keys per user intent', () => {
  it('reuses the key of an intent when the same buy is retried and uses a new key for a new intent', async () => {
    const transport = createFakeTransport();
    const clock = createFakeClock();
    const client = createApiClient({ transport, store: createMemoryStore(), clock });
    const newIntent = createIntentFactory(clock);
    transport.reply(httpFailure(503, 'Service Unavailable'), ok({ id: 1 }), ok({ id: 2 }));

    const intent = newIntent();
    await expect(client.send(buy, { body: { amount: '100.00' }, intent })).rejects.toThrow('Service Unavailable');
    await client.send(buy, { body: { amount: '100.00' }, intent });
    await client.send(buy, { body: { amount: '100.00' }, intent: newIntent() });

    const keys = transport.requests.map((r) => r.headers['Idempotency-Key']);
    expect(keys[0]).toBe(intent.key);
    expect(keys[1]).toBe(intent.key);
    expect(keys[2]).not.toBe(intent.key);
  });

  it('gives distinct keys within one millisecond even when Math.random repeats', () => {
    const clock = createFakeClock();
    const newIntent = createIntentFactory(clock, () => 0.5);
    const keys = new Set(Array.from({ length: 1000 }, () => newIntent().key));
    expect(keys.size).toBe(1000);
  });

  it('builds keys from clock, counter and random only, as header-safe text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), fc.double({ min: 0, max: 0.999999, noNaN: true }), (now, r) => {
        const clock = { ...createFakeClock(), now: () => now };
        const key = createIntentFactory(clock, () => r)().key;
        expect(key).toMatch(/^[0-9a-z]+-1-[0-9a-z]+$/);
        expect(key.startsWith(`${now.toString(36)}-`)).toBe(true);
      }),
    );
  });
});
