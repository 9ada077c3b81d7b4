import { describe, expect, it } from 'vitest';
import {
  EMPTY_RECORDS,
  HISTORY_LIMIT,
  appendScore,
  formatBestScore,
  improvementTrend,
  isNewHighScore,
  recordCompletedGame,
  recordQuitGame,
  shouldRecordQuit,
  summariseProgress,
  type GameMode,
  type ScoreEntry,
} from './player-records';
import { CONFLICTS_DECK, INNOVATIONS_DECK, PEOPLE_DECK } from './timeline-decks';

function entry(score: number, accuracy: number, mode: GameMode = 'timeline', at = 0): ScoreEntry {
  return { score, accuracy, mode, date: new Date(at).toISOString(), timestamp: at };
}

describe('appendScore', () => {
  it('keeps the newest 50 games', () => {
    let history: readonly ScoreEntry[] = [];
    for (let i = 0; i < 60; i += 1) history = appendScore(history, entry(i, 50, 'timeline', i));
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]?.score).toBe(10);
    expect(history.at(-1)?.score).toBe(59);
  });
});

describe('isNewHighScore', () => {
  const best = { score: 12, accuracy: 60, date: '2026-01-01T00:00:00.000Z' };

  it('is a higher score, or an equal one with better accuracy', () => {
    expect(isNewHighScore(best, 13, 10)).toBe(true);
    expect(isNewHighScore(best, 12, 61)).toBe(true);
    expect(isNewHighScore(best, 12, 60)).toBe(false);
    expect(isNewHighScore(best, 12, 59)).toBe(false);
    expect(isNewHighScore(best, 11, 100)).toBe(false);
  });

  it('needs more than nothing when there is no stored best', () => {
    expect(isNewHighScore(null, 1, 5)).toBe(true);
    expect(isNewHighScore(null, 0, 0)).toBe(false);
  });
});

describe('formatBestScore', () => {
  it("shows 'None' for no best or a best of 0, else 'score (accuracy%)'", () => {
    expect(formatBestScore(null)).toBe('None');
    expect(formatBestScore({ score: 0, accuracy: 0 })).toBe('None');
    expect(formatBestScore({ score: 15, accuracy: 75 })).toBe('15 (75%)');
  });
});

describe('recordCompletedGame', () => {
  it("adds the game to the history and sets only that mode's high score", () => {
    const first = recordCompletedGame(EMPTY_RECORDS, {
      mode: 'guess',
      score: 9,
      accuracy: 45,
      at: Date.UTC(2026, 0, 2),
    });
    expect(first.isNewHighScore).toBe(true);
    expect(first.records.history).toEqual([
      {
        score: 9,
        mode: 'guess',
        accuracy: 45,
        date: '2026-01-02T00:00:00.000Z',
        timestamp: Date.UTC(2026, 0, 2),
      },
    ]);
    expect(first.records.highScores).toEqual({
      timeline: null,
      guess: { score: 9, accuracy: 45, date: '2026-01-02T00:00:00.000Z' },
    });

    const worse = recordCompletedGame(first.records, {
      mode: 'guess',
      score: 9,
      accuracy: 45,
      at: 1,
    });
    expect(worse.isNewHighScore).toBe(false);
    expect(worse.records.history).toHaveLength(2);
    expect(worse.records.highScores).toBe(first.records.highScores);
  });
});

