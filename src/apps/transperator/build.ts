/**
 * The Transperator's part of `npm run build`: compiles the hand-written SIMD kernel (WAT) to
 * WebAssembly with wabt and writes it as base64 into `core/colour-key-simd.wasm.ts`, which the
 * worker imports. The file is rewritten only when the bytes change, and a unit test fails if it is
 * stale.
 */
import { Buffer } from 'node:buffer';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import initWabt from 'wabt';
import type { AppBuild } from '#shared/app-build';
import { COLOUR_KEY_SIMD_WAT } from './core/colour-key-simd.wat';

const TARGET = path.join(import.meta.dirname, 'core/colour-key-simd.wasm.ts');

/** Writes `core/colour-key-simd.wasm.ts` from the WAT source when its bytes differ. */
async function compileColourKeySimd(root: string): Promise<void> {
  const wabt = await initWabt();
  const module = wabt.parseWat('colour-key-simd.wat', COLOUR_KEY_SIMD_WAT, { simd: true });
  module.validate();
  const base64 = Buffer.from(module.toBinary({}).buffer).toString('base64');
  module.destroy();

  const source = `/** The compiled SIMD kernel (from colour-key-simd.wat.ts with wabt), base64. Generated: do not edit. */
export const COLOUR_KEY_SIMD_WASM =
  '${base64}';
`;
  const current = await readFile(TARGET, 'utf8').catch(() => '');
  if (current !== source) {
    await writeFile(TARGET, source);
    console.info(`Compiled the colour-key SIMD kernel into ${path.relative(root, TARGET)}`);
  }
}

export const build = {
  before: { name: 'colour-key SIMD kernel', run: ({ root }) => compileColourKeySimd(root) },
} satisfies AppBuild;
