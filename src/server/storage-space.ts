import { statfs } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

/** Below this much free space under DATA_DIR the disk counts as full even before a write fails. */
export const LOW_SPACE_BYTES = 1024 * 1024;
/** A full disk is logged at most this often, however many writes it refuses. */
export const OUT_OF_SPACE_LOG_INTERVAL_MS = 60_000;

/** Bytes free for the server's user on the filesystem holding `dir`, or undefined if unknown. */
export async function freeBytes(dir: string): Promise<number | undefined> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

/**
 * Whether the server's disk is full, as writes that failed for want of space have shown, until its
 * free space is back: then it recovers by itself, with nothing to restart.
 */
export class StorageSpace {
  #fullSince: number | undefined;
  #lastLogged = Number.NEGATIVE_INFINITY;

  constructor(
    readonly dataDir: string,
    private readonly log: () => FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** A write failed for want of space: logged once per interval, and health reports it. */
  reportFull(error: unknown): void {
    this.#fullSince ??= this.now();
    if (this.now() - this.#lastLogged >= OUT_OF_SPACE_LOG_INTERVAL_MS) {
      this.#lastLogged = this.now();
      this.log().error(
        { err: error, dataDir: this.dataDir },
        'out of storage space: writes are refused with 507 until space is freed',
      );
    }
  }

  /** Whether the disk is full now; looks at the free space, and forgets a past failure once it is back. */
  async isFull(): Promise<boolean> {
    const free = await freeBytes(this.dataDir);
    const low = free !== undefined && free < LOW_SPACE_BYTES;
    if (this.#fullSince !== undefined && free !== undefined && !low) {
      this.#fullSince = undefined;
      this.log().info({ dataDir: this.dataDir }, 'storage space is available again');
    }
    return low || this.#fullSince !== undefined;
  }
}
