import { describe, expect, it, vi } from 'vitest';
import { EMPTY_RECORDS, type ScoreEntry } from '../core/player-records';
import { seededRandom } from '#shared/seeded-random';
import { CONFLICTS_DECK, PEOPLE_DECK } from '../core/timeline-decks';
import {
  initialGame,
  placeCurrentItem,
  startGame,
  toSavedGame,
  type SavedGame,
} from '../core/timeline-game';
import { CONFLICTS } from '../data/conflicts';
import {
  loadRecords,
  loadSavedGame,
  saveRecords,
  storageKeys,
  writeSavedGame,
} from './timeline-storage';

function savedConflictsGame(): SavedGame {
  let game = startGame(
    CONFLICTS_DECK,
    initialGame(CONFLICTS_DECK, EMPTY_RECORDS),
    'timeline',
    CONFLICTS,
    seededRandom(1),
  );
  game = placeCurrentItem(CONFLICTS_DECK, game, 0, 1_000);
  const saved = toSavedGame(CONFLICTS_DECK, game);
  if (!saved) throw new Error('nothing to save');
  return saved;
}

const entry = (score: number): ScoreEntry => ({
  score,
  mode: 'guess',
  accuracy: 50,
  date: '2026-01-01T00:00:00.000Z',
  timestamp: 1,
});

describe('timeline browser storage', () => {
  it('names its keys per deck', () => {
    expect(storageKeys(PEOPLE_DECK)).toEqual({
      history: 'timeline-people.history',
      highScores: 'timeline-people.high-scores',
      savedGame: 'timeline-people.saved-game',
    });
  });

  it('keeps records and a saved game exactly', () => {
    const records = {
      history: [entry(4), entry(9)],
      highScores: { timeline: null, guess: { score: 9, accuracy: 50, date: 'x' } },
    };
    saveRecords(PEOPLE_DECK, records);
    expect(loadRecords(PEOPLE_DECK)).toEqual(records);
    expect(loadRecords(CONFLICTS_DECK)).toEqual(EMPTY_RECORDS);

    const saved = savedConflictsGame();
    writeSavedGame(CONFLICTS_DECK, saved);
    expect(loadSavedGame(CONFLICTS_DECK)).toEqual({ version: 1, ...saved });
    writeSavedGame(CONFLICTS_DECK, null);
    expect(window.localStorage.getItem('timeline-conflicts.saved-game')).toBeNull();
  });

  it('keeps only the newest 50 games of a longer stored history', () => {
    window.localStorage.setItem(
      'timeline-people.history',
      JSON.stringify(Array.from({ length: 60 }, (_, i) => entry(i % 21))),
    );
    expect(loadRecords(PEOPLE_DECK).history).toHaveLength(50);
  });

  it.each([
    ['timeline-people.history', '{not json'],
    ['timeline-people.history', JSON.stringify([{ ...entry(3), accuracy: 140 }])],
    ['timeline-people.high-scores', JSON.stringify({ timeline: { score: 'many' }, guess: null })],
  ])('discards unreadable %s with a console message', (key, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(key, value);
    expect(loadRecords(PEOPLE_DECK)).toEqual(EMPTY_RECORDS);
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain(key);
  });

  it.each([
    ['an older version', (game: SavedGame) => ({ ...game, version: 0 })],
    ['counts that do not add up', (game: SavedGame) => ({ ...game, version: 1, total: 5 })],
    ['a score above the answers', (game: SavedGame) => ({ ...game, version: 1, score: 2 })],
    [
      'a card without a name',
      (game: SavedGame) => ({ ...game, version: 1, currentItem: { key: 'x', year: 1 } }),
    ],
  ])('discards a saved game with %s', (_, corrupt) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(
      'timeline-conflicts.saved-game',
      JSON.stringify(corrupt(savedConflictsGame())),
    );
    expect(loadSavedGame(CONFLICTS_DECK)).toBeNull();
    expect(window.localStorage.getItem('timeline-conflicts.saved-game')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
