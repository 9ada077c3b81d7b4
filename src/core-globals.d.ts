/**
 * The host globals that pure code (`src/apps/*\/core`, `src/shared`) may use, for
 * tsconfig.core.json, which has no DOM or Node.js types: every JavaScript host has them, and none
 * of them reads the page, the network, storage or the clock. Only what that code uses is declared;
 * WebAssembly is in webassembly-globals.d.ts, which the server's tsconfig reads too.
 */

declare function atob(data: string): string;

declare class TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}

declare class URLSearchParams {
  set(name: string, value: string): void;
  toString(): string;
}
