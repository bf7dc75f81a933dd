import { createMemoryStore } from '../ports';
import { createGuestDiagnosisCounter } from './guest-diagnosis-counter';

describe('guest diagnosis counter', () => {
  it('allows 3 free views, then sends to login', () => {
    const counter = createGuestDiagnosisCounter(createMemoryStore());
    expect(counter.recordView()).toEqual({ allowed: true, remaining: 2 });
    expect(counter.recordView()).toEqual({ allowed: true, remaining: 1 });
    expect(counter.recordView()).toEqual({ allowed: true, remaining: 0 });
    expect(counter.recordView()).toEqual({ allowed: false, remaining: 0 });
    expect(counter.count()).toBe(3);
  });

  it('survives a restart through the store and resets on login', () => {
    const store = createMemoryStore();
    createGuestDiagnosisCounter(store).recordView();
    const again = createGuestDiagnosisCounter(store);
    expect(again.remaining()).toBe(2);
    again.reset();
    expect(again.remaining()).toBe(3);
  });

  it('treats a corrupt or negative count as none used', () => {
    expect(createGuestDiagnosisCounter(createMemoryStore({ ls_guest_diagnosis_views: 'x' })).count()).toBe(0);
    expect(createGuestDiagnosisCounter(createMemoryStore({ ls_guest_diagnosis_views: '-4' })).remaining()).toBe(3);
  });
});
