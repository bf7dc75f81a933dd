import { createMemoryStore } from '../../ports';
import { clearSession, isLoggedIn, saveSession, signupExtras } from './session';

describe('session storage', () => {
  it('stores the access token of a login answer and clears it on logout', () => {
    const store = createMemoryStore({ csrftoken: 'c' });
    saveSession(store, { token: { access_token: 'abc' } });
    expect(store.getItem('access_token')).toBe('abc');
    expect(isLoggedIn(store)).toBe(true);
    clearSession(store);
    expect(isLoggedIn(store)).toBe(false);
    expect(store.getItem('csrftoken')).toBe('c');
  });

  it('reads only the signup extras that are stored', () => {
    expect(signupExtras(createMemoryStore({ from_ad: 'ad1', invite_code: 'INV' }))).toEqual({ from_ad: 'ad1', invite_code: 'INV' });
    expect(signupExtras(createMemoryStore())).toEqual({});
  });
});
