import { describe, expect, it } from 'vitest';
import type { ScoreClaim } from '#server-kit/scored-game';
import { colourOfDay, seedOfDay } from '../core/daily-colour';
import type { Rgb } from '../core/rgb-colour';
import { REFUSALS } from '../core/rgb-score';
import { RGB_GUESSER_GAME } from '../shared/rgb-guesser.schemas';
import { serverApp } from './rgb-guesser.server';
import { rgbGuesserScoredGame } from './rgb-guesser.scored-game';

const DAY = '2026-11-27';
const ANSWER = colourOfDay(DAY);
const CONTEXT = { userId: 7, role: 'User', now: new Date('2026-11-27T18:00:00Z') };

const NEAR: Rgb = {
  red: ANSWER.red === 255 ? 254 : ANSWER.red + 1,
  green: ANSWER.green,
  blue: ANSWER.blue,
};

function claim(metadata: Record<string, unknown>, mode = DAY, score = 9): ScoreClaim {
  return { mode, score, metadata };
}

async function verify(claimed: ScoreClaim) {
  return rgbGuesserScoredGame.verify(claimed, CONTEXT);
}

describe("the RGB guesser's scored game", () => {
  it("is registered under rgb_guesser in the app's server part", () => {
    expect(rgbGuesserScoredGame.game).toBe(RGB_GUESSER_GAME);
    expect(serverApp.scoredGames).toEqual([rgbGuesserScoredGame]);
  });

  it('accepts a won day with its replayed score, the day as mode and play key, and no guesses kept', async () => {
    expect(await verify(claim({ guesses: [NEAR, ANSWER] }))).toEqual({
      kind: 'verified',
      score: 9,
      mode: DAY,
      playKey: DAY,
      metadata: { won: true, guesses: 2, seed: seedOfDay(DAY) },
    });
  });

  it('returns the true score, not the claimed one', async () => {
    expect(await verify(claim({ guesses: [NEAR, ANSWER] }, DAY, 10))).toMatchObject({
      kind: 'verified',
      score: 9,
    });
  });

  it('keeps one play key for the day across retries and other games of the same day', async () => {
    const first = await verify(claim({ guesses: [NEAR, ANSWER] }));
    const retry = await verify(claim({ guesses: [NEAR, ANSWER] }, ` ${DAY}`));
    const replayed = await verify(claim({ guesses: [ANSWER] }));
    const keys = [first, retry, replayed].map((verdict) =>
      verdict.kind === 'verified' ? verdict.playKey : verdict.message,
    );
    expect(keys).toEqual([DAY, DAY, DAY]);
    const yesterday = await verify(claim({ guesses: [colourOfDay('2026-11-26')] }, '2026-11-26'));
    expect(yesterday).toMatchObject({ kind: 'verified', playKey: '2026-11-26', score: 10 });
  });

  it('refuses metadata without the guesses, with a message saying what it needs', async () => {
    for (const metadata of [
      {},
      { guesses: [] },
      { guesses: 'red' },
      { guesses: [{ red: 1, green: 2 }] },
      { guesses: [{ red: '1', green: 2, blue: 3 }] },
      { guesses: [{ red: 300, green: 2, blue: 3 }] },
      { guesses: Array.from({ length: 11 }, () => NEAR) },
    ]) {
      const verdict = await verify(claim(metadata));
      expect(verdict.kind).toBe('refused');
      expect(verdict.kind === 'refused' && verdict.message).toMatch(/^metadata\.guesses must/);
    }
  });

  it('refuses an impossible or unfinished game, and a day not open', async () => {
    expect(await verify(claim({ guesses: [ANSWER, NEAR] }))).toEqual({
      kind: 'refused',
      message: REFUSALS.afterWin,
    });
    expect(await verify(claim({ guesses: [NEAR] }))).toEqual({
      kind: 'refused',
      message: REFUSALS.unfinished,
    });
    expect(await verify(claim({ guesses: [ANSWER] }, '2026-11-20'))).toEqual({
      kind: 'refused',
      message: REFUSALS.closed,
    });
    expect(await verify(claim({ guesses: [ANSWER] }, '2044'))).toEqual({
      kind: 'refused',
      message: REFUSALS.day,
    });
  });
});
