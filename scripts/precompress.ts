import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Images and fonts are compressed already; source maps are for tools. */
const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.wasm',
]);

export interface PrecompressResult {
  /** Files given a compressed copy. */
  files: number;
  /** Bytes of those files as they are, and as their Brotli copies. */
  bytes: number;
  brotliBytes: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip, level 9) beside every text file
 * under `root`, so the server sends compressed bytes without compressing on each request. A copy
 * that would not be smaller than its original is not written.
 */
export async function precompressAssets(root: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0 };
  for await (const file of walk(root)) {
    if (!TEXT_EXTENSIONS.has(path.extname(file))) continue;
    const written = await precompressFile(file);
    if (written === null) continue;
    result.files += 1;
    result.bytes += written.bytes;
    result.brotliBytes += written.brotliBytes;
  }
  return result;
}

/**
 * Writes (or replaces) `<file>.br` and `<file>.gz` for one file; a copy that would not be smaller
 * than the original is removed instead. Null when neither copy is worth keeping.
 */
export async function precompressFile(
  file: string,
): Promise<{ bytes: number; brotliBytes: number } | null> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  const keepBrotli = br.length < content.length;
  const keepGzip = gz.length < content.length;
  await (keepBrotli ? writeFile(`${file}.br`, br) : rm(`${file}.br`, { force: true }));
  await (keepGzip ? writeFile(`${file}.gz`, gz) : rm(`${file}.gz`, { force: true }));
  if (!keepBrotli && !keepGzip) return null;
  return { bytes: content.length, brotliBytes: keepBrotli ? br.length : 0 };
}
