import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/test-app';
import { clearStaleTempFiles } from './temp-files';

describe('stale temp files', () => {
  let dataDir: string | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    t = dataDir = undefined;
  });

  /** A temp file last written `ageMs` ago. */
  async function tempFile(dir: string, name: string, ageMs: number): Promise<void> {
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, name);
    await writeFile(file, 'half an upload');
    const at = new Date(Date.now() - ageMs);
    await utimes(file, at, at);
  }

  it('are cleared when the server starts; files of requests that may be in flight stay', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-temp-'));
    const tmp = path.join(dataDir, 'tmp');
    await tempFile(tmp, 'left-by-a-crash', 60 * 60 * 1000);
    await tempFile(tmp, 'left-by-a-crash-yesterday', 24 * 60 * 60 * 1000);
    await tempFile(tmp, 'being-written', 0);
    t = await buildTestApp('sqlite', { env: { DATA_DIR: dataDir } });
    expect(await readdir(tmp)).toEqual(['being-written']);
  });

  it('keeps directories and files younger than the limit, and says how many went', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-temp-'));
    await tempFile(dataDir, 'old', 5_000);
    await tempFile(dataDir, 'young', 1_000);
    await mkdir(path.join(dataDir, 'a-directory'));
    expect(await clearStaleTempFiles(dataDir, 3_000)).toBe(1);
    expect((await readdir(dataDir)).sort()).toEqual(['a-directory', 'young']);
    expect(await clearStaleTempFiles(path.join(dataDir, 'missing'), 3_000)).toBe(0);
  });
});
