import { describe, expect, it, vi } from 'vitest';
import { colourOfDay } from '../core/daily-colour';
import { makeGuess, newDailyGame } from '../core/rgb-game';
import {
  loadDailyGame,
  loadResults,
  saveDailyGame,
  saveResults,
  STORAGE_KEYS,
  touchesGuesserStorage,
} from './rgb-guesser-storage';

const DAY = '2026-11-23';
const ANSWER = colourOfDay(DAY);
const MISS = { red: (ANSWER.red + 128) % 256, green: 0, blue: 0 };

describe('RGB guesser browser storage', () => {
  it('keeps a game and results exactly', () => {
    const game = makeGuess(makeGuess(newDailyGame(DAY), MISS), ANSWER);
    saveDailyGame(game);
    expect(loadDailyGame()).toEqual(game);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.dailyGame) ?? '')).toEqual({
      version: 1,
      ...game,
    });
    saveDailyGame(null);
    expect(window.localStorage.getItem(STORAGE_KEYS.dailyGame)).toBeNull();
    expect(loadDailyGame()).toBeNull();

    const results = [
      { day: '2026-11-21', won: false, guesses: 10 },
      { day: DAY, won: true, guesses: 2 },
    ];
    saveResults(results);
    expect(loadResults()).toEqual(results);
  });

  it('tells a change to its own keys, or cleared storage, from any other', () => {
    expect(touchesGuesserStorage(STORAGE_KEYS.dailyGame)).toBe(true);
    expect(touchesGuesserStorage(STORAGE_KEYS.results)).toBe(true);
    expect(touchesGuesserStorage(null)).toBe(true);
    expect(touchesGuesserStorage('flappy-duo.high-scores')).toBe(false);
  });

  it('returns results in day order whatever order they were stored in', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.results,
      JSON.stringify([
        { day: '2026-11-23', won: true, guesses: 4 },
        { day: '2026-11-01', won: true, guesses: 6 },
      ]),
    );
    expect(loadResults().map((result) => result.day)).toEqual(['2026-11-01', '2026-11-23']);
  });

  it.each([
    ['not JSON', '{"day": '],
    ['an older version', JSON.stringify({ version: 0, day: DAY, guesses: [] })],
    ['no version', JSON.stringify({ day: DAY, guesses: [] })],
    ['a day that does not exist', JSON.stringify({ version: 1, day: '2026-02-30', guesses: [] })],
    [
      'a channel out of range',
      JSON.stringify({ version: 1, day: DAY, guesses: [{ red: 256, green: 0, blue: 0 }] }),
    ],
    [
      'a fractional channel',
      JSON.stringify({ version: 1, day: DAY, guesses: [{ red: 12.5, green: 0, blue: 0 }] }),
    ],
    [
      'eleven guesses',
      JSON.stringify({ version: 1, day: DAY, guesses: Array.from({ length: 11 }, () => MISS) }),
    ],
    [
      'a guess after the winning one',
      JSON.stringify({ version: 1, day: DAY, guesses: [ANSWER, MISS] }),
    ],
  ])('discards a stored game with %s, with a console message', (_, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.dailyGame, value);
    expect(loadDailyGame()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.dailyGame)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(STORAGE_KEYS.dailyGame);
  });

  it.each([
    ['not JSON', 'nope'],
    ['not a list', JSON.stringify({ day: DAY })],
    [
      'two results for one day',
      JSON.stringify([
        { day: DAY, won: true, guesses: 3 },
        { day: DAY, won: false, guesses: 10 },
      ]),
    ],
    ['a loss before the tenth guess', JSON.stringify([{ day: DAY, won: false, guesses: 4 }])],
    ['zero guesses', JSON.stringify([{ day: DAY, won: true, guesses: 0 }])],
  ])('discards stored results with %s, with a console message', (_, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.results, value);
    expect(loadResults()).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.results)).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain(STORAGE_KEYS.results);
  });
});
