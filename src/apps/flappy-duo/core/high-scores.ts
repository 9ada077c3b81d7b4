import {
  byHigherScoreThenEarlier,
  placeInTopList,
  type TopListUpdate,
} from '#shared/score-records';

/** The spec keeps the five best survived times. */
export const HIGH_SCORE_LIMIT = 5;

export interface HighScore {
  /** Survived time in seconds, one decimal. */
  readonly seconds: number;
  /** When the game was played, ISO 8601. */
  readonly date: string;
}

export interface HighScoreUpdate {
  readonly scores: readonly HighScore[];
  /** The new entry's place (0 is the best), or null when it did not make the list. */
  readonly rank: number | null;
}

/** Best first; among equal times the earlier game keeps the higher place. */
const byBest = byHigherScoreThenEarlier<HighScore>(
  (score) => score.seconds,
  (score) => score.date,
);

function asUpdate({ entries, rank }: TopListUpdate<HighScore>): HighScoreUpdate {
  return { scores: entries, rank };
}

/**
 * Adds a game's time to the top five. Zero or negative times are never saved; a time that does
 * not beat the fifth best of a full list is not saved either. Returns a new list.
 */
export function recordHighScore(scores: readonly HighScore[], entry: HighScore): HighScoreUpdate {
  if (!(entry.seconds > 0) || !Number.isFinite(entry.seconds)) {
    return { scores: [...scores].sort(byBest).slice(0, HIGH_SCORE_LIMIT), rank: null };
  }
  return asUpdate(placeInTopList(scores, entry, HIGH_SCORE_LIMIT, byBest));
}
