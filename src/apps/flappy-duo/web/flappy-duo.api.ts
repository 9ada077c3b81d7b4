import { ApiError } from '#kit/api-client';
import { FAMILY_SCORES_PATH, saveFamilyScore } from '#kit/use-family-scores';
import { type OutboxKind, postThroughOutbox } from '#kit/outbox';
import { getSession } from '#kit/session';
import type { GameResult, GameState } from '../core/flappy-game';
import { recordOf } from '../core/replay';
import {
  FLAPPY_DUO_GAME,
  type FlappyDuoMode,
  type FlappyDuoScoreMetadata,
} from '../shared/flappy-duo-score.schemas';

/** A finished game waiting for the connection, as the outbox and the logout name it. */
export const FLAPPY_DUO_SCORE_OUTBOX: OutboxKind = {
  id: 'flappy-duo-score',
  one: 'Flappy Duo score',
  many: 'Flappy Duo scores',
};

/** The body of `POST /api/games/scores` for a finished game: its time and the run that proves it. */
export interface FlappyDuoScoreClaim {
  readonly game: typeof FLAPPY_DUO_GAME;
  readonly mode: FlappyDuoMode;
  readonly score: number;
  readonly metadata: FlappyDuoScoreMetadata;
}

/** The claim of a finished game: the game's survived time, its layout, and its recorded run. */
export function scoreClaimOf(state: GameState, result: GameResult): FlappyDuoScoreClaim {
  const run = recordOf(state);
  return {
    game: FLAPPY_DUO_GAME,
    mode: run.layout,
    score: result.gameSeconds,
    metadata: { seed: run.seed, layout: run.layout, log: [...run.log] },
  };
}

/** What became of a finished game's family score. */
export type FamilyScoreOutcome =
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'saved' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed' };

/**
 * Sends a finished game to the family scores when someone is signed in (signed out, nothing is
 * sent). Without a connection it waits in the outbox with its writer and is sent when the
 * connection returns, only with that player's session. A refusal (422) carries the server's reason;
 * other failures are logged only, like the spec's other scores.
 */
export async function sendFamilyScore(
  state: GameState,
  result: GameResult,
): Promise<FamilyScoreOutcome> {
  if (getSession() === null) return { kind: 'signed-out' };
  const claim = scoreClaimOf(state, result);
  try {
    const saved = await postThroughOutbox(
      FLAPPY_DUO_SCORE_OUTBOX,
      FAMILY_SCORES_PATH,
      claim,
      (headers) => saveFamilyScore(claim, headers),
    );
    return saved === null ? { kind: 'waiting' } : { kind: 'saved' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      return { kind: 'refused', message: error.message };
    }
    console.error('Flappy Duo: the family score was not saved', error);
    return { kind: 'failed' };
  }
}
