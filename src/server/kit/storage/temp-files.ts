import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** How often temp files are looked at again while the server runs (a crash just before a restart). */
export const TEMP_SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * Deletes the files in `dir` (DATA_DIR/tmp: uploads being received, objects being written) last
 * changed more than `staleAfterMs` ago: what a crash or a kill -9 left behind. A file in use is
 * younger, since no request may take longer than the request timeout. Returns how many went.
 */
export async function clearStaleTempFiles(
  dir: string,
  staleAfterMs: number,
  now: number = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0; // no temp directory yet
  }
  let cleared = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const stats = await stat(file);
      if (!stats.isFile() || now - stats.mtimeMs <= staleAfterMs) continue;
      await unlink(file);
      cleared += 1;
    } catch {
      // Gone already, or taken by a request that finished meanwhile.
    }
  }
  return cleared;
}
