import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import {
  assertValidObjectKey,
  compareObjectKeys,
  InvalidObjectKeyError,
  md5Hex,
  spoolToFile,
  stageSpooledFile,
  type ObjectStorage,
  type StoredObject,
  type StoredObjectInfo,
} from './object-storage';

const SidecarSchema = z.object({
  contentType: z.string(),
  etag: z.string(),
  size: z.number().check(z.int(), z.nonnegative()),
  lastModified: z.iso.datetime(),
});
type Sidecar = z.infer<typeof SidecarSchema>;

/** Errors that mean "nothing stored under this key", including a key whose path runs through a file or onto a directory. */
const ABSENT_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String(error.code) : undefined;
}

function isAbsent(error: unknown): boolean {
  return ABSENT_CODES.has(errorCode(error) ?? '');
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Objects on the local disk: bytes in `<root>/objects/<key>`, metadata in `<root>/meta/<key>`.
 * The metadata tree mirrors the objects tree exactly (no suffix) so two keys collide in one tree
 * exactly when they collide in the other; a `.json` suffix would make `a` and `a.json/b` clash.
 */
export function createLocalStorage(rootDir: string): ObjectStorage {
  const root = path.resolve(rootDir);
  const objectsDir = path.join(root, 'objects');
  const metaDir = path.join(root, 'meta');
  const tmpDir = path.join(root, 'tmp');

  /** Resolves a key under a tree; the containment check backs up key validation. */
  function inside(dir: string, key: string): string {
    const resolved = path.resolve(dir, key);
    if (!resolved.startsWith(dir + path.sep)) {
      throw new InvalidObjectKeyError('Object key escapes the storage root');
    }
    return resolved;
  }

  function pathsFor(key: string): { data: string; meta: string } {
    assertValidObjectKey(key);
    return { data: inside(objectsDir, key), meta: inside(metaDir, key) };
  }

  /** Renames a finished temporary file onto the target; the temporary file is gone either way. */
  async function moveIntoPlace(key: string, tmp: string, target: string): Promise<void> {
    try {
      // A concurrent delete may prune the parent directory between mkdir and rename: try again.
      for (let attempt = 1; ; attempt++) {
        try {
          await mkdir(path.dirname(target), { recursive: true });
          await rename(tmp, target);
          break;
        } catch (error) {
          const code = errorCode(error);
          if (code === 'ENOENT' && attempt < 3) continue;
          if (code === 'ENOTDIR' || code === 'EEXIST' || code === 'EISDIR') {
            // The filesystem cannot hold both `a` and `a/b`; S3 can, but our keys never need it.
            throw new InvalidObjectKeyError(
              `Object key "${key}" conflicts with another object's path`,
            );
          }
          throw error;
        }
      }
    } catch (error) {
      await unlink(tmp).catch(() => undefined);
      throw error;
    }
    await syncDirectory(path.dirname(target));
  }

  async function writeAtomically(key: string, target: string, bytes: Buffer): Promise<void> {
    await mkdir(tmpDir, { recursive: true });
    // Same filesystem as the target, so the rename is atomic.
    const tmp = path.join(tmpDir, randomUUID());
    try {
      const handle = await open(tmp, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      await unlink(tmp).catch(() => undefined);
      throw error;
    }
    await moveIntoPlace(key, tmp, target);
  }

  /** Writes the sidecar that makes the object at the key visible. */
  async function publish(key: string, metaPath: string, info: StoredObjectInfo): Promise<void> {
    const sidecar: Sidecar = {
      contentType: info.contentType,
      etag: info.etag,
      size: info.size,
      lastModified: info.lastModified.toISOString(),
    };
    await writeAtomically(key, metaPath, Buffer.from(JSON.stringify(sidecar)));
  }

  async function readSidecar(key: string, metaPath: string): Promise<StoredObjectInfo | null> {
    let text: string;
    try {
      text = await readFile(metaPath, 'utf8');
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
    const sidecar = SidecarSchema.parse(JSON.parse(text));
    return {
      key,
      size: sidecar.size,
      contentType: sidecar.contentType,
      etag: sidecar.etag,
      lastModified: new Date(sidecar.lastModified),
    };
  }

  /** Removes now-empty directories up to the tree's root, so a later key can take their name. */
  async function pruneEmptyParents(tree: string, file: string): Promise<void> {
    for (
      let dir = path.dirname(file);
      dir !== tree && dir.startsWith(tree);
      dir = path.dirname(dir)
    ) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
    }
  }

  async function unlinkIfPresent(file: string): Promise<void> {
    try {
      await unlink(file);
    } catch (error) {
      if (!isAbsent(error)) throw error;
    }
  }

  async function collectKeys(dir: string, prefix: string, keys: string[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isAbsent(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) await collectKeys(path.join(dir, entry.name), key, keys);
      else if (entry.isFile()) keys.push(key);
    }
  }

  return {
    driver: 'local',

    async put(key, body, contentType) {
      const paths = pathsFor(key);
      const info: StoredObjectInfo = {
        key,
        size: body.length,
        contentType,
        etag: md5Hex(body),
        lastModified: new Date(),
      };
      // Data first: an object whose metadata never arrived reads as absent.
      await writeAtomically(key, paths.data, body);
      await publish(key, paths.meta, info);
      return info;
    },

    async stage(body, options) {
      // Spooled beside the objects, so committing is a rename on the same filesystem.
      const spooled = await spoolToFile(body, tmpDir, options);
      return stageSpooledFile(spooled, {
        async commit(key, contentType) {
          let paths: { data: string; meta: string };
          try {
            paths = pathsFor(key);
          } catch (error) {
            await unlink(spooled.path).catch(() => undefined);
            throw error;
          }
          const info: StoredObjectInfo = {
            key,
            size: spooled.size,
            contentType,
            etag: spooled.etag,
            lastModified: new Date(),
          };
          await moveIntoPlace(key, spooled.path, paths.data);
          await publish(key, paths.meta, info);
          return info;
        },
        async discard() {
          await unlink(spooled.path).catch((error: unknown) => {
            if (!isAbsent(error)) throw error;
          });
        },
      });
    },

    async get(key): Promise<StoredObject | null> {
      const paths = pathsFor(key);
      const info = await readSidecar(key, paths.meta);
      if (!info) return null;
      try {
        return { ...info, body: await readFile(paths.data) };
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },

    async head(key) {
      return readSidecar(key, pathsFor(key).meta);
    },

    async list(prefix = '') {
      const keys: string[] = [];
      await collectKeys(objectsDir, '', keys);
      const infos: StoredObjectInfo[] = [];
      for (const key of keys.filter((candidate) => candidate.startsWith(prefix))) {
        const info = await readSidecar(key, inside(metaDir, key));
        if (info) infos.push(info);
      }
      return infos.sort((a, b) => compareObjectKeys(a.key, b.key));
    },

    async delete(key) {
      const paths = pathsFor(key);
      // Metadata first: a delete cut short leaves bytes that already read as absent.
      await unlinkIfPresent(paths.meta);
      await unlinkIfPresent(paths.data);
      await pruneEmptyParents(metaDir, paths.meta);
      await pruneEmptyParents(objectsDir, paths.data);
    },

    close() {
      return Promise.resolve();
    },
  };
}
