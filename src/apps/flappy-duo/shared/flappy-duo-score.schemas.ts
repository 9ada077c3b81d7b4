import { z } from 'zod/mini';
import { MAX_REPLAY_STEPS } from '../core/replay';
import { MAX_SEED } from '../core/seeded-random';

/** The `game` of Flappy Duo's family scores (`POST`/`GET /api/games/scores`). */
export const FLAPPY_DUO_GAME = 'flappy_duo';

/** A score's mode is the layout it was flown on: the two layouts' physics differ. */
export const FlappyDuoModeSchema = z.enum(['desktop', 'mobile']);
export type FlappyDuoMode = z.infer<typeof FlappyDuoModeSchema>;

/** At most one flap per player per step: a longer log cannot be a game. */
export const MAX_LOGGED_FLAPS = 2 * MAX_REPLAY_STEPS;

const FlapEventSchema = z.object({
  step: z.int().check(z.gte(0), z.lt(MAX_REPLAY_STEPS)),
  player: z.union([z.literal(0), z.literal(1)]),
});

/**
 * The `metadata` of a Flappy Duo score: the recorded run (seed, layout and input log) the server
 * flies again to find the survived time. Order and possibility are checked by the replay, not here.
 */
export const FlappyDuoScoreMetadataSchema = z.object({
  seed: z.int().check(z.gte(0), z.lte(MAX_SEED)),
  layout: FlappyDuoModeSchema,
  log: z.array(FlapEventSchema).check(z.maxLength(MAX_LOGGED_FLAPS)),
});
export type FlappyDuoScoreMetadata = z.infer<typeof FlappyDuoScoreMetadataSchema>;

/** What the server keeps and lists beside a verified score: both birds' times and the winner. */
export const FlappyDuoKeptMetadataSchema = z.object({
  layout: FlappyDuoModeSchema,
  seed: z.number(),
  seconds: z.tuple([z.number(), z.number()]),
  winner: z.union([z.literal(0), z.literal(1), z.literal('tie')]),
});
export type FlappyDuoKeptMetadata = z.infer<typeof FlappyDuoKeptMetadataSchema>;
