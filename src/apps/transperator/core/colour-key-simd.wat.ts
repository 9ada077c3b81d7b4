/**
 * The SIMD kernel's source in WebAssembly text. `colour-key-simd.test.ts` compiles it with wabt and
 * checks that COLOUR_KEY_SIMD_WASM holds exactly that binary (and prints the new bytes when not).
 */
export const COLOUR_KEY_SIMD_WAT = `;; Colour keying with 128-bit SIMD: four RGBA pixels per step.
;; key(offset, length, r, g, b, tolerance): every pixel in memory[offset, offset + length) whose
;; red, green and blue each differ from (r, g, b) by at most the tolerance gets alpha 0.
;; Same rule and result as keyColour in colour-key.ts; tolerance 0 is handled by the caller.
(module
  (memory (export "memory") 1)
  (func (export "key")
    (param $offset i32) (param $length i32)
    (param $r i32) (param $g i32) (param $b i32) (param $tolerance i32)
    (result i32)
    (local $end i32) (local $vectorEnd i32) (local $keyed i32)
    (local $key v128) (local $limit v128) (local $alpha v128) (local $pixels v128)
    (local $distance v128) (local $match v128)
    ;; Four copies of (r, g, b, 0); distances are measured per byte.
    (local.set $key
      (i32x4.splat
        (i32.or (local.get $r)
          (i32.or (i32.shl (local.get $g) (i32.const 8)) (i32.shl (local.get $b) (i32.const 16))))))
    (local.set $limit (i8x16.splat (local.get $tolerance)))
    (local.set $alpha (i32x4.splat (i32.const 0xff000000)))
    (local.set $end (i32.add (local.get $offset) (i32.and (local.get $length) (i32.const -4))))
    (local.set $vectorEnd (i32.add (local.get $offset) (i32.and (local.get $length) (i32.const -16))))
    (block $vectorsDone
      (loop $vectors
        (br_if $vectorsDone (i32.ge_u (local.get $offset) (local.get $vectorEnd)))
        (local.set $pixels (v128.load (local.get $offset)))
        ;; |pixel - key| per byte, without wrapping.
        (local.set $distance
          (v128.or
            (i8x16.sub_sat_u (local.get $pixels) (local.get $key))
            (i8x16.sub_sat_u (local.get $key) (local.get $pixels))))
        ;; 0xff where a channel is within the tolerance; alpha bytes count as within.
        (local.set $match
          (v128.or
            (i8x16.le_u (local.get $distance) (local.get $limit))
            (local.get $alpha)))
        ;; A pixel matches when all four of its bytes do.
        (local.set $match (i32x4.eq (local.get $match) (v128.const i32x4 -1 -1 -1 -1)))
        (v128.store (local.get $offset)
          (v128.andnot (local.get $pixels) (v128.and (local.get $match) (local.get $alpha))))
        (local.set $keyed
          (i32.add (local.get $keyed) (i32.popcnt (i32x4.bitmask (local.get $match)))))
        (local.set $offset (i32.add (local.get $offset) (i32.const 16)))
        (br $vectors)))
    ;; The last one to three pixels, one at a time.
    (block $pixelsDone
      (loop $pixelsLoop
        (br_if $pixelsDone (i32.ge_u (local.get $offset) (local.get $end)))
        (if
          (i32.and
            (i32.and
              (i32.le_u
                (call $distance (i32.load8_u (local.get $offset)) (local.get $r))
                (local.get $tolerance))
              (i32.le_u
                (call $distance (i32.load8_u offset=1 (local.get $offset)) (local.get $g))
                (local.get $tolerance)))
            (i32.le_u
              (call $distance (i32.load8_u offset=2 (local.get $offset)) (local.get $b))
              (local.get $tolerance)))
          (then
            (i32.store8 offset=3 (local.get $offset) (i32.const 0))
            (local.set $keyed (i32.add (local.get $keyed) (i32.const 1)))))
        (local.set $offset (i32.add (local.get $offset) (i32.const 4)))
        (br $pixelsLoop)))
    (local.get $keyed))
  (func $distance (param $a i32) (param $b i32) (result i32)
    (select
      (i32.sub (local.get $a) (local.get $b))
      (i32.sub (local.get $b) (local.get $a))
      (i32.ge_u (local.get $a) (local.get $b)))))
`;
