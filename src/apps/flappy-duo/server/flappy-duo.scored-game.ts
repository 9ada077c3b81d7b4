import { createHash } from 'node:crypto';
import type { ScoredGame, ScoreVerdict } from '#server-kit/scored-game';
import { formatSeconds } from '../core/flappy-game';
import { manifest } from '../manifest';
import { flyRecordedRun, recordedRunKey } from '../core/verify-run';
import {
  FLAPPY_DUO_GAME,
  FlappyDuoModeSchema,
  FlappyDuoScoreMetadataSchema,
  type FlappyDuoKeptMetadata,
} from '../shared/flappy-duo-score.schemas';

function refused(message: string): ScoreVerdict {
  return { kind: 'refused', message };
}

/**
 * Flappy Duo's family scores. The claim's metadata is the recorded run (seed, layout, input log);
 * the server flies it again with the game's own simulation, and the score is the game's survived
 * time in seconds, the longer of the two birds' as the browser's top five keeps it: both birds
 * share one screen and one signed-in player, so the game, not a bird, is what is scored. The mode
 * is the layout. One game is its layout, seed and log, kept once however often it is sent.
 */
export const flappyDuoScoredGame: ScoredGame = {
  game: FLAPPY_DUO_GAME,
  title: manifest.routes[0].title,
  path: manifest.routes[0].path,
  formatScore: formatSeconds,
  description:
    "Flappy Duo's survived time in seconds (the longer of the two birds). `mode` is the layout, " +
    '`desktop` or `mobile`; `metadata` is the recorded run `{seed, layout, log: [{step, player}]}`, ' +
    'which the server flies again with the game’s own simulation to find the time.',
  verify(claim) {
    const parsed = FlappyDuoScoreMetadataSchema.safeParse(claim.metadata);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || 'metadata';
      return refused(
        `The game's record cannot be read (${where}: ${issue?.message ?? 'invalid'}): it needs the seed, layout and flap log.`,
      );
    }
    const run = parsed.data;
    const mode = FlappyDuoModeSchema.safeParse(claim.mode.trim().toLowerCase());
    if (!mode.success) return refused(`The mode must be desktop or mobile, not '${claim.mode}'.`);
    if (mode.data !== run.layout) {
      return refused(
        `The mode '${mode.data}' is not the layout the game was flown on ('${run.layout}').`,
      );
    }
    const verdict = flyRecordedRun(run);
    if (verdict.kind === 'refused') return verdict;
    const { result } = verdict;
    const metadata: FlappyDuoKeptMetadata = {
      layout: run.layout,
      seed: run.seed,
      seconds: [result.seconds[0], result.seconds[1]],
      winner: result.winner,
    };
    return {
      kind: 'verified',
      score: result.gameSeconds,
      mode: run.layout,
      playKey: createHash('sha256').update(recordedRunKey(run)).digest('hex'),
      metadata,
    };
  },
};
