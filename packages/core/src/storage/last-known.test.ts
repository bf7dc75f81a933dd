import { createMemoryStore } from '../ports';
import { clearSession, saveSession } from '../api/client/session';
import { clearLastKnown, lastKnownStamp, readLastKnown, saveLastKnown } from './last-known';

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
