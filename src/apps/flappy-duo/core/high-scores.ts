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
function byBest(a: HighScore, b: HighScore): number {
  return b.seconds - a.seconds || a.date.localeCompare(b.date);
}

/**
 * Adds a game's time to the top five. Zero or negative times are never saved; a time that does
 * not beat the fifth best of a full list is not saved either. Returns a new list.
 */
export function recordHighScore(scores: readonly HighScore[], entry: HighScore): HighScoreUpdate {
  const ranked = [...scores].sort(byBest).slice(0, HIGH_SCORE_LIMIT);
  if (!(entry.seconds > 0) || !Number.isFinite(entry.seconds))
    return { scores: ranked, rank: null };
  const merged = [...ranked, entry].sort(byBest);
  const rank = merged.indexOf(entry);
  if (rank >= HIGH_SCORE_LIMIT) return { scores: ranked, rank: null };
  return { scores: merged.slice(0, HIGH_SCORE_LIMIT), rank };
}
