import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/server/app';
import type { PortableDb } from '../src/server/backup/backup-format';
import { parseEnv } from '../src/server/env';
import { storeObject } from '../src/server/kit/storage/object-store';

/**
 * `npm run backup` and `npm run restore` on the compiled server (issue 29): a SQLite site with
 * local objects holding 100,000 messages and 1 GiB of uploads (256 objects of 4 MiB of random
 * bytes), backed up to an uncompressed tar and restored into a fresh site. Sizes can be lowered
 * with BENCH_BACKUP_MESSAGES and BENCH_BACKUP_OBJECT_MIB; BENCH_BACKUP=off skips it.
 */
const MESSAGES = Number(process.env['BENCH_BACKUP_MESSAGES'] ?? 100_000);
const OBJECT_MIB = Number(process.env['BENCH_BACKUP_OBJECT_MIB'] ?? 1024);
const OBJECT_SIZE = 4 * 1024 * 1024;
const COMPILED = path.resolve(import.meta.dirname, '../dist/server');

interface Row {
  measure: string;
  value: string;
  budget: string;
  verdict: string;
}

/** A site made by the server itself, then filled straight through the database and the storage. */
async function fillSite(dataDir: string): Promise<{ objectBytes: number }> {
  const config = parseEnv({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'benchmark password',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false, webRoot: null });
  try {
    const db = app.db as unknown as Kysely<PortableDb>;
    const start = Date.parse('2020-01-01T00:00:00.000Z');
    const batch = 5_000;
    for (let offset = 0; offset < MESSAGES; offset += batch) {
      const count = Math.min(batch, MESSAGES - offset);
      await db.transaction().execute(async (trx) => {
        for (let row = 0; row < count; row += 500) {
          await trx
            .insertInto('message')
            .values(
              Array.from({ length: Math.min(500, count - row) }, (_, index) => {
                const n = offset + row + index;
                return {
                  content: `Message ${n}: what shall we cook on Sunday? Soup, bread and an apple pie.`,
                  sent_at: new Date(start + n * 60_000).toISOString(),
                  sender_id: 1,
                };
              }),
            )
            .execute();
        }
      });
    }
    let objectBytes = 0;
    const objects = Math.ceil((OBJECT_MIB * 1024 * 1024) / OBJECT_SIZE);
    for (let index = 0; index < objects; index += 1) {
      const body = randomBytes(OBJECT_SIZE);
      await storeObject(app, {
        key: `uploads/1/bench-${index}.bin`,
        body,
        contentType: 'application/octet-stream',
        ownerId: 1,
      });
      objectBytes += body.length;
    }
    return { objectBytes };
  } finally {
    await app.close();
  }
}

async function runCompiled(entry: string, args: string[], dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(COMPILED, entry), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`${entry} exited with code ${code}`);
  return (performance.now() - started) / 1000;
}

export async function backupRows(): Promise<Row[]> {
  if (!existsSync(path.join(COMPILED, 'backup.js'))) {
    throw new Error('dist/server/backup.js is missing: run `npm run build` first');
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'nook-bench-backup-'));
  try {
    const source = path.join(workDir, 'source');
    const target = path.join(workDir, 'target');
    const archive = path.join(workDir, 'site.tar');
    const { objectBytes } = await fillSite(source);
    const backupSeconds = await runCompiled('backup.js', [archive], source);
    const { size } = await stat(archive);
    const restoreSeconds = await runCompiled('restore.js', [archive], target);
    const mb = size / 1_000_000;
    const what = `${MESSAGES.toLocaleString('en')} messages, ${(objectBytes / 1024 ** 3).toFixed(2)} GiB of objects, archive ${mb.toFixed(0)} MB`;
    return [
      {
        measure: `backup (SQLite + local, ${what})`,
        value: `${backupSeconds.toFixed(1)} s, ${(mb / backupSeconds).toFixed(0)} MB/s`,
        budget: '—',
        verdict: 'measured',
      },
      {
        measure: `restore into a fresh SQLite + local site (${what})`,
        value: `${restoreSeconds.toFixed(1)} s, ${(mb / restoreSeconds).toFixed(0)} MB/s`,
        budget: '—',
        verdict: 'measured',
      },
    ];
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