describe('quit rules', () => {
  const progress = (mode: GameMode, score: number, answered: number) => ({
    mode,
    score,
    answered,
  });

  it.each([INNOVATIONS_DECK, PEOPLE_DECK])('$id records a quit after any progress', (deck) => {
    expect(shouldRecordQuit(deck.quitRule, progress('timeline', 0, 0))).toBe(false);
    expect(shouldRecordQuit(deck.quitRule, progress('timeline', 0, 1))).toBe(true);
    expect(shouldRecordQuit(deck.quitRule, progress('guess', 0, 0))).toBe(false);
    expect(shouldRecordQuit(deck.quitRule, progress('guess', 0, 2))).toBe(true);
    expect(shouldRecordQuit(deck.quitRule, progress('guess', 1, 1))).toBe(true);
  });

  it('conflicts record a quit with a score above 0 in timeline mode, or any guess in year mode', () => {
    const rule = CONFLICTS_DECK.quitRule;
    expect(shouldRecordQuit(rule, progress('timeline', 0, 0))).toBe(false);
    expect(shouldRecordQuit(rule, progress('timeline', 0, 3))).toBe(false);
    expect(shouldRecordQuit(rule, progress('timeline', 1, 3))).toBe(true);
    expect(shouldRecordQuit(rule, progress('guess', 0, 0))).toBe(false);
    expect(shouldRecordQuit(rule, progress('guess', 0, 1))).toBe(true);
  });

  it('a recorded quit goes into the history but never sets a high score', () => {
    const records = recordQuitGame(EMPTY_RECORDS, 'any-progress', progress('timeline', 3, 4), {
      mode: 'timeline',
      score: 3,
      accuracy: 75,
      at: 5,
    });
    expect(records.history).toEqual([entry(3, 75, 'timeline', 5)]);
    expect(records.highScores).toEqual(EMPTY_RECORDS.highScores);
    const ignored = recordQuitGame(EMPTY_RECORDS, 'scored-or-guessed', progress('timeline', 0, 4), {
      mode: 'timeline',
      score: 0,
      accuracy: 0,
      at: 5,
    });
    expect(ignored).toBe(EMPTY_RECORDS);
  });
});

describe('improvementTrend', () => {
  const withAccuracies = (...values: number[]) => values.map((value) => entry(1, value));

  it('is neutral with fewer than two games', () => {
    expect(improvementTrend([])).toBe('neutral');
    expect(improvementTrend(withAccuracies(90))).toBe('neutral');
  });

  it('compares the newer half with the older half, moving only beyond 5 points', () => {
    expect(improvementTrend(withAccuracies(50, 56))).toBe('improving');
    expect(improvementTrend(withAccuracies(50, 55))).toBe('stable');
    expect(improvementTrend(withAccuracies(50, 45))).toBe('stable');
    expect(improvementTrend(withAccuracies(50, 44))).toBe('declining');
    expect(improvementTrend(withAccuracies(40, 60, 50, 70))).toBe('improving');
  });

  it('gives the middle game of an odd count to the newer half', () => {
    // Older half [10]; newer half [10, 22] averages 16: 6 points up.
    expect(improvementTrend(withAccuracies(10, 10, 22))).toBe('improving');
    // Were the middle game in the older half, [10, 10] against [20] would be 10 up; here it is 5.
    expect(improvementTrend(withAccuracies(10, 10, 20))).toBe('stable');
  });
});

describe('summariseProgress', () => {
  it("summarises one mode's games and keeps the last 10 for the chart", () => {
    const history = [
      ...Array.from({ length: 12 }, (_, i) => entry(i, i * 5, 'timeline', i)),
      entry(20, 100, 'guess', 99),
    ];
    const summary = summariseProgress(history, 'timeline');
    expect(summary.gamesPlayed).toBe(12);
    expect(summary.averageScore).toBe(5.5);
    expect(summary.bestScore).toBe(11);
    expect(formatBestScore({ score: summary.bestScore, accuracy: summary.bestAccuracy })).toMatch(
      /^11 \(\d+%\)$/,
    );
    expect(summary.averageAccuracy).toBe(28);
    expect(summary.recent.map((game) => game.score)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(summary.trend).toBe('improving');

    const guesses = summariseProgress(history, 'guess');
    expect(guesses).toMatchObject({ gamesPlayed: 1, bestScore: 20, trend: 'neutral' });
  });

  it('is all zeros for a mode never played', () => {
    expect(summariseProgress([], 'guess')).toEqual({
      gamesPlayed: 0,
      averageScore: 0,
      bestScore: 0,
      bestAccuracy: 0,
      averageAccuracy: 0,
      recent: [],
      trend: 'neutral',
    });
  });
});
