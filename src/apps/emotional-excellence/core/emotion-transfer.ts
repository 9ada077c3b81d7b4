import { ImportedEmotionSchema, type SavedEmotion } from '../shared/saved-emotion.schemas';
import { dayCombinationKey, entryTime } from './emotion-journal';

/** The columns of the CSV export, in order. */
export const CSV_COLUMNS = [
  'id',
  'date',
  'topLevelEmotion',
  'midLevelEmotion',
  'lowLevelEmotion',
  'intensity',
  'comment',
] as const;

/** Marks the JSON export, so an import can tell it from any other JSON file. */
export const EXPORT_FORMAT = 'nook.emotional-excellence';
export const EXPORT_VERSION = 1;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) is prefixed
 * with an apostrophe, so opening an export never executes a comment.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The entries as CSV, oldest first, with a header row and CRLF line ends. */
export function entriesToCsv(entries: readonly SavedEmotion[]): string {
  const rows = [...entries]
    .sort((a, b) => entryTime(a) - entryTime(b))
    .map((entry) => CSV_COLUMNS.map((column) => csvField(entry[column])).join(','));
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** The entries as the JSON export (oldest first), which `parseImportFile` reads back. */
export function entriesToJson(entries: readonly SavedEmotion[], exportedAt: string): string {
  const sorted = [...entries].sort((a, b) => entryTime(a) - entryTime(b));
  return (
    JSON.stringify(
      { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt, entries: sorted },
      null,
      2,
    ) + '\n'
  );
}

export type ParsedImportFile =
  | { readonly ok: true; readonly candidates: readonly unknown[] }
  | { readonly ok: false; readonly reason: 'not-json' | 'not-an-export' };

/**
 * Reads the text of an import file: our JSON export, or a bare array of saved emotions. Entries are
 * checked one by one later, so a single bad entry does not sink the file.
 */
export function parseImportFile(text: string): ParsedImportFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (Array.isArray(value)) return { ok: true, candidates: value };
  if (
    typeof value === 'object' &&
    value !== null &&
    'format' in value &&
    value.format === EXPORT_FORMAT &&
    'entries' in value &&
    Array.isArray(value.entries)
  ) {
    return { ok: true, candidates: value.entries as unknown[] };
  }
  return { ok: false, reason: 'not-an-export' };
}

export interface ImportReport {
  readonly added: number;
  readonly updated: number;
  /** Entries already present as they are, or older than the day's record they would replace. */
  readonly unchanged: number;
  readonly rejected: number;
}

/**
 * Merges imported entries by the one-per-day rule (spec §5). An entry whose day and feeling are
 * new is added (with a new id when its id is taken); one matching an existing record of the same
 * day and feeling replaces it when it is newer and different (keeping the existing id), and is
 * unchanged otherwise; an entry that fails the schema is rejected.
 */
export function mergeImport(
  existing: readonly SavedEmotion[],
  candidates: readonly unknown[],
  newId: () => string,
): { entries: SavedEmotion[]; report: ImportReport } {
  const entries = [...existing];
  const report = { added: 0, updated: 0, unchanged: 0, rejected: 0 };
  for (const candidate of candidates) {
    const parsed = ImportedEmotionSchema.safeParse(candidate);
    if (!parsed.success) {
      report.rejected += 1;
      continue;
    }
    const imported = { ...parsed.data, comment: parsed.data.comment.trim() };
    const key = dayCombinationKey(imported);
    const index = entries.findIndex((entry) => dayCombinationKey(entry) === key);
    const current = entries[index];
    if (!current) {
      const { id } = imported;
      const free = id !== undefined && !entries.some((entry) => entry.id === id);
      entries.push({ ...imported, id: free ? id : newId() });
      report.added += 1;
      continue;
    }
    const same =
      current.date === imported.date &&
      current.comment === imported.comment &&
      current.intensity === imported.intensity;
    if (same || entryTime(imported) < entryTime(current)) {
      report.unchanged += 1;
      continue;
    }
    entries[index] = { ...imported, id: current.id };
    report.updated += 1;
  }
  return { entries, report };
}
