import { CHANNELS, type Hint } from './rgb-colour';
import { gameStatus, MAX_GUESSES, scoreGuesses, type DailyGame } from './rgb-game';

/** One emoji per hint, so a shared result shows the way there without giving the colour away. */
export const HINT_EMOJI: Readonly<Record<Hint, string>> = {
  'Correct!': '✅',
  'Slightly higher': '🔼',
  'Slightly lower': '🔽',
  Higher: '⏫',
  Lower: '⏬',
};

/**
 * The spoiler-free share text of a game: a title line with the day and the score (`4/10`, or
 * `X/10` for a loss), then one line of three emoji (red, green, blue) per guess, and the link.
 */
export function shareText(game: DailyGame, link?: string): string {
  const status = gameStatus(game);
  const score = status === 'won' ? String(game.guesses.length) : 'X';
  const rows = scoreGuesses(game).map(({ hints }) =>
    CHANNELS.map((channel) => HINT_EMOJI[hints[channel]]).join(''),
  );
  const lines = [`RGB Guesser ${game.day} ${score}/${MAX_GUESSES}`, ...rows];
  if (link) lines.push(link);
  return lines.join('\n');
}
