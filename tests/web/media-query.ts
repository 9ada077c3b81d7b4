import { vi } from 'vitest';

/** Every media query matches, as on a phone: a coarse pointer and a narrow screen. */
export function pretendPhone(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn().mockReturnValue({
      matches: true,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  );
}
