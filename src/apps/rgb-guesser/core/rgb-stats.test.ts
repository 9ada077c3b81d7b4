import { describe, expect, it } from 'vitest';
import { colourOfDay } from './daily-colour';
import { makeGuess, newDailyGame } from './rgb-game';
import {
  forgetResult,
  recordResult,
  resultOf,
  RESULTS_LIMIT,
  summariseResults,
  type DailyResult,
} from './rgb-stats';

const won = (day: string, guesses: number): DailyResult => ({ day, won: true, guesses });
const lost = (day: string): DailyResult => ({ day, won: false, guesses: 10 });

describe('the result of a game', () => {
  it('is null while playing, then the win with its guess count', () => {
    const day = '2026-11-23';
    const answer = colourOfDay(day);
    let game = makeGuess(newDailyGame(day), { red: 255 - answer.red, green: 0, blue: 0 });
    expect(resultOf(game)).toBeNull();
    game = makeGuess(game, answer);
    expect(resultOf(game)).toEqual({ day, won: true, guesses: 2 });
  });

  it('is a loss after ten misses', () => {
    const day = '2026-11-23';
    const answer = colourOfDay(day);
    let game = newDailyGame(day);
    for (let i = 0; i < 10; i += 1) {
      game = makeGuess(game, { ...answer, blue: answer.blue > 127 ? i : 255 - i });
    }
    expect(resultOf(game)).toEqual({ day, won: false, guesses: 10 });
  });
});

describe('recording results', () => {
  it('keeps one result per day, in day order', () => {
    let results = recordResult([], won('2026-11-23', 4));
    results = recordResult(results, lost('2026-11-21'));
    results = recordResult(results, won('2026-11-23', 2));
    expect(results).toEqual([lost('2026-11-21'), won('2026-11-23', 2)]);
    expect(forgetResult(results, '2026-11-23')).toEqual([lost('2026-11-21')]);
  });

  it(`keeps only the newest ${RESULTS_LIMIT}`, () => {
    let results: DailyResult[] = [];
    let day = new Date(Date.UTC(2020, 0, 1));
    for (let i = 0; i < RESULTS_LIMIT + 5; i += 1) {
      results.push(won(day.toISOString().slice(0, 10), 3));
      day = new Date(day.getTime() + 86_400_000);
    }
    results = recordResult(results, won(day.toISOString().slice(0, 10), 3));
    expect(results).toHaveLength(RESULTS_LIMIT);
    expect(results.at(-1)?.day).toBe(day.toISOString().slice(0, 10));
  });
});

describe('stats and streaks', () => {
  it('are all zero before any game', () => {
    expect(summariseResults([], '2026-11-23')).toEqual({
      played: 0,
      wins: 0,
      winPercent: 0,
      currentStreak: 0,
      bestStreak: 0,
      distribution: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
  });

  it('count games, wins and the guess distribution', () => {
    const stats = summariseResults(
      [won('2026-11-01', 3), won('2026-11-02', 3), lost('2026-11-03'), won('2026-11-05', 10)],
      '2026-11-23',
    );
    expect(stats.played).toBe(4);
    expect(stats.wins).toBe(3);
    expect(stats.winPercent).toBe(75);
    expect(stats.distribution).toEqual([0, 0, 2, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('rounds the win percentage', () => {
    const stats = summariseResults(
      [won('2026-11-01', 3), lost('2026-11-02'), lost('2026-11-03')],
      '2026-11-03',
    );
    expect(stats.winPercent).toBe(33);
  });

  it('carry the current streak from yesterday while today is unplayed', () => {
    const results = [won('2026-11-20', 5), won('2026-11-21', 5), won('2026-11-22', 5)];
    expect(summariseResults(results, '2026-11-23').currentStreak).toBe(3);
    expect(summariseResults(results, '2026-11-22').currentStreak).toBe(3);
    // A missed day breaks it.
    expect(summariseResults(results, '2026-11-24').currentStreak).toBe(0);
    expect(summariseResults(results, '2026-11-24').bestStreak).toBe(3);
  });

  it('end the current streak on a loss and count today once won', () => {
    const results = [won('2026-11-21', 5), won('2026-11-22', 5)];
    expect(summariseResults([...results, lost('2026-11-23')], '2026-11-23').currentStreak).toBe(0);
    expect(summariseResults([...results, won('2026-11-23', 1)], '2026-11-23').currentStreak).toBe(
      3,
    );
  });

  it('find the best streak of won days in a row, across months and years', () => {
    const stats = summariseResults(
      [
        won('2025-12-30', 2),
        won('2025-12-31', 2),
        won('2026-01-01', 2),
        won('2026-01-02', 2),
        lost('2026-01-03'),
        won('2026-01-04', 2),
        won('2026-01-06', 2),
        won('2026-01-07', 2),
      ],
      '2026-01-07',
    );
    expect(stats.bestStreak).toBe(4);
    expect(stats.currentStreak).toBe(2);
  });
});
