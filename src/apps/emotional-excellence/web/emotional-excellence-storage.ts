import { z } from 'zod/mini';
import {
  keepStoredCopy,
  readStoredJson,
  readStoredValue,
  writeStoredJson,
} from '#kit/browser-storage';
import { SavedEmotionSchema, type SavedEmotion } from '../shared/saved-emotion.schemas';

/**
 * The saved emotions live only in this browser (spec §3), under one key as
 * `{ version, entries }`. Reading goes through the schema: a journal that is not ours, or one with
 * unreadable entries, is first copied under a key of its own (`UNREADABLE_KEY_PREFIX` and the
 * time, named in a console message), so a diary is never silently lost nor replaced by a later
 * one; then it is discarded, or its readable entries are kept. When storage has no room for the
 * copy, the journal stays as it is and is never saved over.
 */
export const ENTRIES_KEY = 'emotional-excellence.entries';
export const UNREADABLE_KEY_PREFIX = `${ENTRIES_KEY}-unreadable`;

const STORAGE_VERSION = 1;

const StoredJournalSchema = z.object({
  version: z.literal(STORAGE_VERSION),
  entries: z.array(z.unknown()),
});

interface StoredJournal {
  readonly entries: SavedEmotion[];
  /** False while ENTRIES_KEY holds text that could not be read nor copied aside. */
  readonly writable: boolean;
}

function readJournal(): StoredJournal {
  const raw = readStoredValue(ENTRIES_KEY);
  if (raw === null) return { entries: [], writable: true };
  const journal = readStoredJson(ENTRIES_KEY, StoredJournalSchema, {
    keepDiscardedWithPrefix: UNREADABLE_KEY_PREFIX,
  });
  if (journal === null) return { entries: [], writable: readStoredValue(ENTRIES_KEY) === null };
  const entries: SavedEmotion[] = [];
  const seen = new Set<string>();
  for (const candidate of journal.entries) {
    const entry = SavedEmotionSchema.safeParse(candidate);
    if (entry.success && !seen.has(entry.data.id)) {
      seen.add(entry.data.id);
      entries.push(entry.data);
    }
  }
  const dropped = journal.entries.length - entries.length;
  if (dropped === 0) return { entries, writable: true };
  const keptAs = keepStoredCopy(UNREADABLE_KEY_PREFIX, raw);
  if (keptAs === null) {
    console.warn(
      `${dropped} stored emotion(s) in ${ENTRIES_KEY} cannot be read, and there is no room to keep a copy: ${ENTRIES_KEY} is left as it is.`,
    );
    return { entries, writable: false };
  }
  console.warn(
    `Discarding ${dropped} unreadable stored emotion(s) from ${ENTRIES_KEY}; the journal as it was is kept under ${keptAs}.`,
  );
  writeStoredJson(ENTRIES_KEY, { version: STORAGE_VERSION, entries });
  return { entries, writable: true };
}

/** The saved emotions, or none when nothing readable is stored. */
export function loadEntries(): SavedEmotion[] {
  return readJournal().entries;
}

/**
 * Stores the saved emotions; false when they live for this page view only: storage refused them,
 * or it holds a journal that could not be read nor copied aside, which is never written over.
 */
export function saveEntries(entries: readonly SavedEmotion[]): boolean {
  if (!readJournal().writable) {
    console.warn(
      `Not saving the emotions: ${ENTRIES_KEY} holds a journal that cannot be read and there is no room to keep a copy of it.`,
    );
    return false;
  }
  return writeStoredJson(ENTRIES_KEY, { version: STORAGE_VERSION, entries });
}
