import { z } from 'zod/mini';
import { instantText } from './field.schemas';

/** The longest `game` or `mode` name the family scores API takes. */
export const MAX_GAME_NAME_LENGTH = 64;
/** How many scores GET /api/games/scores lists unless asked: the original client asks for 10. */
export const DEFAULT_SCORES_LIMIT = 10;
export const MAX_SCORES_LIMIT = 100;

const GAME_NAME = `1 to ${MAX_GAME_NAME_LENGTH} characters`;
const gameName = () =>
  z
    .string({ error: GAME_NAME })
    .check(z.minLength(1, GAME_NAME), z.maxLength(MAX_GAME_NAME_LENGTH, GAME_NAME));

const MODE = `at most ${MAX_GAME_NAME_LENGTH} characters`;

/** POST /api/games/scores: the original client's `{game, mode, score, metadata}`. */
export const ScoreClaimRequestSchema = z.object(
  {
    game: gameName().check(z.describe("The game: 'word_weaver', 'flappy_duo', 'timeline-tech', …")),
    mode: z._default(
      z
        .string({ error: MODE })
        .check(
          z.maxLength(MAX_GAME_NAME_LENGTH, MODE),
          z.describe("The game's mode or board, e.g. WordWeaver's seed as text"),
        ),
      '',
    ),
    score: z
      .number({ error: 'a number' })
      .check(z.describe('The score the client worked out; kept only if the server finds the same')),
    metadata: z._default(
      z
        .record(z.string(), z.unknown(), { error: 'an object' })
        .check(z.describe('What the game needs to check the score: a board, an input log, moves')),
      {},
    ),
  },
  { error: 'Send {game, mode, score, metadata}.' },
);
export type ScoreClaimRequest = z.input<typeof ScoreClaimRequestSchema>;

/** One score on a family leaderboard. */
export const FamilyScoreSchema = z.object({
  username: z.string(),
  score: z.number(),
  mode: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  /** When it was saved, ISO-8601 UTC. */
  timestamp: z.string(),
  /** The same instant, under the name the original client's timelines read. */
  created_at: z.string(),
});
export type FamilyScoreRow = z.infer<typeof FamilyScoreSchema>;

export const FamilyScoreResponseSchema = z.object({ data: FamilyScoreSchema });
export const FamilyScoresResponseSchema = z.object({ data: z.array(FamilyScoreSchema) });

const LIMIT = `a whole number from 1 to ${MAX_SCORES_LIMIT}`;

/** GET /api/games/scores?game=&mode=&limit=&since= */
export const FamilyScoresQuerySchema = z.object({
  game: gameName(),
  mode: z.optional(gameName()),
  /** Only scores saved at or after this instant ("this week"), read as UTC. */
  since: z.optional(instantText()),
  limit: z._default(
    z.pipe(
      z.string({ error: LIMIT }).check(z.regex(/^\d{1,3}$/, LIMIT)),
      z.pipe(
        z.transform(Number),
        z.number().check(z.int(LIMIT), z.gte(1, LIMIT), z.lte(MAX_SCORES_LIMIT, LIMIT)),
      ),
    ),
    DEFAULT_SCORES_LIMIT,
  ),
});
