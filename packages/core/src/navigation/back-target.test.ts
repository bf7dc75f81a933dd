import { createMemoryStore } from '../ports/memory-store';
import { createBackMemory } from './back-navigation';
import { backStep } from './back-target';

describe('where back leads', () => {
  it('goes back in the stack when the remembered page is the one underneath', () => {
    const memory = createBackMemory(createMemoryStore());
    memory.remember('/s/000001/buy/', '/s/000001/');
    expect(backStep(memory, '/s/000001/buy/', '/s/000001/')).toEqual({ kind: 'pop' });
  });

  it('opens the remembered page when the stack holds something else (buy -> sell keeps the first origin)', () => {
    const memory = createBackMemory(createMemoryStore());
    memory.remember('/s/000001/buy/', '/accounts/funds/');
    memory.remember('/s/000001/sell/', '/s/000001/buy/');
    expect(backStep(memory, '/s/000001/sell/', '/s/000001/buy/')).toEqual({ kind: 'open', url: '/accounts/funds/' });
  });

  it('falls back to / when a page of a slot has nothing remembered', () => {
    const memory = createBackMemory(createMemoryStore());
    expect(backStep(memory, '/accounts/funds/trades/9/', null)).toEqual({ kind: 'open', url: '/' });
    expect(backStep(memory, '/accounts/funds/trades/9/', '/')).toEqual({ kind: 'pop' });
  });

  it('a page without a slot goes to the page underneath, else /', () => {
    const memory = createBackMemory(createMemoryStore());
    expect(backStep(memory, '/accounts/more/', '/accounts/mine/')).toEqual({ kind: 'pop' });
    expect(backStep(memory, '/accounts/more/', null)).toEqual({ kind: 'open', url: '/' });
  });
});
