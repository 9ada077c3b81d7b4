import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { prepareTones } from '#kit/tones';
import { useMediaQuery } from '#kit/use-media-query';
import { MOBILE_MAX_WIDTH, type Layout } from '../core/flappy-config';
import type { HighScore } from '../core/high-scores';
import { recordOf } from '../core/replay';
import { MAX_SEED, seedFrom } from '../core/seeded-random';
import { playCrashSound, playFlapSound, playLevelUpSound } from './flappy-duo-sounds';
import {
  loadBestRun,
  loadHighScores,
  storeHighScore,
  storeIfBestRun,
  type BestRun,
} from './flappy-duo-storage';
import { useSendFamilyScore } from './flappy-duo.queries';
import {
  createGameSession,
  type GameSession,
  type NewGame,
  type TestSnapshot,
} from './game-session';

declare global {
  interface Window {
    /**
     * Read-only test hook: end-to-end tests and the benchmark read the running game's state here
     * instead of reading pixels. Present while the Flappy Duo page is mounted; nothing else uses it.
     */
    __flappyDuo?: { readonly snapshot: () => TestSnapshot };
  }
}

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** The layout the viewport asks for right now (the game in play keeps its own). */
function useViewportLayout(): Layout {
  return useMediaQuery(MOBILE_QUERY) ? 'mobile' : 'desktop';
}

/** A `?seed=` from the address, when it is a whole number in range. */
function parseSeed(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const seed = Number(value);
  return seed <= MAX_SEED ? seed : null;
}

/**
 * The Flappy Duo page's game: the session and its view, the browser's top five and best runs, the
 * ghost choice, the family score of the last game, and Start and Pause. The stage owns the canvas.
 */
export function useFlappyDuoGame() {
  const [searchParams] = useSearchParams();
  const fixedSeed = parseSeed(searchParams.get('seed'));
  const viewportLayout = useViewportLayout();
  const [scores, setScores] = useState<readonly HighScore[]>(() => loadHighScores());
  const [newRank, setNewRank] = useState<number | null>(null);
  const [bestRuns, setBestRuns] = useState<Record<Layout, BestRun | null>>(() => ({
    desktop: loadBestRun('desktop'),
    mobile: loadBestRun('mobile'),
  }));
  const [raceGhost, setRaceGhost] = useState(false);
  const familyScore = useSendFamilyScore();
  const sendFamilyScore = familyScore.send;
  const stageRef = useRef<HTMLDivElement>(null);

  const bestRun = bestRuns[viewportLayout];
  const ghostOn = raceGhost && bestRun !== null;
  const nextGame = useCallback(
    (): NewGame =>
      ghostOn && bestRun
        ? { seed: bestRun.seed, layout: viewportLayout, ghost: bestRun }
        : { seed: fixedSeed ?? seedFrom(Math.random), layout: viewportLayout, ghost: null },
    [ghostOn, bestRun, fixedSeed, viewportLayout],
  );

  const [session] = useState<GameSession>(() =>
    createGameSession(nextGame(), {
      onFlap: playFlapSound,
      onCrash: playCrashSound,
      onLevelUp: playLevelUpSound,
      // Each finished game goes into the top five, and becomes the ghost if it is the best run.
      onGameOver: (state, result) => {
        const update = storeHighScore({
          seconds: result.gameSeconds,
          date: new Date().toISOString(),
        });
        setScores(update.scores);
        setNewRank(update.rank);
        const run: BestRun = { ...recordOf(state), seconds: result.gameSeconds };
        if (storeIfBestRun(run)) setBestRuns((runs) => ({ ...runs, [run.layout]: run }));
        // Signed in, the game also goes to the family scores, checked there by flying it again.
        sendFamilyScore(state, result);
      },
    }),
  );
  const view = useSyncExternalStore(session.subscribe, session.getView);

  // While waiting for Start, the field follows the viewport and the ghost choice.
  useEffect(() => {
    session.prepare(nextGame());
  }, [session, nextGame]);

  useEffect(() => {
    window.__flappyDuo = { snapshot: () => session.testSnapshot() };
    return () => {
      delete window.__flappyDuo;
    };
  }, [session]);

  const focusStage = () => stageRef.current?.focus({ preventScroll: true });
  const start = () => {
    if (view.phase !== 'idle' && view.phase !== 'over') return;
    setNewRank(null);
    // Opening the sound output on the first flap froze the birds mid-flight; the Start press pays.
    prepareTones();
    session.start(nextGame());
    focusStage();
  };
  const togglePause = () => {
    if (view.phase === 'playing' || view.phase === 'countdown') session.pause('player');
    else if (view.phase === 'paused') {
      session.resume(performance.now());
      focusStage();
    }
  };

  return {
    session,
    view,
    stageRef,
    fixedSeed,
    viewportLayout,
    /** The layout on screen: the viewport's while waiting for Start, else the game's own. */
    shownLayout: view.phase === 'idle' ? viewportLayout : view.layout,
    scores,
    newRank,
    bestRun,
    raceGhost,
    setRaceGhost,
    familyScoreStatus: familyScore.status,
    start,
    togglePause,
  };
}
