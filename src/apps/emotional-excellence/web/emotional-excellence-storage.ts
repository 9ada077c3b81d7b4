import { z } from 'zod/mini';
import {
  readStoredJson,
  readStoredValue,
  writeStoredJson,
  writeStoredValue,
} from '../../../web/kit/browser-storage';
import { SavedEmotionSchema, type SavedEmotion } from '../shared/saved-emotion.schemas';

/**
 * The saved emotions live only in this browser (spec §3), under one key as
 * `{ version, entries }`. Reading goes through the schema: a value that is not ours is discarded
 * with a console message (a copy is kept under `DISCARDED_KEY` so a diary is never silently lost),
 * and single unreadable entries are dropped while the rest are kept.
 */
export const ENTRIES_KEY = 'emotional-excellence.entries';
export const DISCARDED_KEY = 'emotional-excellence.discarded';

const STORAGE_VERSION = 1;

const StoredJournalSchema = z.object({
  version: z.literal(STORAGE_VERSION),
  entries: z.array(z.unknown()),
});

/** The saved emotions, or none when nothing readable is stored. */
export function loadEntries(): SavedEmotion[] {
  const raw = readStoredValue(ENTRIES_KEY);
  const journal = readStoredJson(ENTRIES_KEY, StoredJournalSchema, {
    keepDiscardedAs: DISCARDED_KEY,
  });
  if (raw === null || journal === null) return [];
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
  if (dropped > 0) {
    console.warn(`Discarding ${dropped} unreadable stored emotion(s) from ${ENTRIES_KEY}.`);
    writeStoredValue(DISCARDED_KEY, raw);
    saveEntries(entries);
  }
  return entries;
}

export function saveEntries(entries: readonly SavedEmotion[]): void {
  writeStoredJson(ENTRIES_KEY, { version: STORAGE_VERSION, entries });
}
