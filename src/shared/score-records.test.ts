import { describe, expect, it } from 'vitest';
import { appendToHistory, byHigherScoreThenEarlier, placeInTopList } from './score-records';

interface Run {
  readonly score: number;
  readonly date: string;
}

const run = (score: number, day: number): Run => ({
  score,
  date: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});
const bestFirst = byHigherScoreThenEarlier<Run>(
  (entry) => entry.score,
  (entry) => entry.date,
);

describe('a score history', () => {
  it('keeps the newest entries, oldest first', () => {
    let history: readonly number[] = [];
    for (let game = 1; game <= 60; game += 1) history = appendToHistory(history, game, 50);
    expect(history).toHaveLength(50);
    expect(history[0]).toBe(11);
    expect(history.at(-1)).toBe(60);
  });

  it('leaves the history it was given alone', () => {
    const history = [1, 2];
    expect(appendToHistory(history, 3, 2)).toEqual([2, 3]);
    expect(history).toEqual([1, 2]);
  });
});

describe('a top list', () => {
  const full = [20, 18, 16, 14, 12].map((score, index) => run(score, index + 1));

  it('places a score and reports where', () => {
    const update = placeInTopList(full, run(19, 9), 5, bestFirst);
    expect(update.rank).toBe(1);
    expect(update.entries.map((entry) => entry.score)).toEqual([20, 19, 18, 16, 14]);
    expect(placeInTopList(full, run(12.1, 9), 5, bestFirst).rank).toBe(4);
    expect(placeInTopList([], run(1, 9), 5, bestFirst)).toEqual({ entries: [run(1, 9)], rank: 0 });
  });

  it('leaves out a score that does not beat the last of a full list', () => {
    expect(placeInTopList(full, run(11, 9), 5, bestFirst)).toEqual({ entries: full, rank: null });
    // Equal to the fifth: the earlier game keeps its place.
    expect(placeInTopList(full, run(12, 9), 5, bestFirst).rank).toBeNull();
    // Equal to the first: the new score goes after it.
    expect(placeInTopList(full, run(20, 9), 5, bestFirst).rank).toBe(1);
  });

  it('orders an unsorted list first and cuts it to the limit', () => {
    const shuffled = [run(3, 1), run(9, 2), run(9, 1), run(5, 4)];
    const update = placeInTopList(shuffled, run(4, 5), 3, bestFirst);
    expect(update.entries).toEqual([run(9, 1), run(9, 2), run(5, 4)]);
    expect(update.rank).toBeNull();
    expect(shuffled[0]).toEqual(run(3, 1));
  });
});
