import { describe, expect, it } from 'vitest';
import { colourOfDay } from './daily-colour';
import { formatHex, formatRgb } from './rgb-colour';
import { makeGuess, newDailyGame, type DailyGame } from './rgb-game';
import { shareText } from './share-text';

// The answer of this day is rgb(46, 81, 169).
const DAY = '2026-11-23';
const ANSWER = colourOfDay(DAY);

function play(...guesses: { red: number; green: number; blue: number }[]): DailyGame {
  return guesses.reduce(makeGuess, newDailyGame(DAY));
}

describe('the share text', () => {
  it('shows the score and one emoji per hint, red, green, blue', () => {
    const game = play(
      { red: 128, green: 128, blue: 128 },
      { red: 40, green: 90, blue: 169 },
      ANSWER,
    );
    expect(shareText(game, 'https://nook.example/quizzes/rbguesser')).toBe(
      [
        'RGB Guesser 2026-11-23 3/10',
        '⏬⏬⏫',
        '🔼🔽✅',
        '✅✅✅',
        'https://nook.example/quizzes/rbguesser',
      ].join('\n'),
    );
  });

  it('marks a loss X/10 and never gives the colour away', () => {
    const misses = Array.from({ length: 10 }, (_, i) => ({ red: i, green: 255, blue: 0 }));
    const text = shareText(play(...misses));
    expect(text.split('\n')[0]).toBe('RGB Guesser 2026-11-23 X/10');
    expect(text.split('\n')).toHaveLength(11);
    for (const spoiler of [
      formatRgb(ANSWER),
      formatHex(ANSWER),
      String(ANSWER.red),
      String(ANSWER.green),
      String(ANSWER.blue),
    ]) {
      expect(text).not.toContain(spoiler);
    }
  });
});
