import { z } from 'zod/mini';
import { CHANNEL_MAX, CHANNEL_MIN } from '../core/rgb-colour';
import { MAX_GUESSES } from '../core/rgb-game';

/** The `game` the RGB guesser's scores are saved and listed under in the family's scores API. */
export const RGB_GUESSER_GAME = 'rgb_guesser';

const Channel = z.int().check(z.gte(CHANNEL_MIN), z.lte(CHANNEL_MAX));

/** A colour as the game keeps it: whole channels from 0 to 255. */
export const RgbSchema = z.object({ red: Channel, green: Channel, blue: Channel });

/**
 * What a score claim's `metadata` holds: the day's guesses in order, as the game kept them (the
 * claim's `mode` is the day played, `YYYY-MM-DD`). The server replays them against the day's colour.
 */
export const RgbScoreMetadataSchema = z.object({
  guesses: z.array(RgbSchema).check(z.minLength(1), z.maxLength(MAX_GUESSES)),
});
export type RgbScoreMetadata = z.infer<typeof RgbScoreMetadataSchema>;

/** What is kept and listed with a verified score: the outcome, never the guesses. */
export const RgbScoreResultSchema = z.object({
  won: z.boolean(),
  guesses: z.int().check(z.gte(1), z.lte(MAX_GUESSES)),
  seed: z.int(),
});
export type RgbScoreResult = z.infer<typeof RgbScoreResultSchema>;
