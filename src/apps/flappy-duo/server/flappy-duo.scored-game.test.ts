import { describe, expect, it } from 'vitest';
import { gameResult } from '../core/flappy-game';
import { flyFinishedGame } from '../core/flappy-duo.test-fixtures';
import { recordOf } from '../core/replay';
import { flappyDuoScoredGame } from './flappy-duo.scored-game';

const CONTEXT = { userId: 7, role: 'User', now: new Date('2026-11-27T12:00:00Z') };

const PLAYED = flyFinishedGame(31, 'desktop');
const RESULT = gameResult(PLAYED);
const RUN = recordOf(PLAYED);

function verify(mode: string, metadata: Record<string, unknown>, score = RESULT.gameSeconds) {
  return flappyDuoScoredGame.verify({ mode, score, metadata }, CONTEXT);
}

function refusalOf(verdict: ReturnType<typeof verify>): string {
  if (verdict instanceof Promise || verdict.kind !== 'refused') {
    throw new Error('expected a refusal');
  }
  return verdict.message;
}

describe('Flappy Duo family scores', () => {
  it('keeps the survived time the replay finds, by layout, with both birds’ times', () => {
    expect(flappyDuoScoredGame.game).toBe('flappy_duo');
    expect(RESULT.gameSeconds).toBeGreaterThan(3);
    expect(verify('desktop', { ...RUN })).toEqual({
      kind: 'verified',
      score: RESULT.gameSeconds,
      mode: 'desktop',
      playKey: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      metadata: { layout: 'desktop', seed: 31, seconds: RESULT.seconds, winner: RESULT.winner },
    });
  });

  it('returns the true time whatever the claim says', () => {
    expect(verify('desktop', { ...RUN }, 999)).toMatchObject({ score: RESULT.gameSeconds });
  });

  it('reads the mode without regard to case and space', () => {
    expect(verify(' Desktop ', { ...RUN })).toMatchObject({ kind: 'verified', mode: 'desktop' });
  });

  it('gives a retried game the same play key, and another game another one', () => {
    const first = verify('desktop', { ...RUN });
    const retry = verify('desktop', JSON.parse(JSON.stringify(RUN)) as Record<string, unknown>);
    const other = verify('mobile', { ...recordOf(flyFinishedGame(31, 'mobile')) });
    const key = (verdict: typeof first) =>
      !(verdict instanceof Promise) && verdict.kind === 'verified' ? verdict.playKey : null;
    expect(key(first)).not.toBeNull();
    expect(key(retry)).toBe(key(first));
    expect(key(other)).not.toBeNull();
    expect(key(other)).not.toBe(key(first));
  });

  it.each([
    ['no record at all', {}, /^The game's record cannot be read \(seed: /],
    ['a layout that does not exist', { ...RUN, layout: 'tablet' }, /\(layout: /],
    ['a third player', { ...RUN, log: [{ step: 3, player: 2 }] }, /\(log\.0\.player: /],
    ['a negative seed', { ...RUN, seed: -1 }, /\(seed: /],
    [
      'a flap past the replay bound',
      { ...RUN, log: [{ step: 216_000, player: 0 }] },
      /\(log\.0\.step: /,
    ],
    ['a log that is not a list', { ...RUN, log: 'W W W' }, /\(log: /],
  ])('refuses %s', (_, metadata, message) => {
    expect(refusalOf(verify('desktop', metadata))).toMatch(message);
  });

  it('refuses a mode that is not the layout the game was flown on', () => {
    expect(refusalOf(verify('mobile', { ...RUN }))).toBe(
      "The mode 'mobile' is not the layout the game was flown on ('desktop').",
    );
    expect(refusalOf(verify('two players', { ...RUN }))).toBe(
      "The mode must be desktop or mobile, not 'two players'.",
    );
  });

  it('refuses a log out of order, with flaps after the end, or with a flap missing', () => {
    const [first, second, ...rest] = RUN.log;
    expect(refusalOf(verify('desktop', { ...RUN, log: [second, first, ...rest] }))).toMatch(
      /^The flaps are out of order/,
    );
    expect(
      refusalOf(verify('desktop', { ...RUN, log: [...RUN.log, { step: PLAYED.step, player: 0 }] })),
    ).toBe(`The log has flaps after the game ended at step ${PLAYED.step}.`);
    // A flap left out is another game: whatever it is, it is not this one's time.
    const shorter = verify('desktop', { ...RUN, log: RUN.log.slice(0, -3) });
    expect(shorter).not.toMatchObject({ score: RESULT.gameSeconds });
  });
});
