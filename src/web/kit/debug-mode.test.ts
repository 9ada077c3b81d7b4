import { describe, expect, it } from 'vitest';
import { resolveDebugMode } from './debug-mode';

describe('resolveDebugMode', () => {
  it('is on in the dev server and off in a build by default', () => {
    expect(resolveDebugMode({ search: '', stored: null, isDev: true })).toEqual({
      enabled: true,
      remember: null,
    });
    expect(resolveDebugMode({ search: '', stored: null, isDev: false })).toEqual({
      enabled: false,
      remember: null,
    });
  });

  it('switches on with ?debug=1 and off with ?debug=0, asking to remember', () => {
    expect(resolveDebugMode({ search: '?debug=1', stored: null, isDev: false })).toEqual({
      enabled: true,
      remember: '1',
    });
    expect(resolveDebugMode({ search: '?debug=0', stored: '1', isDev: true })).toEqual({
      enabled: false,
      remember: '0',
    });
    expect(resolveDebugMode({ search: 'x=2&debug=1', stored: '0', isDev: false }).enabled).toBe(
      true,
    );
  });

  it('follows the remembered choice when the URL says nothing', () => {
    expect(resolveDebugMode({ search: '', stored: '1', isDev: false }).enabled).toBe(true);
    expect(resolveDebugMode({ search: '', stored: '0', isDev: true }).enabled).toBe(false);
  });

  it('ignores values other than 1 and 0', () => {
    expect(resolveDebugMode({ search: '?debug=yes', stored: 'true', isDev: false })).toEqual({
      enabled: false,
      remember: null,
    });
    expect(resolveDebugMode({ search: '?debug=', stored: null, isDev: true }).enabled).toBe(true);
  });
});
