import { useCallback, useEffect, useState } from 'react';
import {
  deleteEntry,
  recordEmotion,
  reviseEntry,
  type EmotionChoice,
  type RecordResult,
} from '../core/emotion-journal';
import { mergeImport, parseImportFile, type ImportReport } from '../core/emotion-transfer';
import { localTimestamp } from '../core/local-day';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import { ENTRIES_KEY, loadEntries, saveEntries } from './emotional-excellence-storage';

/** Where "now" comes from; tests pass a fixed moment and zone. */
export interface JournalClock {
  readonly now: () => Date;
  readonly timeZone: string;
}

export const BROWSER_CLOCK: JournalClock = {
  now: () => new Date(),
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
};

/** A random id; getRandomValues works where randomUUID does not (pages served over plain http). */
export function newEntryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type ImportResult =
  | { readonly ok: true; readonly report: ImportReport }
  | { readonly ok: false; readonly reason: 'not-json' | 'not-an-export' };

/** The saved emotions and what can be done with them, kept in step with browser storage. */
export function useEmotionJournal(clock: JournalClock) {
  const [entries, setEntries] = useState<readonly SavedEmotion[]>(loadEntries);

  // Another tab saving keeps this one current.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === ENTRIES_KEY || event.key === null) setEntries(loadEntries());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const commit = useCallback((next: readonly SavedEmotion[]) => {
    saveEntries(next);
    setEntries(next);
  }, []);

  const record = (choice: EmotionChoice): RecordResult => {
    const result = recordEmotion(
      entries,
      choice,
      localTimestamp(clock.now(), clock.timeZone),
      newEntryId(),
    );
    commit(result.entries);
    return result;
  };

  const revise = (id: string, changes: Pick<SavedEmotion, 'comment' | 'intensity'>) =>
    commit(reviseEntry(entries, id, changes));

  const remove = (id: string) => commit(deleteEntry(entries, id));

  const importFile = (text: string): ImportResult => {
    const parsed = parseImportFile(text);
    if (!parsed.ok) return parsed;
    const merged = mergeImport(entries, parsed.candidates, newEntryId);
    commit(merged.entries);
    return { ok: true, report: merged.report };
  };

  return { entries, record, revise, remove, importFile };
}
