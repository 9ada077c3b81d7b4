import { describe, expect, it } from 'vitest';
import { gameResult } from './flappy-game';
import { flyFinishedGame, flyKnockOutGame } from './flappy-duo.test-fixtures';
import { recordOf, type RecordedRun } from './replay';
import { flyRecordedRun, recordedRunKey } from './verify-run';

describe('flying a claimed run again', () => {
  it('finds the game that was played, to the step', () => {
    const played = flyFinishedGame(11, 'mobile');
    const verdict = flyRecordedRun(recordOf(played));
    expect(verdict).toEqual({ kind: 'flown', state: played, result: gameResult(played) });
  });

  it('refuses flaps out of step order, or one flap twice', () => {
    const run = recordOf(flyFinishedGame(11, 'desktop'));
    const swapped: RecordedRun = { ...run, log: [run.log[1]!, run.log[0]!, ...run.log.slice(2)] };
    expect(flyRecordedRun(swapped)).toEqual({
      kind: 'refused',
      message: expect.stringMatching(
        /^The flaps are out of order: flap 2 \(player 1, step \d+\)/,
      ) as string,
    });
    const twice: RecordedRun = { ...run, log: [run.log[0]!, ...run.log] };
    expect(flyRecordedRun(twice)).toMatchObject({ kind: 'refused' });
  });

  it('refuses flaps after the end and flaps of a bird already out', () => {
    const played = flyKnockOutGame(4);
    expect(played.birds[1].cause).toBe('pipe');
    const run = recordOf(played);
    expect(
      flyRecordedRun({ ...run, log: [...run.log, { step: played.step + 5, player: 0 }] }),
    ).toEqual({
      kind: 'refused',
      message: `The log has flaps after the game ended at step ${played.step}.`,
    });
    const outAt = played.birds[1].crashedAtStep!;
    const log = [...run.log, { step: outAt, player: 1 as const }].sort(
      (a, b) => a.step - b.step || a.player - b.player,
    );
    expect(flyRecordedRun({ ...run, log })).toEqual({
      kind: 'refused',
      message: 'The log has a flap of player 2 after that bird was out.',
    });
  });

  it('names a game by its layout, seed and every flap', () => {
    const run = recordOf(flyFinishedGame(11, 'desktop'));
    expect(recordedRunKey(run)).toBe(recordedRunKey({ ...run, log: [...run.log] }));
    expect(recordedRunKey(run)).not.toBe(recordedRunKey({ ...run, layout: 'mobile' }));
    expect(recordedRunKey(run)).not.toBe(recordedRunKey({ ...run, seed: 12 }));
    expect(recordedRunKey(run)).not.toBe(recordedRunKey({ ...run, log: run.log.slice(1) }));
    expect(recordedRunKey({ seed: 1, layout: 'desktop', log: [{ step: 12, player: 0 }] })).toBe(
      'desktop:1:12.0',
    );
  });
});
