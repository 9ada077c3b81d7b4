import { appendToHistory } from '#shared/score-records';
import type { QuitRule } from './timeline-decks';

/** The two ways to play: order cards on a timeline, or guess each year. */
export type GameMode = 'timeline' | 'guess';

export const GAME_MODES: readonly GameMode[] = ['timeline', 'guess'];

/** One finished or quit game in the score history (spec §3). */
export interface ScoreEntry {
  readonly score: number;
  readonly mode: GameMode;
  /** Percent, 0–100. */
  readonly accuracy: number;
  /** ISO-8601. */
  readonly date: string;
  /** Milliseconds since the epoch. */
  readonly timestamp: number;
}

export interface HighScore {
  readonly score: number;
  readonly date: string;
  readonly accuracy: number;
}

export type HighScores = Readonly<Record<GameMode, HighScore | null>>;

/** What a browser remembers of one deck's games. */
export interface PlayerRecords {
  readonly history: readonly ScoreEntry[];
  readonly highScores: HighScores;
}

export const EMPTY_RECORDS: PlayerRecords = {
  history: [],
  highScores: { timeline: null, guess: null },
};

/** Spec §9: the history keeps the last 50 games; the chart shows the last 10. */
export const HISTORY_LIMIT = 50;
export const CHART_GAMES = 10;
/** Spec §9: the improvement trend moves only on more than 5 percentage points. */
export const TREND_THRESHOLD = 5;

/** The history with the entry added, keeping the newest HISTORY_LIMIT. */
export function appendScore(
  history: readonly ScoreEntry[],
  entry: ScoreEntry,
): readonly ScoreEntry[] {
  return appendToHistory(history, entry, HISTORY_LIMIT);
}

/**
 * A result is a new high score when it beats the stored best, or ties it with better accuracy.
 * With no stored best the bar is a score of 0 at 0 %, so an empty game never counts.
 */
export function isNewHighScore(best: HighScore | null, score: number, accuracy: number): boolean {
  const bar = best ?? { score: 0, accuracy: 0 };
  return score > bar.score || (score === bar.score && accuracy > bar.accuracy);
}

/** Spec §9: 'None' when there is no best (or it is 0), else 'score (accuracy%)'. */
export function formatBestScore(best: Pick<HighScore, 'score' | 'accuracy'> | null): string {
  if (!best || best.score === 0) return 'None';
  return `${best.score} (${best.accuracy}%)`;
}

export interface GameResult {
  readonly mode: GameMode;
  readonly score: number;
  readonly accuracy: number;
  /** Milliseconds since the epoch. */
  readonly at: number;
}

function entryFor(result: GameResult): ScoreEntry {
  return {
    score: result.score,
    mode: result.mode,
    accuracy: result.accuracy,
    date: new Date(result.at).toISOString(),
    timestamp: result.at,
  };
}

/** A completed game: always into the history, and the mode's high score when it is a new one. */
export function recordCompletedGame(
  records: PlayerRecords,
  result: GameResult,
): { records: PlayerRecords; isNewHighScore: boolean } {
  const newHigh = isNewHighScore(records.highScores[result.mode], result.score, result.accuracy);
  const entry = entryFor(result);
  return {
    isNewHighScore: newHigh,
    records: {
      history: appendScore(records.history, entry),
      highScores: newHigh
        ? {
            ...records.highScores,
            [result.mode]: { score: entry.score, date: entry.date, accuracy: entry.accuracy },
          }
        : records.highScores,
    },
  };
}

/** What a game had reached when the player quit. */
export interface QuitProgress {
  readonly mode: GameMode;
  readonly score: number;
  /** Items answered so far. */
  readonly answered: number;
}

/** Whether quitting puts the score in the history, by the deck's rule (spec §4). */
export function shouldRecordQuit(rule: QuitRule, progress: QuitProgress): boolean {
  if (rule === 'any-progress') return progress.answered > 0 || progress.score > 0;
  return progress.mode === 'timeline' ? progress.score > 0 : progress.answered > 0;
}

/**
 * A quit game goes into the history when the rule allows; high scores are only ever set by
 * completed games, so quitting early can never claim one.
 */
export function recordQuitGame(
  records: PlayerRecords,
  rule: QuitRule,
  progress: QuitProgress,
  result: GameResult,
): PlayerRecords {
  if (!shouldRecordQuit(rule, progress)) return records;
  return { ...records, history: appendScore(records.history, entryFor(result)) };
}

export type ImprovementTrend = 'improving' | 'declining' | 'stable' | 'neutral';

/**
 * Spec §4: the average accuracy of the second half of the history against the first half; more
 * than TREND_THRESHOLD points up is improving, down is declining, else stable; neutral under two
 * games. With an odd count the middle game belongs to the second (newer) half.
 */
export function improvementTrend(history: readonly ScoreEntry[]): ImprovementTrend {
  if (history.length < 2) return 'neutral';
  const middle = Math.floor(history.length / 2);
  const average = (entries: readonly ScoreEntry[]) =>
    entries.reduce((sum, entry) => sum + entry.accuracy, 0) / entries.length;
  const change = average(history.slice(middle)) - average(history.slice(0, middle));
  if (change > TREND_THRESHOLD) return 'improving';
  if (change < -TREND_THRESHOLD) return 'declining';
  return 'stable';
}

/** The 'Your Progress' numbers for one mode. */
export interface ProgressSummary {
  readonly gamesPlayed: number;
  /** Rounded to one decimal. */
  readonly averageScore: number;
  readonly bestScore: number;
  /** The accuracy of the best game (the best of those with the best score), in percent. */
  readonly bestAccuracy: number;
  /** Rounded percent. */
  readonly averageAccuracy: number;
  /** The last CHART_GAMES entries, oldest first. */
  readonly recent: readonly ScoreEntry[];
  readonly trend: ImprovementTrend;
}

/** Summarises one mode's games from the history. */
export function summariseProgress(history: readonly ScoreEntry[], mode: GameMode): ProgressSummary {
  const games = history.filter((entry) => entry.mode === mode);
  const count = games.length;
  const sum = (pick: (entry: ScoreEntry) => number) =>
    games.reduce((total, entry) => total + pick(entry), 0);
  return {
    gamesPlayed: count,
    averageScore: count === 0 ? 0 : Math.round((sum((entry) => entry.score) / count) * 10) / 10,
    bestScore: games.reduce((best, entry) => Math.max(best, entry.score), 0),
    bestAccuracy: games.reduce(
      (best, entry) =>
        entry.score > best.score || (entry.score === best.score && entry.accuracy > best.accuracy)
          ? entry
          : best,
      { score: 0, accuracy: 0 },
    ).accuracy,
    averageAccuracy: count === 0 ? 0 : Math.round(sum((entry) => entry.accuracy) / count),
    recent: games.slice(-CHART_GAMES),
    trend: improvementTrend(games),
  };
}
