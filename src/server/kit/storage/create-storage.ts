import path from 'node:path';
import type { S3Config } from '#server/env';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';

export interface StorageOptions {
  dataDir: string;
  s3: S3Config | undefined;
}

/**
 * S3 when configured, otherwise a directory under dataDir (objects in `<dataDir>/objects`). The AWS
 * SDK is loaded only when S3 is used: it is the largest module the server could load.
 */
export async function createStorage(options: StorageOptions): Promise<ObjectStorage> {
  if (!options.s3) return createLocalStorage(options.dataDir);
  const { createS3Storage } = await import('./s3-storage');
  // Uploads wait for S3 in the data directory, which is sized for them, not in a small /tmp.
  return createS3Storage({ ...options.s3, spoolDir: path.join(options.dataDir, 'tmp') });
}
