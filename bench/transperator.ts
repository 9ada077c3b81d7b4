import { keyColour } from '../src/apps/transperator/core/colour-key';
import { createSimdKernelInPlace } from '../src/apps/transperator/core/colour-key-simd';

/** Aim from issue 12: the SIMD kernel within 2× a plain memory copy of the same buffer. */
export const TRANSPERATOR_BUDGETS = { simdToCopyRatio: 2 } as const;

const SIDE = 4096;
const PIXELS = SIDE * SIDE;
const ROUNDS = Number(process.env['BENCH_TRANSPERATOR_ROUNDS'] ?? 7);
const COLOUR = { r: 250, g: 250, b: 250 };
const TOLERANCE = 12;

export interface TransperatorMeasurement {
  copyNsPerPixel: number;
  jsNsPerPixel: number;
  simdNsPerPixel: number | null;
}

/** A photo-like mix: a light background with noise, so about half the pixels are keyed. */
function sampleImage(target: Uint8Array): void {
  let state = 2463534242;
  for (let i = 0; i < target.length; i += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const background = (i >> 2) % SIDE < SIDE / 2;
    const base = background ? 245 : 60;
    target[i] = base + (state & 7);
    target[i + 1] = base + ((state >> 3) & 7);
    target[i + 2] = base + ((state >> 6) & 7);
    target[i + 3] = 255;
  }
}

/** Median ns per pixel of `work` over ROUNDS runs, each after `prepare` (not timed). */
function nsPerPixel(prepare: () => void, work: () => void): number {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    prepare();
    const start = process.hrtime.bigint();
    work();
    samples.push(Number(process.hrtime.bigint() - start) / PIXELS);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/** The keying kernels on a 4096×4096 RGBA image, and a memory copy of the same buffer. */
export function measureTransperator(): TransperatorMeasurement {
  const original = new Uint8Array(PIXELS * 4);
  sampleImage(original);
  const working = new Uint8Array(original.length);
  const copyTarget = new Uint8Array(original.length);

  const copyNsPerPixel = nsPerPixel(
    () => undefined,
    () => copyTarget.set(original),
  );
  const jsNsPerPixel = nsPerPixel(
    () => working.set(original),
    () => keyColour(working, COLOUR, TOLERANCE),
  );
  const simd = createSimdKernelInPlace(original.length);
  const simdNsPerPixel = simd
    ? nsPerPixel(
        () => simd.pixels.set(original),
        () => simd.key(COLOUR, TOLERANCE),
      )
    : null;
  return { copyNsPerPixel, jsNsPerPixel, simdNsPerPixel };
}

export function transperatorRows(measured: TransperatorMeasurement) {
  const ratio = (ns: number) => ns / measured.copyNsPerPixel;
  const simdRatio = measured.simdNsPerPixel === null ? null : ratio(measured.simdNsPerPixel);
  return [
    {
      measure: `Transperator memory copy, ${SIDE}×${SIDE} RGBA (reference)`,
      value: `${measured.copyNsPerPixel.toFixed(2)} ns/pixel`,
      budget: '',
      verdict: '',
    },
    {
      measure: 'Transperator colour key, plain JS',
      value: `${measured.jsNsPerPixel.toFixed(2)} ns/pixel (${ratio(measured.jsNsPerPixel).toFixed(1)}× copy)`,
      budget: 'fallback',
      verdict: '',
    },
    {
      measure: 'Transperator colour key, WebAssembly SIMD',
      value:
        measured.simdNsPerPixel === null || simdRatio === null
          ? 'SIMD unavailable'
          : `${measured.simdNsPerPixel.toFixed(2)} ns/pixel (${simdRatio.toFixed(1)}× copy)`,
      budget: `<= ${TRANSPERATOR_BUDGETS.simdToCopyRatio}× copy`,
      verdict:
        simdRatio !== null && simdRatio <= TRANSPERATOR_BUDGETS.simdToCopyRatio
          ? 'ok'
          : 'over budget',
    },
  ];
}

// `tsx bench/transperator.ts` alone prints just these rows.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(transperatorRows(measureTransperator()));
}
