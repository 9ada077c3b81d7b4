import { terminalProgress } from './backup/backup-format';
import { restoreBackup } from './backup/restore-backup';
import { ConfigError, parseEnv } from './env';

const USAGE = 'Usage: npm run restore -- FILE [--force]   (--force replaces a site already there)';

/** `npm run restore -- FILE [--force]`: loads an archive into the site configured as `npm start` reads it. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  const [file] = files;
  if (!file || files.length !== 1 || file.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = parseEnv();
  const summary = await restoreBackup(config, file, { force, progress: terminalProgress() });
  console.info(
    `Restored ${summary.rows} rows and ${summary.objects} objects from ${file} ` +
      `(Nook ${summary.manifest.nookVersion}, schema ${summary.manifest.schemaVersion}, ` +
      `made ${summary.manifest.createdAt})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
