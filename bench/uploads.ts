/**
 * What the upload limits cost (decision 022): each upload's rate is claimed and its bytes reserved
 * against the quota under a lock on the user (a write transaction on SQLite, an advisory lock on
 * PostgreSQL). Measured in this process through the real server (`buildApp`, `app.inject`) on a
 * fresh database, 10 at a time, one user:
 *
 * - uploads of a 1 KiB PNG per second, stored in local storage (fsynced), quota and rate checked;
 * - the checks alone per second: the rate's claim, the quota's reservation and its release.
 *
 * SQLite, and PostgreSQL when one answers (TEST_DATABASE_URL, else the local default, in a schema
 * of its own, dropped afterwards). A few seconds; asserts nothing. `BENCH_ONLY=uploads`.
 */
import { makePng, uploadForm } from '../tests/upload-fixtures';
import { bearer, buildTestApp, type TestApp, type TestDatabaseKind } from '../tests/test-app';
import { claimRateLimitEvent } from '../src/server/kit/rate-limit.repository';
import {
  releaseUploadReservation,
  reserveUploadBytes,
} from '../src/server/kit/storage/upload-reservations.repository';
import { reachablePostgres, type BenchRow } from './api';

const UPLOADS = 100;
const CONCURRENCY = 10;

/** Runs `task(0…count-1)`, `concurrency` at a time; the seconds it took. */
async function timed(count: number, task: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        await task(index);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

async function measureOn(kind: TestDatabaseKind): Promise<BenchRow[]> {
  const t: TestApp = await buildTestApp(kind, {
    env: { UPLOAD_RATE_LIMIT_PER_MINUTE: '999999', LOG_LEVEL: 'silent' },
  });
  try {
    const user = await t.createUser('User');
    const token = await t.login(user.username, user.password);
    const png = makePng(8, 8, [40, 120, 200, 255]);
    const image = Buffer.concat([png, Buffer.alloc(1024 - png.length, 0x20)]);
    const upload = async (name: string) => {
      const form = uploadForm(image, `uploads/${name}`);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...bearer(token), 'content-type': form.contentType },
        payload: form.body,
      });
      if (response.statusCode !== 200) {
        throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
      }
    };
    await timed(10, (index) => upload(`warm-up-${index}.png`));
    const uploadSeconds = await timed(UPLOADS, (index) => upload(`bench-${index}.png`));

    const quota = t.config.uploadQuotaBytes;
    const rate = { max: 999_999, windowMs: 60_000 };
    const checks = async (index: number) => {
      const now = new Date();
      await claimRateLimitEvent(t.app.db, [`upload:user:${user.id}`], rate, now);
      const reserved = await reserveUploadBytes(t.app.db, {
        userId: user.id,
        key: `uploads/${user.id}/checks-${index}.png`,
        bytes: 1024,
        quota,
        now,
        holdMs: 60_000,
      });
      if (!('reservationId' in reserved)) throw new Error('the quota refused the bench');
      await releaseUploadReservation(t.app.db, reserved.reservationId);
    };
    const checkSeconds = await timed(UPLOADS, checks);

    const database = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    return [
      {
        measure: `POST /api/upload of a 1 KiB PNG, ${CONCURRENCY} at a time, quota and rate checked (${database})`,
        value: `${Math.round(UPLOADS / uploadSeconds)} uploads/s`,
        budget: '',
        verdict: '',
      },
      {
        measure: `the upload's limits alone: rate claimed, quota reserved and released, ${CONCURRENCY} at a time (${database})`,
        value: `${Math.round(UPLOADS / checkSeconds)} checks/s`,
        budget: '',
        verdict: '',
      },
    ];
  } finally {
    await t.close();
  }
}

/** Every row of the uploads' part of the bench. */
export async function uploadRows(): Promise<BenchRow[]> {
  const rows = await measureOn('sqlite');
  const url = await reachablePostgres();
  if (url === undefined) {
    rows.push({
      measure: 'upload limits on PostgreSQL',
      value: 'not measured: no database answers at TEST_DATABASE_URL or the default URL',
      budget: '',
      verdict: '',
    });
    return rows;
  }
  // The test servers' PostgreSQL is TEST_DATABASE_URL: the one that answered.
  process.env['TEST_DATABASE_URL'] = url;
  rows.push(...(await measureOn('postgres')));
  return rows;
}
