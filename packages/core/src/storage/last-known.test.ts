import { createMemoryStore } from '../ports';
import { clearSession, saveSession } from '../api/client/session';
import { clearLastKnown, LAST_KNOWN_MAX_BYTES, lastKnownStamp, readLastKnown, saveLastKnown } from './last-known';

describe('last-known copies of the money pages', () => {
  it('keeps the answer with the time it was read, and stamps it in Beijing time', () => {
    const store = createMemoryStore();
    const at = Date.UTC(2026, 10, 27, 13, 5);
    saveLastKnown(store, 'assets', { total_assets: '1234.56' }, at);
    expect(readLastKnown(store, 'assets')).toEqual({ savedAt: at, data: { total_assets: '1234.56' } });
    expect(lastKnownStamp(at)).toBe('网络不可用，显示截至2026-11-27 21:05的数据');
    expect(readLastKnown(store, 'fund_holdings')).toBeNull();
  });

  it('reads a corrupt or foreign value as no copy', () => {
    const store = createMemoryStore();
    store.setItem('ls_last_known_assets', '{not json');
    expect(readLastKnown(store, 'assets')).toBeNull();
    store.setItem('ls_last_known_assets', JSON.stringify({ saved_at: 'yesterday', data: {} }));
    expect(readLastKnown(store, 'assets')).toBeNull();
  });

  it('goes with the session: at logout, at session expiry and when someone logs in', () => {
    const store = createMemoryStore();
    const fill = () => {
      saveLastKnown(store, 'assets', { a: 1 }, 1);
      saveLastKnown(store, 'fund_holdings', [], 1);
    };
    fill();
    clearSession(store);
    expect([readLastKnown(store, 'assets'), readLastKnown(store, 'fund_holdings')]).toEqual([null, null]);
    fill();
    saveSession(store, { token: { access_token: 'next-user' } });
    expect(readLastKnown(store, 'assets')).toBeNull();
    fill();
    clearLastKnown(store);
    expect(readLastKnown(store, 'fund_holdings')).toBeNull();
  });
});

describe('last-known size budget (WeChat: 1 MB a key, 10 MB in all)', () => {
  it('keeps a copy just under the budget and refuses one over it, without throwing, dropping the older copy', () => {
    const store = createMemoryStore();
    const wrapper = JSON.stringify({ saved_at: 2, data: '' }).length;
    saveLastKnown(store, 'trades_fund', 'old', 1);
    const fits = 'a'.repeat(LAST_KNOWN_MAX_BYTES - wrapper);
    saveLastKnown(store, 'trades_fund', fits, 2);
    expect(readLastKnown(store, 'trades_fund')).toEqual({ savedAt: 2, data: fits });
    // Chinese text is 3 bytes a character in UTF-8: a third of the budget in characters is already over it.
    expect(() => saveLastKnown(store, 'trades_fund', '基'.repeat(Math.ceil(LAST_KNOWN_MAX_BYTES / 3)), 3)).not.toThrow();
    expect(readLastKnown(store, 'trades_fund')).toBeNull();
  });

  it('refuses a value that cannot be serialised instead of throwing', () => {
    const store = createMemoryStore();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => saveLastKnown(store, 'assets', cyclic, 1)).not.toThrow();
    expect(readLastKnown(store, 'assets')).toBeNull();
  });
});
