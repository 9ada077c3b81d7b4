import type { TopLevelEmotion } from '../data/emotion-tree';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import { dayOfTimestamp } from './local-day';

/** What the person chose on the Current tab. */
export interface EmotionChoice {
  readonly topLevelEmotion: TopLevelEmotion;
  readonly midLevelEmotion: string;
  readonly lowLevelEmotion: string;
  readonly comment: string;
  readonly intensity: number;
}

export type RecordOutcome = 'added' | 'updated';

export interface RecordResult {
  readonly entries: readonly SavedEmotion[];
  readonly entry: SavedEmotion;
  readonly outcome: RecordOutcome;
}

/**
 * The one-per-day key (spec §5): the local day of the entry and its three levels. Two entries with
 * the same key are the same record of the day.
 */
export function dayCombinationKey(
  entry: Pick<SavedEmotion, 'date' | 'topLevelEmotion' | 'midLevelEmotion' | 'lowLevelEmotion'>,
): string {
  return [
    dayOfTimestamp(entry.date),
    entry.topLevelEmotion,
    entry.midLevelEmotion,
    entry.lowLevelEmotion,
  ].join('\u0000');
}

/**
 * Records a feeling at `at` (a local timestamp with its offset, see `localTimestamp`). Saving the
 * same three levels again on the same local day overwrites the earlier entry, keeping its id
 * (outcome `updated`); otherwise a new entry with `newId` is added.
 */
export function recordEmotion(
  entries: readonly SavedEmotion[],
  choice: EmotionChoice,
  at: string,
  newId: string,
): RecordResult {
  const candidate: SavedEmotion = {
    id: newId,
    date: at,
    ...choice,
    comment: choice.comment.trim(),
  };
  const key = dayCombinationKey(candidate);
  const earlier = entries.find((entry) => dayCombinationKey(entry) === key);
  if (!earlier) return { entries: [...entries, candidate], entry: candidate, outcome: 'added' };
  const entry = { ...candidate, id: earlier.id };
  return {
    entries: [...entries.filter((other) => dayCombinationKey(other) !== key), entry],
    entry,
    outcome: 'updated',
  };
}

/** Changes the comment and intensity of the entry with `id`; its day and feeling stay. */
export function reviseEntry(
  entries: readonly SavedEmotion[],
  id: string,
  changes: Pick<SavedEmotion, 'comment' | 'intensity'>,
): readonly SavedEmotion[] {
  return entries.map((entry) =>
    entry.id === id
      ? { ...entry, comment: changes.comment.trim(), intensity: changes.intensity }
      : entry,
  );
}

/** Removes exactly the entry with `id`, however alike other entries are. */
export function deleteEntry(entries: readonly SavedEmotion[], id: string): readonly SavedEmotion[] {
  return entries.filter((entry) => entry.id !== id);
}

/** The moment of an entry in milliseconds, for ordering. */
export function entryTime(entry: Pick<SavedEmotion, 'date'>): number {
  return Date.parse(entry.date);
}

/** Entries newest first (by the moment they were recorded), optionally of one top emotion. */
export function newestFirst(
  entries: readonly SavedEmotion[],
  topLevelEmotion: TopLevelEmotion | null = null,
): SavedEmotion[] {
  return entries
    .filter((entry) => topLevelEmotion === null || entry.topLevelEmotion === topLevelEmotion)
    .sort((a, b) => entryTime(b) - entryTime(a) || b.id.localeCompare(a.id));
}
