import { createMemoryStore } from '../ports';
import { backSlotFor, backStorageKey, createBackMemory } from './back-navigation';

describe('back-navigation memory', () => {
  it('goes back to / when nothing is remembered', () => {
    const memory = createBackMemory(createMemoryStore());
    expect(memory.backUrl('/s/000001/buy/')).toBe('/');
    expect(memory.backUrl('/accounts/funds/trades/5/')).toBe('/');
  });

  it('remembers the page a fund buy was opened from, query included, under its own key', () => {
    const store = createMemoryStore();
    const memory = createBackMemory(store);
    memory.remember('/s/000001/buy/', '/s/000001/?tab=基金');
    expect(memory.backUrl('/s/000001/buy/?amount=100')).toBe('/s/000001/?tab=基金');
    expect(store.snapshot()).toEqual({ [backStorageKey('fund_trade')]: '/s/000001/?tab=基金' });
    expect(backStorageKey('fund_trade')).toBe('back_fund_trade');
  });

  it('keeps the six memories apart', () => {
    const memory = createBackMemory(createMemoryStore());
    memory.remember('/s/000001/', '/symbols/funds/');
    memory.remember('/p/9/', '/portfolio/following/');
    memory.remember('/p/9/buy/', '/p/9/');
    memory.remember('/accounts/funds/trades/5/', '/accounts/funds/trades/');
    memory.remember('/accounts/investment_risk/questions/', '/accounts/bank_cards/bind/');
    expect(memory.backUrl('/s/000001/')).toBe('/symbols/funds/');
    expect(memory.backUrl('/p/9/')).toBe('/portfolio/following/');
    expect(memory.backUrl('/p/9/sell/')).toBe('/p/9/');
    expect(memory.backUrl('/accounts/funds/portfolios/trades/6/')).toBe('/accounts/funds/trades/');
    expect(memory.backUrl('/accounts/investment_risk/questions/again/')).toBe('/accounts/bank_cards/bind/');
    expect(memory.backUrl('/s/000001/sell/')).toBe('/');
  });

  it('keeps the first origin when moving between screens of one memory', () => {
    const memory = createBackMemory(createMemoryStore());
    memory.remember('/s/000001/buy/', '/accounts/funds/');
    memory.remember('/s/000001/sell/', '/s/000001/buy/');
    expect(memory.backUrl('/s/000001/sell/')).toBe('/accounts/funds/');
  });

  it('falls back to / when the remembered value is not one of our pages, and after forgetting', () => {
    const store = createMemoryStore({ [backStorageKey('fund_detail')]: 'https://evil.example.com//x' });
    const memory = createBackMemory(store);
    expect(memory.backUrl('/s/000001/')).toBe('/');
    memory.remember('/s/000001/', 'not a url');
    expect(memory.backUrl('/s/000001/')).toBe('/');
    memory.remember('/s/000001/', '/search/?q=1');
    memory.forget('/s/000001/');
    expect(memory.backUrl('/s/000001/')).toBe('/');
  });

  it('has no memory for screens the spec does not name', () => {
    expect(backSlotFor('/accounts/settings/')).toBeNull();
    expect(createBackMemory(createMemoryStore()).backUrl('/accounts/settings/')).toBe('/');
  });
});
