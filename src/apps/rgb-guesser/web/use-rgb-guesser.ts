import { useCallback, useEffect, useRef, useState } from 'react';
import { localCalendarDay, type CalendarDay } from '#shared/calendar-day';
import { colourOfDay, msUntilNextColour } from '../core/daily-colour';
import type { Rgb } from '../core/rgb-colour';
import {
  gameForDay,
  gameStatus,
  makeGuess,
  scoreGuesses,
  type DailyGame,
  type GameStatus,
  type ScoredGuess,
} from '../core/rgb-game';
import {
  forgetResult,
  recordResult,
  resultOf,
  summariseResults,
  type DailyResult,
  type PlayerStats,
} from '../core/rgb-stats';
import {
  loadDailyGame,
  loadResults,
  saveDailyGame,
  saveResults,
  touchesGuesserStorage,
} from './rgb-guesser-storage';
import { sendDailyScore } from './rgb-guesser.api';

export interface RgbGuesser {
  readonly today: CalendarDay;
  readonly game: DailyGame;
  readonly status: GameStatus;
  readonly scored: readonly ScoredGuess[];
  readonly answer: Rgb;
  readonly results: readonly DailyResult[];
  readonly stats: PlayerStats;
  /** True once the day has changed while the page was open. */
  readonly newDayArrived: boolean;
  /** Makes a guess with the typed values; false when it was not made (game over, or a new day). */
  readonly guess: (typed: Rgb) => boolean;
  /** Forgets today's game and result (debug mode). */
  readonly reset: () => void;
}

interface Stored {
  readonly game: DailyGame | null;
  readonly results: readonly DailyResult[];
}

/** What storage holds, with a finished game's result recorded if an earlier write was lost. */
function readStorage(): Stored {
  const game = loadDailyGame();
  let results = loadResults();
  const result = game === null ? null : resultOf(game);
  if (result && !results.some((entry) => entry.day === result.day)) {
    results = recordResult(results, result);
    saveResults(results);
  }
  return { game, results };
}

export interface RgbGuesserOptions {
  /** Called when a finished day's score has reached the family's scores. */
  readonly onScoreSaved?: () => void;
}

/**
 * Today's game, its stats and the day's rollover at local midnight, kept in browser storage. A
 * game that ends while someone is signed in is also sent to the family's scores as theirs.
 */
export function useRgbGuesser({ onScoreSaved }: RgbGuesserOptions = {}): RgbGuesser {
  const [today, setToday] = useState(() => localCalendarDay(new Date()));
  const [openedOn] = useState(today);
  const [stored, setStored] = useState(readStorage);
  const game = gameForDay(stored.game, today);
  const scoreSaved = useRef(onScoreSaved);
  useEffect(() => {
    scoreSaved.current = onScoreSaved;
  }, [onScoreSaved]);

  useEffect(() => {
    const checkDay = () => setToday(localCalendarDay(new Date()));
    // A little after midnight; visibility and focus catch up after a sleeping device.
    const timer = window.setTimeout(checkDay, msUntilNextColour(new Date()) + 250);
    document.addEventListener('visibilitychange', checkDay);
    window.addEventListener('focus', checkDay);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', checkDay);
      window.removeEventListener('focus', checkDay);
    };
  }, [today]);

  // Another tab playing the same day keeps this one in step.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (touchesGuesserStorage(event.key)) setStored(readStorage());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const guess = useCallback(
    (typed: Rgb): boolean => {
      const now = localCalendarDay(new Date());
      if (now !== today) {
        // Midnight passed before the timer fired: show the new colour rather than guess at the old one.
        setToday(now);
        return false;
      }
      const next = makeGuess(game, typed);
      if (next === game) return false;
      saveDailyGame(next);
      const result = resultOf(next);
      const results = result ? recordResult(stored.results, result) : stored.results;
      if (result) saveResults(results);
      setStored({ game: next, results });
      if (result) {
        void sendDailyScore(next).then((outcome) => {
          if (outcome === 'saved') scoreSaved.current?.();
        });
      }
      return true;
    },
    [game, stored.results, today],
  );

  const reset = useCallback(() => {
    saveDailyGame(null);
    const results = forgetResult(stored.results, today);
    saveResults(results);
    setStored({ game: null, results });
  }, [stored.results, today]);

  return {
    today,
    game,
    status: gameStatus(game),
    scored: scoreGuesses(game),
    answer: colourOfDay(today),
    results: stored.results,
    stats: summariseResults(stored.results, today),
    newDayArrived: today !== openedOn,
    guess,
    reset,
  };
}
