import { z } from 'zod/mini';
import { discardStoredValue, readStoredJson, writeStoredJson } from '#kit/browser-storage';
import type { Layout } from '../core/flappy-config';
import {
  HIGH_SCORE_LIMIT,
  recordHighScore,
  type HighScore,
  type HighScoreUpdate,
} from '../core/high-scores';
import { MAX_REPLAY_STEPS, type RecordedRun } from '../core/replay';
import { MAX_SEED } from '../core/seeded-random';

/**
 * Flappy Duo's browser storage (nothing is sent to the server):
 * - `flappy-duo.high-scores`: the top five survived times with their dates;
 * - `flappy-duo.best-run.<layout>`: the seed and input log of the longest game on that layout,
 *   which the ghost replays (a desktop run cannot be raced on a phone: the physics differ).
 * Everything is read through a schema: anything unreadable is removed with a console message.
 */
export const HIGH_SCORES_KEY = 'flappy-duo.high-scores';

export function bestRunKey(layout: Layout): string {
  return `flappy-duo.best-run.${layout}`;
}

/** Bumped when the best run's shape or the physics change, so old runs are dropped, not misflown. */
const BEST_RUN_VERSION = 1;

const HighScoreSchema = z.object({
  seconds: z.number().check(z.gt(0), z.lte(MAX_REPLAY_STEPS / 60)),
  date: z.iso.datetime(),
});

const HighScoresSchema = z.array(HighScoreSchema).check(z.maxLength(HIGH_SCORE_LIMIT));

const Step = z.int().check(z.gte(0), z.lt(MAX_REPLAY_STEPS));

const BestRunSchema = z
  .object({
    version: z.literal(BEST_RUN_VERSION),
    seed: z.int().check(z.gte(0), z.lte(MAX_SEED)),
    layout: z.enum(['desktop', 'mobile']),
    seconds: z.number().check(z.gt(0)),
    log: z
      .array(z.object({ step: Step, player: z.union([z.literal(0), z.literal(1)]) }))
      .check(z.maxLength(MAX_REPLAY_STEPS * 2)),
  })
  .check(
    z.refine(
      (run) =>
        run.log.every((flap, index) => index === 0 || flap.step >= (run.log[index - 1]?.step ?? 0)),
      'the log is not in step order',
    ),
  );

/** The longest game flown on a layout, for the ghost. */
export interface BestRun extends RecordedRun {
  readonly seconds: number;
}

/** The stored top five, best first. */
export function loadHighScores(): HighScore[] {
  const scores = readStoredJson(HIGH_SCORES_KEY, HighScoresSchema) ?? [];
  return [...scores].sort((a, b) => b.seconds - a.seconds || a.date.localeCompare(b.date));
}

/** Adds a finished game to the stored top five, which is written only when the game made it. */
export function storeHighScore(entry: HighScore): HighScoreUpdate {
  const update = recordHighScore(loadHighScores(), entry);
  if (update.rank !== null) writeStoredJson(HIGH_SCORES_KEY, update.scores);
  return update;
}

export function loadBestRun(layout: Layout): BestRun | null {
  const run = readStoredJson(bestRunKey(layout), BestRunSchema);
  if (!run) return null;
  if (run.layout !== layout) {
    discardStoredValue(bestRunKey(layout), 'flown on another layout');
    return null;
  }
  return { seed: run.seed, layout: run.layout, seconds: run.seconds, log: run.log };
}

export function saveBestRun(run: BestRun): void {
  writeStoredJson(bestRunKey(run.layout), { version: BEST_RUN_VERSION, ...run });
}

/** Keeps `run` as its layout's best when it lasted longer than the stored one; true when it did. */
export function storeIfBestRun(run: BestRun): boolean {
  if (run.seconds <= (loadBestRun(run.layout)?.seconds ?? 0)) return false;
  saveBestRun(run);
  return true;
}
