import { describe, expect, it } from 'vitest';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import {
  csvField,
  entriesToCsv,
  entriesToJson,
  EXPORT_FORMAT,
  mergeImport,
  parseImportFile,
} from './emotion-transfer';

const base: SavedEmotion = {
  id: 'a',
  date: '2026-03-14T09:00:00.000+01:00',
  topLevelEmotion: 'Joyful',
  midLevelEmotion: 'Excited',
  lowLevelEmotion: 'Eager',
  comment: '',
  intensity: 4,
};

/** A small RFC 4180 reader, to check that every field survives the round trip. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain words')).toBe('plain words');
    expect(csvField('tired, but ok')).toBe('"tired, but ok"');
    expect(csvField('she said "fine"')).toBe('"she said ""fine"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('carriage\r\nreturn')).toBe('"carriage\r\nreturn"');
    expect(csvField(4)).toBe('4');
  });

  it('keeps a comment from running as a spreadsheet formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1 good day')).toBe("'+1 good day");
    expect(csvField('@home')).toBe("'@home");
  });

  it('writes a header and one row per entry, oldest first, that read back exactly', () => {
    const tricky = 'Long day, "interesting"\nthen calm; 100% fine';
    const csv = entriesToCsv([
      { ...base, id: 'later', date: '2026-03-15T09:00:00.000+01:00', comment: tricky },
      { ...base, id: 'earlier' },
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = readCsv(csv);
    expect(header?.join(',')).toBe(
      'id,date,topLevelEmotion,midLevelEmotion,lowLevelEmotion,intensity,comment',
    );
    expect(rows).toEqual([
      ['earlier', base.date, 'Joyful', 'Excited', 'Eager', '4', ''],
      ['later', '2026-03-15T09:00:00.000+01:00', 'Joyful', 'Excited', 'Eager', '4', tricky],
    ]);
  });
});

describe('JSON export and import', () => {
  it('round-trips through the export format', () => {
    const json = entriesToJson([base], '2026-03-14T10:00:00.000Z');
    expect(JSON.parse(json)).toMatchObject({ format: EXPORT_FORMAT, version: 1, entries: [base] });
    const parsed = parseImportFile(json);
    expect(parsed).toEqual({ ok: true, candidates: [base] });
  });

  it('accepts a bare list of entries and refuses other files', () => {
    expect(parseImportFile('[]')).toEqual({ ok: true, candidates: [] });
    expect(parseImportFile('{oops')).toEqual({ ok: false, reason: 'not-json' });
    expect(parseImportFile('{"entries": []}')).toEqual({ ok: false, reason: 'not-an-export' });
    expect(parseImportFile('"text"')).toEqual({ ok: false, reason: 'not-an-export' });
  });
});

describe('merging an import', () => {
  let next = 0;
  const newId = () => `new-${++next}`;

  it('adds new entries, updates the day’s record when newer, and rejects invalid ones', () => {
    const existing: SavedEmotion[] = [base];
    const { entries, report } = mergeImport(
      existing,
      [
        // Same day and feeling, later and different: replaces the record, keeping its id.
        { ...base, id: 'other', date: '2026-03-14T20:00:00.000+01:00', comment: 'evening' },
        // A new day: added with its own id.
        { ...base, id: 'b', date: '2026-03-12T09:00:00.000+01:00' },
        // No id: added with a new one.
        { ...base, id: undefined, lowLevelEmotion: 'Energetic' },
        // Invalid: intensity out of range, a feeling not in the tree, a broken date, not an object.
        { ...base, intensity: 6 },
        { ...base, lowLevelEmotion: 'Ecstatic' },
        { ...base, date: '2026-02-30T09:00:00+01:00' },
        'nonsense',
      ],
      newId,
    );
    expect(report).toEqual({ added: 2, updated: 1, unchanged: 0, rejected: 4 });
    expect(entries).toHaveLength(3);
    expect(entries[0]).toEqual({
      ...base,
      date: '2026-03-14T20:00:00.000+01:00',
      comment: 'evening',
    });
    expect(entries.map((entry) => entry.id)).toEqual(['a', 'b', expect.stringMatching(/^new-/)]);
  });

  it('leaves the day’s record when the import is the same or older', () => {
    const later = { ...base, date: '2026-03-14T21:00:00.000+01:00', comment: 'later' };
    const { entries, report } = mergeImport(
      [later],
      [later, { ...base, comment: 'earlier' }],
      newId,
    );
    expect(report).toEqual({ added: 0, updated: 0, unchanged: 2, rejected: 0 });
    expect(entries).toEqual([later]);
  });

  it('gives an entry a new id when its id belongs to a different entry', () => {
    const { entries, report } = mergeImport(
      [base],
      [{ ...base, date: '2026-03-10T09:00:00.000+01:00' }],
      newId,
    );
    expect(report.added).toBe(1);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(2);
  });

  it('importing its own export twice changes nothing', () => {
    const json = entriesToJson([base, { ...base, id: 'z', lowLevelEmotion: 'Energetic' }], 'now');
    const parsed = parseImportFile(json);
    if (!parsed.ok) throw new Error('export not readable');
    const first = mergeImport([], parsed.candidates, newId);
    expect(first.report).toEqual({ added: 2, updated: 0, unchanged: 0, rejected: 0 });
    const second = mergeImport(first.entries, parsed.candidates, newId);
    expect(second.report).toEqual({ added: 0, updated: 0, unchanged: 2, rejected: 0 });
    expect(second.entries).toEqual(first.entries);
  });
});
