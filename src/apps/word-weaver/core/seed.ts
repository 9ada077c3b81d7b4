/** Daily boards: every UTC day has its own seed, the date written as digits. */

/** The UTC date of `now` as the number YYYYMMDD, e.g. 20261121. */
export function dailySeed(now: Date): number {
  return now.getUTCFullYear() * 10_000 + (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
}

/** Milliseconds from `now` until the next UTC midnight, when the next daily board starts. */
export function msUntilNextBoard(now: Date): number {
  const nextMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return nextMidnight - now.getTime();
}

/** A duration as H:MM:SS (hours unpadded), rounding partial seconds up so it never shows 0:00:00 early. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The seeds anyone may save a score for at `now`: today's board and yesterday's, so that a game
 * finished just after midnight, or kept in the browser until its player logs in, still counts.
 */
export function seedsOpenForScores(now: Date): number[] {
  return [dailySeed(now), dailySeed(new Date(now.getTime() - 24 * 60 * 60 * 1000))];
}
