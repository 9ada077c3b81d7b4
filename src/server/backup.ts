import { terminalProgress, formatBytes } from './backup/backup-format';
import { createBackup } from './backup/create-backup';
import { ConfigError, parseEnv } from './env';

const USAGE =
  'Usage: npm run backup -- FILE   (FILE ending in .tar, or .tar.gz / .tgz to compress)';

/** `npm run backup -- FILE`: one archive of the site configured as `npm start` reads it. */
async function main(): Promise<void> {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || file.startsWith('-') || rest.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = parseEnv();
  const started = performance.now();
  const summary = await createBackup(config, file, terminalProgress());
  const seconds = (performance.now() - started) / 1000;
  const rows = summary.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  for (const key of summary.skippedObjects) {
    console.warn(`Left out ${key}: it was deleted while the backup ran`);
  }
  console.info(
    `Backed up ${rows} rows in ${summary.manifest.tables.length} tables and ` +
      `${summary.manifest.objectCount} objects to ${summary.file} ` +
      `(${formatBytes(summary.bytes)}, ${seconds.toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
