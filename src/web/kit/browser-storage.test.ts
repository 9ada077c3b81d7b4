import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  discardStoredValue,
  readStoredJson,
  readStoredValue,
  writeStoredJson,
  writeStoredValue,
} from './browser-storage';

const KEY = 'kit-test.scores';
const ScoresSchema = z.object({
  version: z.literal(2),
  scores: z.array(z.int().check(z.gte(0))),
});

function silenceWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('browser storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a value that matches its schema exactly', () => {
    const warn = silenceWarnings();
    writeStoredJson(KEY, { version: 2, scores: [3, 0, 12] });
    expect(readStoredJson(KEY, ScoresSchema)).toEqual({ version: 2, scores: [3, 0, 12] });
    expect(readStoredValue(KEY)).toBe('{"version":2,"scores":[3,0,12]}');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads nothing, and says nothing, when nothing is stored', () => {
    const warn = silenceWarnings();
    expect(readStoredJson(KEY, ScoresSchema)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['text that is not JSON', '{"version":2,', 'not JSON'],
    ['an older version', '{"version":1,"scores":[3]}', 'version: '],
    ['an impossible value', '{"version":2,"scores":[3,-1]}', 'scores.1: '],
    ['a foreign shape', '[1,2,3]', 'value: '],
  ])('discards %s with a console message, once', (_, stored, reason) => {
    const warn = silenceWarnings();
    writeStoredValue(KEY, stored);
    expect(readStoredJson(KEY, ScoresSchema)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`Discarding stored ${KEY} (${reason}`);
    expect(readStoredValue(KEY)).toBeNull();
    expect(readStoredJson(KEY, ScoresSchema)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('discards a value whose schema throws on it, instead of throwing', () => {
    const warn = silenceWarnings();
    const StrictDaySchema = z.string().check(
      z.refine((day) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error('not a day');
        return true;
      }),
    );
    writeStoredJson(KEY, 'soon');
    expect(readStoredJson(KEY, StrictDaySchema)).toBeNull();
    expect(warn).toHaveBeenCalledWith(`Discarding stored ${KEY} (not a day).`);
    expect(readStoredValue(KEY)).toBeNull();
  });

  it('keeps a copy of discarded text when asked to', () => {
    silenceWarnings();
    writeStoredValue(KEY, 'my diary, half written');
    expect(readStoredJson(KEY, ScoresSchema, { keepDiscardedAs: `${KEY}.discarded` })).toBeNull();
    expect(readStoredValue(`${KEY}.discarded`)).toBe('my diary, half written');
    expect(readStoredValue(KEY)).toBeNull();
  });

  it('discards for a reason found after the schema', () => {
    const warn = silenceWarnings();
    writeStoredJson(KEY, { version: 2, scores: [1] });
    discardStoredValue(KEY, 'made for another deck');
    expect(warn).toHaveBeenCalledWith(`Discarding stored ${KEY} (made for another deck).`);
    expect(readStoredValue(KEY)).toBeNull();
  });

  it('removes a key when null is written', () => {
    writeStoredJson(KEY, { version: 2, scores: [] });
    writeStoredJson(KEY, null);
    expect(readStoredValue(KEY)).toBeNull();
  });

  it('never throws when storage is unavailable', () => {
    silenceWarnings();
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => writeStoredJson(KEY, { version: 2, scores: [1] })).not.toThrow();
    expect(readStoredJson(KEY, ScoresSchema)).toBeNull();
    expect(() => discardStoredValue(KEY, 'gone')).not.toThrow();
  });
});
