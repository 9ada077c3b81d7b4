import { execFileSync } from 'node:child_process';

/** The commit this server runs: GIT_COMMIT if set, else the git checkout's HEAD, else "unknown". */
export function resolveCommit(configured: string | undefined, cwd = process.cwd()): string {
  if (configured) return configured;
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2_000,
    }).trim();
    return /^[0-9a-f]{7,64}$/.test(head) ? head : 'unknown';
  } catch {
    return 'unknown';
  }
}
