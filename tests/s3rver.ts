import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { z } from 'zod/mini';

/**
 * s3rver in a child process, serving the bucket (or buckets) from `directory`: its ListObjectsV2 continuation tokens use DES, which Node 20's
 * OpenSSL 3 only offers with the legacy provider, a flag a running process cannot turn on.
 */
export async function startS3rver(directory: string, bucket: string | readonly string[]) {
  const script = `
    const [modulePath, directory, buckets] = process.argv.slice(1);
    const S3rver = require(modulePath);
    const configureBuckets = JSON.parse(buckets).map((name) => ({ name }));
    new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets })
      .run()
      .then((address) => console.log(JSON.stringify({ port: address.port })));
  `;
  const modulePath = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '-e',
      script,
      modulePath,
      directory,
      JSON.stringify([bucket].flat()),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`s3rver exited early with code ${String(code)}`);
  });
  const lines = createInterface({ input: child.stdout });
  const [firstLine] = (await Promise.race([once(lines, 'line'), exited])) as [string];
  const { port } = z.object({ port: z.number() }).parse(JSON.parse(firstLine));
  exited.catch(() => undefined);
  return {
    port,
    stop: async () => {
      lines.close();
      if (child.exitCode === null) {
        child.kill();
        await once(child, 'exit');
      }
    },
  };
}
