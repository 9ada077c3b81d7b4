import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  discardStoredValue,
  keepStoredCopy,
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

  it('keeps a copy of discarded text under a key of its own, and says which', () => {
    const warn = silenceWarnings();
    const options = { keepDiscardedWithPrefix: `${KEY}-unreadable` };
    writeStoredValue(KEY, 'my diary, half written');
    expect(readStoredJson(KEY, ScoresSchema, options)).toBeNull();
    writeStoredValue(KEY, 'my second diary');
    expect(readStoredJson(KEY, ScoresSchema, options)).toBeNull();
    expect(readStoredValue(KEY)).toBeNull();
    const kept = Object.keys(window.localStorage).filter((key) => key !== KEY);
    expect(kept).toHaveLength(2);
    const [first = '', second = ''] = kept.sort(
      (a, b) => a.length - b.length || a.localeCompare(b),
    );
    expect(first).toMatch(/^kit-test\.scores-unreadable-\d{4}-\d{2}-\d{2}T[\d:.]{12}Z(-\d+)?$/);
    expect(readStoredValue(first)).toBe('my diary, half written');
    expect(readStoredValue(second)).toBe('my second diary');
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      `Discarding stored ${KEY} (not JSON); a copy is kept under ${first}.`,
      `Discarding stored ${KEY} (not JSON); a copy is kept under ${second}.`,
    ]);
  });

  it('gives two copies made in the same millisecond keys of their own', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-14T09:00:00.000Z'));
    try {
      expect(keepStoredCopy('diary', 'one')).toBe('diary-2026-03-14T09:00:00.000Z');
      expect(keepStoredCopy('diary', 'two')).toBe('diary-2026-03-14T09:00:00.000Z-2');
      expect(keepStoredCopy('diary', 'three')).toBe('diary-2026-03-14T09:00:00.000Z-3');
      expect(readStoredValue('diary-2026-03-14T09:00:00.000Z')).toBe('one');
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves discarded text in place when its copy cannot be written', () => {
    const warn = silenceWarnings();
    writeStoredValue(KEY, 'my diary, half written');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(
      readStoredJson(KEY, ScoresSchema, { keepDiscardedWithPrefix: `${KEY}-unreadable` }),
    ).toBeNull();
    expect(readStoredValue(KEY)).toBe('my diary, half written');
    expect(window.localStorage).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      `Cannot read stored ${KEY} (not JSON), and there is no room to keep a copy: ${KEY} is left as it is.`,
    );
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
    expect(writeStoredJson(KEY, { version: 2, scores: [1] })).toBe(false);
    expect(keepStoredCopy(KEY, 'text')).toBeNull();
    expect(readStoredJson(KEY, ScoresSchema)).toBeNull();
    expect(() => discardStoredValue(KEY, 'gone')).not.toThrow();
  });
});
