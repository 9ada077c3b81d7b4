import { describe, expect, it, vi } from 'vitest';
import type { HighScore } from '../core/high-scores';
import {
  bestRunKey,
  HIGH_SCORES_KEY,
  loadBestRun,
  loadHighScores,
  saveBestRun,
  storeHighScore,
  storeIfBestRun,
  type BestRun,
} from './flappy-duo-storage';

const score = (seconds: number, day = 1): HighScore => ({
  seconds,
  date: `2026-04-${String(day).padStart(2, '0')}T09:30:00.000Z`,
});

const RUN: BestRun = {
  seed: 4242,
  layout: 'desktop',
  seconds: 14.2,
  log: [
    { step: 10, player: 0 },
    { step: 10, player: 1 },
    { step: 44, player: 1 },
  ],
};

describe('Flappy Duo browser storage', () => {
  it('keeps the high scores and returns them best first', () => {
    expect(loadHighScores()).toEqual([]);
    const ranks = [4.5, 12.4, 8.1].map(
      (seconds, index) => storeHighScore(score(seconds, index + 1)).rank,
    );
    expect(ranks).toEqual([0, 0, 1]);
    expect(loadHighScores().map((entry) => entry.seconds)).toEqual([12.4, 8.1, 4.5]);
    // Stored out of order by an older version: still shown best first.
    window.localStorage.setItem(HIGH_SCORES_KEY, JSON.stringify([score(2), score(9)]));
    expect(loadHighScores()).toEqual([score(9), score(2)]);
  });

  it('writes nothing for a game that does not make the top five', () => {
    for (const seconds of [9, 8, 7, 6, 5]) storeHighScore(score(seconds));
    const stored = window.localStorage.getItem(HIGH_SCORES_KEY);
    expect(storeHighScore(score(4, 2))).toEqual({
      rank: null,
      scores: [9, 8, 7, 6, 5].map((seconds) => score(seconds)),
    });
    expect(window.localStorage.getItem(HIGH_SCORES_KEY)).toBe(stored);
  });

  it("keeps a run as its layout's best only when it lasted longer", () => {
    expect(storeIfBestRun(RUN)).toBe(true);
    expect(storeIfBestRun({ ...RUN, seed: 7, seconds: RUN.seconds })).toBe(false);
    expect(loadBestRun('desktop')).toEqual(RUN);
    const longer = { ...RUN, seed: 7, seconds: RUN.seconds + 0.1 };
    expect(storeIfBestRun(longer)).toBe(true);
    expect(loadBestRun('desktop')).toEqual(longer);
    expect(loadBestRun('mobile')).toBeNull();
  });

  it('keeps the best run per layout', () => {
    saveBestRun(RUN);
    expect(loadBestRun('desktop')).toEqual(RUN);
    expect(loadBestRun('mobile')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(bestRunKey('desktop')) ?? '')).toMatchObject({
      version: 1,
    });
  });

  it.each([
    ['not JSON', '{nope'],
    ['a zero time', JSON.stringify([score(0)])],
    ['a negative time', JSON.stringify([score(-1.5)])],
    ['a time that is text', JSON.stringify([{ seconds: '12.4', date: score(1).date }])],
    ['a date that is not a date', JSON.stringify([{ seconds: 3, date: 'yesterday' }])],
    ['more than five entries', JSON.stringify([1, 2, 3, 4, 5, 6].map((s) => score(s)))],
    ['an object instead of a list', JSON.stringify({ seconds: 3 })],
  ])('discards high scores with %s, with a console message', (_, stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(HIGH_SCORES_KEY, stored);
    expect(loadHighScores()).toEqual([]);
    expect(window.localStorage.getItem(HIGH_SCORES_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(HIGH_SCORES_KEY);
  });

  it.each([
    ['an older version', { ...RUN, version: 0 }],
    ['a player three', { ...RUN, version: 1, log: [{ step: 1, player: 2 }] }],
    [
      'a log out of order',
      {
        ...RUN,
        version: 1,
        log: [
          { step: 9, player: 0 },
          { step: 3, player: 1 },
        ],
      },
    ],
    ['a fractional seed', { ...RUN, version: 1, seed: 1.5 }],
    ['another layout', { ...RUN, version: 1, layout: 'mobile' }],
  ])('discards a best run with %s', (_, stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(bestRunKey('desktop'), JSON.stringify(stored));
    expect(loadBestRun('desktop')).toBeNull();
    expect(window.localStorage.getItem(bestRunKey('desktop'))).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
