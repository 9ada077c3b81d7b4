/**
 * The host globals that pure code (`src/apps/*\/core`, `src/shared`) may use, for
 * tsconfig.core.json, which has no DOM or Node.js types: every JavaScript host has them, and none
 * of them reads the page, the network, storage or the clock. Only what that code uses is declared.
 */

declare function atob(data: string): string;

declare class TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}

declare class URLSearchParams {
  set(name: string, value: string): void;
  toString(): string;
}

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
