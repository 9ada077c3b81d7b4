import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';

describe('createStorage', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-create-storage-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps objects under dataDir/objects when S3 is not configured', async () => {
    const storage = await createStorage({ dataDir, s3: undefined });
    expect(storage.driver).toBe('local');
    await storage.put('assets/hello.txt', Buffer.from('hello'), 'text/plain');
    expect(await readFile(path.join(dataDir, 'objects', 'assets', 'hello.txt'), 'utf8')).toBe(
      'hello',
    );
    await storage.close();
  });

  it('uses S3 when it is configured', async () => {
    const storage = await createStorage({
      dataDir,
      s3: {
        endpoint: 'http://127.0.0.1:9',
        bucket: 'nook',
        region: 'us-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
      },
    });
    expect(storage.driver).toBe('s3');
    await storage.close();
  });
});
