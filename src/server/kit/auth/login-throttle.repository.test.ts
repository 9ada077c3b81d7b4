import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { DEVICE_ATTEMPT_BUDGET, issueDeviceCredential } from './device-credentials.repository';
import { hashToken } from './tokens';
import { findActiveUserByUsername } from './users.repository';
import {
  AbandonedLoginAttempts,
  claimLoginAttempt,
  DEVICE_BUDGET,
  deviceScope,
  LOGIN_VERDICT_MS,
  type LoginAttempt,
  loginLockMs,
  loginRetryAfterSeconds,
  LONGEST_LOGIN_LOCK_MS,
  newDeviceLoginAttempt,
  newLoginAttempt,
  releaseLoginAttempt,
  settleLoginAttempt,
} from './login-throttle.repository';

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

describe.each(testDatabaseKinds())('login attempts and their verdicts on %s', (kind) => {
  let t: TestApp;
  let abandoned: AbandonedLoginAttempts;
  let counter = 0;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    abandoned = new AbandonedLoginAttempts();
  });

  const T0 = new Date('2026-11-27T12:00:00.000Z');
  const at = (ms: number) => () => new Date(T0.getTime() + ms);
  /** A fresh address and username for each test, so the tests count nothing of each other's. */
  const place = () => {
    counter += 1;
    return { ip: `192.0.2.${counter}`, username: `guesser${counter}` };
  };
  const retryAfter = (attempt: LoginAttempt, ms: number, waiting?: boolean) =>
    loginRetryAfterSeconds(t.app.db, attempt.scopes, at(ms)(), { waiting });
  const rowsOf = (attempt: LoginAttempt) =>
    t.app.db
      .selectFrom('rate_limit_events')
      .selectAll()
      .where('scope', 'in', [...attempt.scopes])
      .execute();
  const deviceEventsOf = (credentialId: number) =>
    t.app.db
      .selectFrom('rate_limit_events')
      .where('scope', '=', deviceScope(credentialId))
      .selectAll()
      .execute();

  it('counts attempts waiting for their verdict as failures, and no longer once their time is up', async () => {
    const { ip, username } = place();
    const attempts = Array.from({ length: 5 }, () => newLoginAttempt(ip, username));
    for (const attempt of attempts) {
      expect(await claimLoginAttempt(t.app.db, attempt, abandoned, at(0))).toBe(0);
    }
    const sixth = newLoginAttempt(ip, username);
    expect(await retryAfter(sixth, 1)).toBeGreaterThan(0);
    // Not failures yet: the sixth waits for their verdicts rather than being refused.
    expect(await retryAfter(sixth, 1, false)).toBe(0);
    // Left without a verdict (the server failed and could not take them back): they count no more.
    expect(await retryAfter(sixth, LOGIN_VERDICT_MS + 1)).toBe(0);
    expect(await claimLoginAttempt(t.app.db, sixth, abandoned, at(LOGIN_VERDICT_MS + 1))).toBe(0);
  });

  it('keeps a wrong password as a failure for good, and forgets a right one', async () => {
    const { ip, username } = place();
    const wrong = newLoginAttempt(ip, username);
    await claimLoginAttempt(t.app.db, wrong, abandoned, at(0));
    expect(await settleLoginAttempt(t.app.db, wrong, { passwordRight: false }, at(10))).toBe(true);
    expect((await rowsOf(wrong)).map((row) => row.pending_attempt)).toEqual([null, null]);

    const right = newLoginAttempt(ip, username);
    await claimLoginAttempt(t.app.db, right, abandoned, at(20));
    expect(await settleLoginAttempt(t.app.db, right, { passwordRight: true }, at(30))).toBe(true);
    // The username's failure is forgiven; the address's stays.
    expect((await rowsOf(right)).map((row) => row.scope)).toEqual([`login-ip:${ip}`]);
  });

  it('gives no verdict once the time is up: the attempt counts as nothing', async () => {
    const { ip, username } = place();
    const late = newLoginAttempt(ip, username);
    await claimLoginAttempt(t.app.db, late, abandoned, at(0));
    expect(
      await settleLoginAttempt(t.app.db, late, { passwordRight: false }, at(LOGIN_VERDICT_MS)),
    ).toBe(false);
    expect(await rowsOf(late)).toEqual([]);

    const lateRight = newLoginAttempt(ip, username);
    await claimLoginAttempt(t.app.db, lateRight, abandoned, at(0));
    expect(
      await settleLoginAttempt(t.app.db, lateRight, { passwordRight: true }, at(LOGIN_VERDICT_MS)),
    ).toBe(false);
    expect(await rowsOf(lateRight)).toEqual([]);
  });

  it('takes back the attempts this server abandoned with its next claim, before it counts', async () => {
    const { ip, username } = place();
    for (let i = 0; i < 5; i += 1) {
      const attempt = newLoginAttempt(ip, username);
      await claimLoginAttempt(t.app.db, attempt, abandoned, at(0));
      abandoned.add(attempt, at(0)());
    }
    const next = newLoginAttempt(ip, username);
    expect(await claimLoginAttempt(t.app.db, next, abandoned, at(1))).toBe(0);
    expect((await rowsOf(next)).map((row) => row.pending_attempt)).toEqual([next.id, next.id]);
    expect(abandoned.current(at(2)())).toEqual([]);
  });

  it('takes back an attempt the server could not finish', async () => {
    const { ip, username } = place();
    const failed = newLoginAttempt(ip, username);
    await claimLoginAttempt(t.app.db, failed, abandoned, at(0));
    await releaseLoginAttempt(t.app.db, failed);
    expect(await rowsOf(failed)).toEqual([]);
  });

  /** A device credential of a new user: its id. */
  const credential = async () => {
    const { username } = await t.createUser('User');
    const user = await findActiveUserByUsername(t.app.db, username);
    if (!user) throw new Error('no user');
    const token = await issueDeviceCredential(t.app.db, user, T0);
    const row = await t.app.db
      .selectFrom('device_credentials')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    return { id: row.id, username };
  };
  const stored = async (credentialId: number) =>
    (await t.app.db
      .selectFrom('device_credentials')
      .select('id')
      .where('id', '=', credentialId)
      .executeTakeFirst()) !== undefined;

  it("counts a trusted browser's attempts as waiting for their verdict and takes back those the server failed", async () => {
    const { id } = await credential();
    const claimed = Array.from({ length: DEVICE_ATTEMPT_BUDGET }, () => newDeviceLoginAttempt(id));
    for (const attempt of claimed) {
      expect(await claimLoginAttempt(t.app.db, attempt, abandoned, at(0))).toBe(0);
    }
    const scopes = [deviceScope(id)];
    const budgetLeft = async (waiting: boolean) =>
      (await loginRetryAfterSeconds(t.app.db, scopes, at(1)(), {
        waiting,
        limit: DEVICE_BUDGET,
      })) === 0;
    // Five waiting fill the budget; none of them is a failure yet.
    expect(await budgetLeft(true)).toBe(false);
    expect(await budgetLeft(false)).toBe(true);

    // One the server failed and took back at once, one it could not: both count no more.
    const [failed, abandonedOne, ...rest] = claimed;
    await releaseLoginAttempt(t.app.db, failed!);
    abandoned.add(abandonedOne!, at(0)());
    const next = newDeviceLoginAttempt(id);
    expect(await claimLoginAttempt(t.app.db, next, abandoned, at(1))).toBe(0);

    // Four wrong passwords are failures; the credential keeps its last attempt.
    for (const attempt of [...rest, next]) {
      expect(await settleLoginAttempt(t.app.db, attempt, { passwordRight: false }, at(2))).toBe(
        true,
      );
    }
    expect(await stored(id)).toBe(true);
    const last = newDeviceLoginAttempt(id);
    expect(await claimLoginAttempt(t.app.db, last, abandoned, at(3))).toBe(0);
    // The fifth failure spends it: the credential is gone and refuses every attempt after.
    expect(await settleLoginAttempt(t.app.db, last, { passwordRight: false }, at(4))).toBe(true);
    expect(await stored(id)).toBe(false);
    expect(await deviceEventsOf(id)).toEqual([]);
    expect(
      await claimLoginAttempt(t.app.db, newDeviceLoginAttempt(id), abandoned, at(5)),
    ).toBeGreaterThan(0);
  });

  it("forgets a trusted browser's failures with its right password, and nothing of the username's", async () => {
    const { id, username } = await credential();
    const { ip } = place();
    const stranger = newLoginAttempt(ip, username);
    await claimLoginAttempt(t.app.db, stranger, abandoned, at(0));
    await settleLoginAttempt(t.app.db, stranger, { passwordRight: false }, at(1));
    const typo = newDeviceLoginAttempt(id);
    await claimLoginAttempt(t.app.db, typo, abandoned, at(2));
    await settleLoginAttempt(t.app.db, typo, { passwordRight: false }, at(3));
    const right = newDeviceLoginAttempt(id);
    await claimLoginAttempt(t.app.db, right, abandoned, at(4));
    expect(await settleLoginAttempt(t.app.db, right, { passwordRight: true }, at(5))).toBe(true);
    expect(await deviceEventsOf(id)).toEqual([]);
    expect((await rowsOf(stranger)).map((row) => row.pending_attempt)).toEqual([null, null]);
  });
});
