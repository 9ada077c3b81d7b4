import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playAssetSound } from '#kit/asset-sound';
import type { GameMode } from '../core/player-records';
import type { RandomSource } from '#shared/seeded-random';
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
  MAX_SEED,
  startSeededGame,
  submitYearGuess,
  toSavedGame,
  type SavedGame,
  type TimelineGame,
} from '../core/timeline-game';
import type { TimelineItem } from '../shared/timeline-item.schemas';
import { sendTimelineScore, timelineScoreClaim } from './timeline-scores.api';
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
  /** Draws each game's seed. */
  readonly random?: RandomSource;
  readonly now?: () => number;
  /** Called once the server has kept a completed game as a family score. */
  readonly onScoreKept?: () => void;
}

/**
 * Runs the core state machine for a page: keeps the latest state in a ref so that two quick
 * clicks or drops see each other (the engine then ignores the second), schedules the engine's
 * timed steps, plays the answer sounds and keeps browser storage in step. A completed game is
 * sent as the signed-in player's family score.
 */
export function useTimelineGame(
  deck: TimelineDeck,
  items: readonly TimelineItem[],
  { random = Math.random, now = Date.now, onScoreKept }: TimelineGameOptions = {},
): TimelineGameControls {
  const [state, setState] = useState(() => initialGame(deck, loadRecords(deck)));
  const [savedGame, setSavedGame] = useState(() => loadSavedGame(deck));
  const latest = useRef(state);
  const scoreKept = useRef(onScoreKept);
  useEffect(() => {
    scoreKept.current = onScoreKept;
  });

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
      if (next.phase === 'complete' && previous.phase !== 'complete') {
        const claim = timelineScoreClaim(deck, items, next);
        if (claim) {
          void sendTimelineScore(claim).then((kept) => {
            if (kept) scoreKept.current?.();
          });
        }
      }
    },
    [deck, items, replaceSavedGame],
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
        // Seeded, so that the deal can be repeated when the server checks the score.
        const seed = Math.floor(random() * (MAX_SEED + 1));
        commit((current) => startSeededGame(deck, current, mode, items, seed));
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
