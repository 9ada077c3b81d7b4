/**
 * Score records kept by the games and quizzes: a history that keeps the newest games, and a
 * best-first list of top scores that reports the place a new score took.
 */

/** The history with `entry` added at the end, keeping the newest `limit` entries. */
export function appendToHistory<T>(history: readonly T[], entry: T, limit: number): T[] {
  return [...history, entry].slice(-limit);
}

export interface TopListUpdate<T> {
  /** Best first, at most the list's limit. */
  readonly entries: readonly T[];
  /** The new entry's place (0 is the best), or null when it did not make the list. */
  readonly rank: number | null;
}

/**
 * Places `entry` in a best-first list of at most `limit` entries. `compare` is negative when its
 * first argument is the better one; an entry only equal to one already listed goes after it, so
 * whoever reached a score first keeps the higher place. Returns a new list.
 */
export function placeInTopList<T>(
  entries: readonly T[],
  entry: T,
  limit: number,
  compare: (a: T, b: T) => number,
): TopListUpdate<T> {
  const ranked = [...entries].sort(compare).slice(0, limit);
  const rank = ranked.findIndex((listed) => compare(entry, listed) < 0);
  const place = rank === -1 ? ranked.length : rank;
  if (place >= limit) return { entries: ranked, rank: null };
  return {
    entries: [...ranked.slice(0, place), entry, ...ranked.slice(place)].slice(0, limit),
    rank: place,
  };
}

/** Best first by score, then by the earlier ISO 8601 date, which keeps the first to reach it. */
export function byHigherScoreThenEarlier<T>(
  scoreOf: (entry: T) => number,
  dateOf: (entry: T) => string,
): (a: T, b: T) => number {
  return (a, b) => scoreOf(b) - scoreOf(a) || dateOf(a).localeCompare(dateOf(b));
}
