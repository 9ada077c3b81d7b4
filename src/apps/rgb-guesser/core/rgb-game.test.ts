import { describe, expect, it } from 'vitest';
import { colourOfDay } from './daily-colour';
import type { Rgb } from './rgb-colour';
import {
  gameForDay,
  gameStatus,
  isPlayableGame,
  makeGuess,
  MAX_GUESSES,
  newDailyGame,
  scoreGuesses,
  type DailyGame,
} from './rgb-game';

const DAY = '2026-11-23';
const ANSWER = colourOfDay(DAY);

/** A colour that misses the answer on every channel by `offset` (kept inside 0–255). */
function miss(offset: number): Rgb {
  const away = (value: number) => (value + offset <= 255 ? value + offset : value - offset);
  return { red: away(ANSWER.red), green: away(ANSWER.green), blue: away(ANSWER.blue) };
}

function play(guesses: readonly Rgb[], day = DAY): DailyGame {
  return guesses.reduce(makeGuess, newDailyGame(day));
}

describe('a daily game', () => {
  it('starts with no guesses and playing', () => {
    const game = newDailyGame(DAY);
    expect(game).toEqual({ day: DAY, guesses: [] });
    expect(gameStatus(game)).toBe('playing');
  });

  it('keeps the clamped, rounded values a guess actually used', () => {
    const game = play([{ red: 300, green: -5, blue: 12.6 }]);
    expect(game.guesses).toEqual([{ red: 255, green: 0, blue: 13 }]);
  });

  it('scores every guess with its three hints', () => {
    const near = { red: ANSWER.red, green: ANSWER.green, blue: ANSWER.blue };
    const game = play([
      miss(40),
      { ...near, red: near.red <= 245 ? near.red + 10 : near.red - 10 },
    ]);
    const [first, second] = scoreGuesses(game);
    expect(first?.hints).toEqual({
      red: ANSWER.red <= 215 ? 'Lower' : 'Higher',
      green: ANSWER.green <= 215 ? 'Lower' : 'Higher',
      blue: ANSWER.blue <= 215 ? 'Lower' : 'Higher',
    });
    expect(second?.hints.green).toBe('Correct!');
    expect(second?.hints.blue).toBe('Correct!');
    expect(second?.hints.red).toBe(ANSWER.red <= 245 ? 'Slightly lower' : 'Slightly higher');
  });

  it('is won on an exact guess, after which guesses are ignored', () => {
    const game = play([miss(1), miss(2), ANSWER]);
    expect(gameStatus(game)).toBe('won');
    expect(game.guesses).toHaveLength(3);
    expect(makeGuess(game, miss(3))).toBe(game);
  });

  it('is won on the tenth guess when that one is exact', () => {
    const game = play([...Array.from({ length: 9 }, (_, i) => miss(i + 1)), ANSWER]);
    expect(gameStatus(game)).toBe('won');
  });

  it('is lost when the tenth guess misses, and then takes no more guesses', () => {
    const nine = play(Array.from({ length: 9 }, (_, i) => miss(i + 1)));
    expect(gameStatus(nine)).toBe('playing');
    const ten = makeGuess(nine, miss(50));
    expect(ten.guesses).toHaveLength(MAX_GUESSES);
    expect(gameStatus(ten)).toBe('lost');
    expect(makeGuess(ten, ANSWER)).toBe(ten);
  });

  it('counts a typed answer that rounds to the colour as a win', () => {
    const game = play([{ red: ANSWER.red + 0.3, green: ANSWER.green - 0.2, blue: ANSWER.blue }]);
    expect(gameStatus(game)).toBe('won');
  });
});

describe('persistence rules', () => {
  it('accepts what could have been played', () => {
    expect(isPlayableGame(newDailyGame(DAY))).toBe(true);
    expect(isPlayableGame(play([miss(3), ANSWER]))).toBe(true);
    expect(isPlayableGame(play(Array.from({ length: 10 }, (_, i) => miss(i + 1))))).toBe(true);
  });

  it.each([
    ['eleven guesses', { day: DAY, guesses: Array.from({ length: 11 }, (_, i) => miss(i + 1)) }],
    ['a guess after the win', { day: DAY, guesses: [ANSWER, miss(2)] }],
    ['a channel above 255', { day: DAY, guesses: [{ red: 256, green: 0, blue: 0 }] }],
    ['a fractional channel', { day: DAY, guesses: [{ red: 1.5, green: 0, blue: 0 }] }],
  ])('refuses a stored game with %s', (_, game) => {
    expect(isPlayableGame(game)).toBe(false);
  });

  it("restores today's game and starts a new day fresh", () => {
    const stored = play([miss(5), miss(6)]);
    expect(gameForDay(stored, DAY)).toBe(stored);
    expect(gameForDay(stored, '2026-11-24')).toEqual({ day: '2026-11-24', guesses: [] });
    expect(gameForDay(null, DAY)).toEqual({ day: DAY, guesses: [] });
  });

  it('starts fresh on a later day that shares the seed, and a finished day stays finished', () => {
    const won = play([colourOfDay('2026-01-12')], '2026-01-12');
    expect(gameStatus(won)).toBe('won');
    expect(gameStatus(gameForDay(won, '2026-01-12'))).toBe('won');
    const later = gameForDay(won, '2026-12-01');
    expect(later.guesses).toEqual([]);
    expect(gameStatus(later)).toBe('playing');
  });
});
