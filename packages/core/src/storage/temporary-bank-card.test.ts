import type { Clock } from '../ports';
import { createMemoryStore } from '../ports';
import { createTemporaryBankCardStore } from './temporary-bank-card';

function fakeClock(start: number): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    advance: (ms) => {
      now += ms;
    },
  };
}

const DAY = 24 * 60 * 60 * 1000;
const card = { bank_card_no: '6222021234567890', bank: 3, mobile: '13812345678' };

describe('temporary bank card', () => {
  it('is kept for 1 day', () => {
    const clock = fakeClock(1_700_000_000_000);
    const temp = createTemporaryBankCardStore(createMemoryStore(), clock);
    temp.save(card);
    clock.advance(DAY - 1);
    expect(temp.load()).toEqual(card);
  });

  it('is gone after 1 day, and the stale copy is removed', () => {
    const clock = fakeClock(0);
    const store = createMemoryStore();
    const temp = createTemporaryBankCardStore(store, clock);
    temp.save(card);
    clock.advance(DAY);
    expect(temp.load()).toBeNull();
    expect(store.getItem('ls_temporary_bank_card')).toBeNull();
  });

  it('can be cleared once the card is bound', () => {
    const temp = createTemporaryBankCardStore(createMemoryStore(), fakeClock(0));
    temp.save(card);
    temp.clear();
    expect(temp.load()).toBeNull();
  });

  it('reads corrupt or incomplete storage as no card', () => {
    const clock = fakeClock(0);
    expect(createTemporaryBankCardStore(createMemoryStore({ ls_temporary_bank_card: '{' }), clock).load()).toBeNull();
    expect(createTemporaryBankCardStore(createMemoryStore({ ls_temporary_bank_card: '{"card":{"bank":1},"expiresAt":9}' }), clock).load()).toBeNull();
    expect(createTemporaryBankCardStore(createMemoryStore({ ls_temporary_bank_card: '{"card":{"bank_card_no":"1"}}' }), clock).load()).toBeNull();
  });
});
