/**
 * WebAssembly as pure code uses it (the Transperator's SIMD kernel), for the tsconfigs without the
 * DOM library, where TypeScript declares no WebAssembly: tsconfig.core.json and tsconfig.node.json.
 * Every JavaScript host has it, Node.js included.
 */

declare namespace WebAssembly {
  class Module {
    constructor(bytes: Uint8Array<ArrayBuffer>);
  }
  class Instance {
    constructor(module: Module, imports?: Record<string, Record<string, unknown>>);
    readonly exports: Record<string, unknown>;
  }
  interface Memory {
    readonly buffer: ArrayBuffer;
    grow(pages: number): number;
  }
  function validate(bytes: Uint8Array<ArrayBuffer>): boolean;
}
