import { describe, expect, it } from 'vitest';
import { PALETTE } from './palette';

interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string;
}

/**
 * Reads styles/tokens.css from disk. Vitest blanks CSS modules (even `?raw`) unless its `css` option
 * includes them, and the web tsconfig has no Node types, hence the untyped import.
 */
async function readTokensCss(): Promise<string> {
  const specifier = 'node:fs';
  const fs = (await import(/* @vite-ignore */ specifier)) as NodeFs;
  // Vitest runs from the repository root.
  return fs.readFileSync('src/web/styles/tokens.css', 'utf8');
}

describe('palette', () => {
  it('tokens.css defines exactly the colours of palette.ts', async () => {
    const css = await readTokensCss();
    const fromCss = new Map(
      [...css.matchAll(/--palette-([a-z-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map(
        ([, token = '', hex = '']) => [token, hex.toUpperCase()],
      ),
    );
    const fromTs = new Map(PALETTE.map((colour) => [colour.token, colour.hex.toUpperCase()]));
    expect(fromCss).toEqual(fromTs);
  });

  it('has unique tokens, names and colours', () => {
    for (const field of ['token', 'name', 'hex'] as const) {
      const values = PALETTE.map((colour) => colour[field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
