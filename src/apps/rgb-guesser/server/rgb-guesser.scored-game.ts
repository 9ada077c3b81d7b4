import type { ScoredGame } from '#server-kit/scored-game';
import { MAX_GUESSES } from '../core/rgb-game';
import { REFUSALS, replayDay, scoreAsGuesses } from '../core/rgb-score';
import { manifest } from '../manifest';
import {
  RGB_GUESSER_GAME,
  RgbScoreMetadataSchema,
  type RgbScoreResult,
} from '../shared/rgb-guesser.schemas';

/**
 * The RGB guesser's scores: the claim's mode is the day played (`YYYY-MM-DD`), its metadata the
 * day's guesses. They are replayed against the day's colour with the game's own rules; one game
 * per player and day is kept, the first one saved (a day replayed after a reset is not saved again).
 */
export const rgbGuesserScoredGame: ScoredGame = {
  game: RGB_GUESSER_GAME,
  title: manifest.routes[0].title,
  path: manifest.routes[0].path,
  formatScore: scoreAsGuesses,
  description:
    `The day's colour guesser. mode: the day played, YYYY-MM-DD (today's or yesterday's somewhere ` +
    `on Earth). metadata.guesses: the day's guesses in order, 1 to ${MAX_GUESSES} colours ` +
    `{red, green, blue}, whole numbers 0–255, ending on the right colour or after the ` +
    `${MAX_GUESSES}th. Score: ${MAX_GUESSES + 1} minus the guesses used for a win, 0 for a loss. ` +
    'One game per player and day: the first saved is kept.',
  verify(claim, { now }) {
    const metadata = RgbScoreMetadataSchema.safeParse(claim.metadata);
    if (!metadata.success) {
      return {
        kind: 'refused',
        message: `metadata.guesses must list the day's guesses, 1 to ${MAX_GUESSES}. ${REFUSALS.colour}`,
      };
    }
    const replay = replayDay(claim.mode, metadata.data.guesses, now);
    if (replay.kind === 'refused') return replay;
    const kept: RgbScoreResult = { won: replay.won, guesses: replay.guesses, seed: replay.seed };
    return {
      kind: 'verified',
      score: replay.score,
      mode: replay.day,
      playKey: replay.day,
      metadata: kept,
    };
  },
};
