import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SESSION_KEYS,
  clearSession,
  clearSessionIfToken,
  getSession,
  setSession,
  useSession,
} from './session';

const ALICE = { username: 'alice', role: 'Family', token: 'secret-token' };

describe('session store', () => {
  it('stores the session under the spec keys', () => {
    setSession(ALICE);
    expect(localStorage.getItem('user_name')).toBe('alice');
    expect(localStorage.getItem('user_role')).toBe('Family');
    expect(localStorage.getItem('user_token')).toBe('secret-token');
    expect(getSession()).toEqual(ALICE);
  });

  it('reads nothing when a part is missing or empty', () => {
    localStorage.setItem(SESSION_KEYS.username, 'alice');
    localStorage.setItem(SESSION_KEYS.role, 'Family');
    expect(getSession()).toBeNull();
    localStorage.setItem(SESSION_KEYS.token, '');
    expect(getSession()).toBeNull();
  });

  it('returns the same object while storage is unchanged', () => {
    setSession(ALICE);
    expect(getSession()).toBe(getSession());
  });

  it('clears all three keys', () => {
    setSession(ALICE);
    clearSession();
    expect(localStorage.getItem('user_name')).toBeNull();
    expect(localStorage.getItem('user_role')).toBeNull();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('does not let a stale token clear a newer session', () => {
    setSession(ALICE);
    clearSessionIfToken('an-old-token');
    expect(getSession()).toEqual(ALICE);
    clearSessionIfToken('secret-token');
    expect(getSession()).toBeNull();
  });

  it('updates subscribers at once, and follows other tabs', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();

    act(() => setSession(ALICE));
    expect(result.current).toEqual(ALICE);

    act(() => {
      // Another tab logs out: storage changes underneath us and a storage event arrives.
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toBeNull();
  });
});
