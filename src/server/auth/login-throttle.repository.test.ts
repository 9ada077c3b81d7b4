import { describe, expect, it } from 'vitest';
import { LONGEST_LOGIN_LOCK_MS, loginLockMs } from './login-throttle.repository';

describe('loginLockMs', () => {
  it('locks nothing for the first four failures', () => {
    for (const failures of [0, 1, 2, 3, 4]) expect(loginLockMs(failures)).toBe(0);
  });

  it('locks a minute from the fifth failure and doubles with each one after it', () => {
    expect([5, 6, 7, 8, 9, 10].map((failures) => loginLockMs(failures) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32,
    ]);
  });

  it('never locks longer than an hour', () => {
    expect(loginLockMs(11)).toBe(LONGEST_LOGIN_LOCK_MS);
    expect(loginLockMs(1_000)).toBe(60 * 60 * 1000);
  });
});
