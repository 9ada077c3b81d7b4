import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playAssetSound } from '../../../web/assets/asset-sound';
import type { GameMode } from '../core/player-records';
import type { RandomSource } from '../../../shared/seeded-random';
import type { TimelineDeck } from '../core/timeline-decks';
import {
  advanceClock,
  initialGame,
  nextStepAt,
  placeCurrentItem,
  quitGame,
  resumeSavedGame,
  returnToSelector,
  setYearGuess,
  startGame,
  submitYearGuess,
  toSavedGame,
  type SavedGame,
  type TimelineGame,
} from '../core/timeline-game';
import type { TimelineItem } from '../shared/timeline-item.schemas';
import { loadRecords, loadSavedGame, saveRecords, writeSavedGame } from './timeline-storage';

export interface TimelineGameControls {
  readonly state: TimelineGame;
  /** The saved game 'Continue Saved Game' would restore, if any. */
  readonly savedGame: SavedGame | null;
  readonly start: (mode: GameMode) => void;
  readonly continueSavedGame: () => void;
  readonly placeAt: (index: number) => void;
  readonly setYear: (year: number) => void;
  readonly guess: () => void;
  /** 'New Game' and 'Play Again'. */
  readonly backToSelector: () => void;
  readonly quit: () => void;
}

export interface TimelineGameOptions {
  readonly random?: RandomSource;
  readonly now?: () => number;
}

/**
 * Runs the core state machine for a page: keeps the latest state in a ref so that two quick
 * clicks or drops see each other (the engine then ignores the second), schedules the engine's
 * timed steps, plays the answer sounds and keeps browser storage in step.
 */
export function useTimelineGame(
  deck: TimelineDeck,
  items: readonly TimelineItem[],
  { random = Math.random, now = Date.now }: TimelineGameOptions = {},
): TimelineGameControls {
  const [state, setState] = useState(() => initialGame(deck, loadRecords(deck)));
  const [savedGame, setSavedGame] = useState(() => loadSavedGame(deck));
  const latest = useRef(state);

  const replaceSavedGame = useCallback(
    (game: SavedGame | null) => {
      writeSavedGame(deck, game);
      setSavedGame(game);
    },
    [deck],
  );

  const commit = useCallback(
    (update: (current: TimelineGame) => TimelineGame) => {
      const previous = latest.current;
      const next = update(previous);
      if (next === previous) return;
      latest.current = next;
      setState(next);
      if (next.records !== previous.records) saveRecords(deck, next.records);
      // Every answer adds exactly one; a new or resumed game starts the count again.
      if (next.answerCount === previous.answerCount + 1) {
        void playAssetSound(next.lastAnswerCorrect ? 'quiz_success_sound' : 'quiz_fail_sound');
        // Saved after every answer (DECISIONS.md: all three decks).
        replaceSavedGame(toSavedGame(deck, next));
      }
      // Completing, quitting and 'New Game' all end the saved game.
      if (next.phase !== previous.phase && next.phase !== 'playing') replaceSavedGame(null);
    },
    [deck, replaceSavedGame],
  );

  useEffect(() => {
    const at = nextStepAt(state);
    if (at === null) return;
    const timer = window.setTimeout(
      () => commit((current) => advanceClock(deck, current, now())),
      Math.max(0, at - now()),
    );
    return () => window.clearTimeout(timer);
  }, [commit, deck, now, state]);

  return useMemo(
    () => ({
      state,
      savedGame,
      start: (mode) => {
        // One game at a time: a new game replaces the saved one.
        replaceSavedGame(null);
        commit((current) => startGame(deck, current, mode, items, random));
      },
      continueSavedGame: () => {
        const saved = savedGame;
        if (saved) commit((current) => resumeSavedGame(deck, current, saved, now()));
      },
      placeAt: (index) => commit((current) => placeCurrentItem(deck, current, index, now())),
      setYear: (year) => commit((current) => setYearGuess(deck, current, year)),
      guess: () => commit((current) => submitYearGuess(deck, current, now())),
      backToSelector: () => commit((current) => returnToSelector(deck, current)),
      quit: () => commit((current) => quitGame(deck, current, now())),
    }),
    [commit, deck, items, now, random, replaceSavedGame, savedGame, state],
  );
}
