import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DEVICE_CREDENTIALS_KEY,
  MAX_REMEMBERED_DEVICES,
  SESSION_KEYS,
  clearSession,
  clearSessionIfToken,
  deviceCredentialFor,
  ENDED_SESSION_KEY,
  getEndedSession,
  getSession,
  rememberDeviceCredential,
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

  it("keeps the user's ID beside the spec's keys, and clears it with them", () => {
    setSession({ ...ALICE, userId: 7 });
    expect(localStorage.getItem('user_id')).toBe('7');
    expect(getSession()).toEqual({ ...ALICE, userId: 7 });
    clearSession();
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('reads a session without a readable ID as one stored before the ID was kept', () => {
    setSession(ALICE);
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(getSession()).toEqual(ALICE);
    localStorage.setItem('user_id', 'seven');
    expect(getSession()?.userId).toBeUndefined();
    expect(getSession()?.token).toBe('secret-token');
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

  it('remembers who was signed in when the server ended the session, until a login or logout', () => {
    setSession(ALICE);
    expect(getEndedSession()).toBeNull();
    clearSessionIfToken('secret-token');
    expect(getEndedSession()).toEqual({ username: 'alice', role: 'Family' });
    // A later anonymous 401 does not forget it.
    clearSessionIfToken(null);
    expect(getEndedSession()).toEqual({ username: 'alice', role: 'Family' });
    setSession(ALICE);
    expect(getEndedSession()).toBeNull();

    clearSessionIfToken('secret-token');
    clearSession();
    expect(getEndedSession()).toBeNull();
  });

  it('discards an unreadable record of an ended session, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(ENDED_SESSION_KEY, '{"username":"alice"}');
    expect(getEndedSession()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(localStorage.getItem(ENDED_SESSION_KEY)).toBeNull();
    expect(getEndedSession()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
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

describe('device credentials', () => {
  it('keeps one per account, newest first, matched without regard to case', () => {
    rememberDeviceCredential('alice', 'cred-a');
    rememberDeviceCredential('bob', 'cred-b');
    rememberDeviceCredential('Alice', 'cred-a2');
    expect(deviceCredentialFor('ALICE')).toBe('cred-a2');
    expect(deviceCredentialFor('bob')).toBe('cred-b');
    expect(deviceCredentialFor('carol')).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(DEVICE_CREDENTIALS_KEY) ?? 'null')).toEqual([
      { username: 'Alice', credential: 'cred-a2' },
      { username: 'bob', credential: 'cred-b' },
    ]);
  });

  it(`remembers at most ${MAX_REMEMBERED_DEVICES} accounts, forgetting the oldest`, () => {
    for (let i = 0; i <= MAX_REMEMBERED_DEVICES; i += 1)
      rememberDeviceCredential(`user${i}`, `c${i}`);
    expect(deviceCredentialFor('user0')).toBeUndefined();
    expect(deviceCredentialFor(`user${MAX_REMEMBERED_DEVICES}`)).toBe(`c${MAX_REMEMBERED_DEVICES}`);
    expect(deviceCredentialFor('user1')).toBe('c1');
  });

  it('outlives the session', () => {
    setSession(ALICE);
    rememberDeviceCredential('alice', 'cred-a');
    clearSession();
    expect(deviceCredentialFor('alice')).toBe('cred-a');
  });

  it.each([
    ['that are not JSON', '{oops', 'not JSON'],
    ['of another shape', '{"alice":"cred"}', 'value: '],
    ['without a credential', '[{"username":"alice","credential":""}]', '0.credential: '],
  ])('discards stored credentials %s, with a warning', (_, stored, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(DEVICE_CREDENTIALS_KEY, stored);
    expect(deviceCredentialFor('alice')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      `Discarding stored device_credentials (${reason}`,
    );
    expect(localStorage.getItem(DEVICE_CREDENTIALS_KEY)).toBeNull();
    rememberDeviceCredential('alice', 'cred-a');
    expect(deviceCredentialFor('alice')).toBe('cred-a');
  });
});
