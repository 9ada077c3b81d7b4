import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SoundToggle } from '../../../web/assets/sound-toggle';
import { useDebugMode } from '../../../web/debug-mode';
import { PageHeader } from '../../../web/ui/page-header';
import { prepareTones } from '../../../web/kit/tones';
import { familyScoresKey } from '../../../web/kit/use-family-scores';
import { useMediaQuery } from '../../../web/layout/use-media-query';
import { LeadText } from '../../../web/ui/lead-text';
import { gameConfig, MOBILE_MAX_WIDTH, type Layout } from '../core/flappy-config';
import { formatSeconds, type GameResult, type GameState, type Player } from '../core/flappy-game';
import { recordHighScore, type HighScore } from '../core/high-scores';
import { recordOf } from '../core/replay';
import { MAX_SEED, seedFrom } from '../core/seeded-random';
import { FLAPPY_DUO_GAME } from '../shared/flappy-duo-score.schemas';
import { manifest } from '../manifest';
import { playCrashSound, playFlapSound, playLevelUpSound } from './flappy-duo-sounds';
import { FlappyDuoStage } from './flappy-duo-stage';
import {
  loadBestRun,
  loadHighScores,
  saveBestRun,
  saveHighScores,
  type BestRun,
} from './flappy-duo-storage';
import {
  createGameSession,
  type GameSession,
  type NewGame,
  type SessionView,
  type TestSnapshot,
} from './game-session';
import { HighScoresPanel } from './high-scores-panel';
import { FamilyScoresPanel, type FamilyScoreStatus } from './family-scores-panel';
import { sendFamilyScore } from './flappy-duo.api';
import '../../../web/kit/panel.css';
import './flappy-duo.css';

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

const PLAYER_KEYS = ['W', 'Up Arrow'] as const;

function winnerText(result: GameResult): string {
  return result.winner === 'tie' ? 'It’s a tie!' : `Player ${result.winner + 1} lasted longer!`;
}

function fateOf(state: GameState, player: Player): string {
  const bird = state.birds[player];
  if (bird.status === 'flying') return 'still flying';
  return bird.cause === 'pipe' ? 'hit a pipe' : 'hit the ground';
}

/** The sentence the live region announces for each phase. */
function statusText(view: SessionView): string {
  switch (view.phase) {
    case 'idle':
      return 'Ready. Press Start, Space or Enter to play.';
    case 'playing':
      return view.noticeShown
        ? `Difficulty Increased! Now level ${view.level + 1}.`
        : `Playing, level ${view.level + 1}.`;
    case 'paused':
      return 'Paused.';
    case 'countdown':
      return `Resuming in ${view.countdown ?? 0}.`;
    case 'replay':
      return 'Watching the replay of the last game.';
    case 'over': {
      if (!view.finished) return 'Game over.';
      const { result } = view.finished;
      return `Game over. ${winnerText(result)} Player 1: ${formatSeconds(result.seconds[0])}. Player 2: ${formatSeconds(result.seconds[1])}.`;
    }
  }
}

export default function FlappyDuoPage() {
  const debug = useDebugMode();
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
  const queryClient = useQueryClient();
  const [familyScore, setFamilyScore] = useState<FamilyScoreStatus | null>(null);
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

  const [session] = useState<GameSession>(() => {
    // Counts the games sent to the family scores: only the last one's outcome is shown.
    let sentGames = 0;
    return createGameSession(nextGame(), {
      onFlap: playFlapSound,
      onCrash: playCrashSound,
      onLevelUp: playLevelUpSound,
      // Each finished game goes into the top five, and becomes the ghost if it is the best run.
      onGameOver: (state, result) => {
        const update = recordHighScore(loadHighScores(), {
          seconds: result.gameSeconds,
          date: new Date().toISOString(),
        });
        if (update.rank !== null) saveHighScores(update.scores);
        setScores(update.scores);
        setNewRank(update.rank);
        const layout = state.config.layout;
        if (result.gameSeconds > (loadBestRun(layout)?.seconds ?? 0)) {
          const run: BestRun = { ...recordOf(state), seconds: result.gameSeconds };
          saveBestRun(run);
          setBestRuns((runs) => ({ ...runs, [layout]: run }));
        }
        // Signed in, the game also goes to the family scores, checked there by flying it again.
        const sent = (sentGames += 1);
        setFamilyScore({ kind: 'sending' });
        void sendFamilyScore(state, result).then((outcome) => {
          if (outcome.kind === 'saved') {
            void queryClient.invalidateQueries({ queryKey: familyScoresKey(FLAPPY_DUO_GAME) });
          }
          if (sentGames === sent) setFamilyScore(outcome);
        });
      },
    });
  });
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

  const shownLayout = view.phase === 'idle' ? viewportLayout : view.layout;
  const world = gameConfig(shownLayout);
  const finished = view.finished;

  return (
    <section className="page fd">
      <PageHeader title={manifest.routes[0].title}>
        <LeadText lead={manifest.routes[0].lead} />
      </PageHeader>

      <div className={`fd-layout fd-layout--${shownLayout}`}>
        <div className="fd-play">
          <FlappyDuoStage
            session={session}
            aspect={world.width / world.height}
            phase={view.phase}
            debug={debug}
            describedBy="fd-status"
            stageRef={stageRef}
            onStartKey={start}
            onPauseKey={togglePause}
          >
            {view.phase === 'idle' ? (
              <div className="fd-overlay">
                <div className="fd-card">
                  <h2 className="fd-card__title">Ready?</h2>
                  <ul className="fd-players">
                    {PLAYER_KEYS.map((key, player) => (
                      <li key={key} className={`fd-player fd-player--${player + 1}`}>
                        <span className="fd-player__badge">{player + 1}</span>
                        Player {player + 1}: <kbd>{key}</kbd>
                        <span className="fd-only-touch">
                          {' '}
                          or tap the {player === 0 ? 'left' : 'right'} half
                        </span>
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    className="button button--primary fd-card__action"
                    onClick={start}
                  >
                    Start
                  </button>
                  <p className="fd-card__hint">or press Space or Enter</p>
                </div>
              </div>
            ) : null}
            {view.phase === 'playing' && view.noticeShown ? (
              <p className="fd-notice" aria-hidden="true">
                Difficulty Increased!
              </p>
            ) : null}
            {view.phase === 'paused' ? (
              <div className="fd-overlay">
                <div className="fd-card">
                  <h2 className="fd-card__title">Paused</h2>
                  {view.pausedBy === 'tab' ? (
                    <p>The game paused while this tab was hidden.</p>
                  ) : null}
                  <button
                    type="button"
                    className="button button--primary fd-card__action"
                    onClick={togglePause}
                  >
                    Resume
                  </button>
                </div>
              </div>
            ) : null}
            {view.phase === 'countdown' ? (
              <div className="fd-overlay fd-overlay--clear" aria-hidden="true">
                <span className="fd-countdown" key={view.countdown}>
                  {view.countdown}
                </span>
              </div>
            ) : null}
            {view.phase === 'replay' ? (
              <div className="fd-replay-bar">
                <span className="fd-replay-bar__badge">Replay</span>
                <button
                  type="button"
                  className="button button--quiet fd-replay-bar__stop"
                  onClick={() => session.stopReplay()}
                >
                  Stop replay
                </button>
              </div>
            ) : null}
            {view.phase === 'over' && finished ? (
              <div className="fd-overlay">
                <div className="fd-card fd-card--result">
                  <h2 className="fd-card__title">Game over</h2>
                  <p className="fd-winner">{winnerText(finished.result)}</p>
                  <dl className="fd-times">
                    {([0, 1] as const).map((player) => (
                      <div
                        key={player}
                        className={`fd-time fd-player--${player + 1}${finished.result.winner === player ? ' fd-time--winner' : ''}`}
                      >
                        <dt>
                          <span className="fd-player__badge">{player + 1}</span>
                          Player {player + 1}
                        </dt>
                        <dd>
                          <strong data-testid={`survived-${player + 1}`}>
                            {formatSeconds(finished.result.seconds[player])}
                          </strong>{' '}
                          <span className="fd-fate">{fateOf(finished.state, player)}</span>
                        </dd>
                      </div>
                    ))}
                  </dl>
                  {newRank !== null ? (
                    <p className="fd-new-score">
                      {newRank === 0 ? 'New best time!' : `Number ${newRank + 1} in your top 5!`}
                    </p>
                  ) : null}
                  <div className="fd-card__actions">
                    <button type="button" className="button button--primary" onClick={start}>
                      Play again
                    </button>
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => session.watchReplay()}
                    >
                      Watch replay
                    </button>
                  </div>
                </div>
              </div>
            ) : null}
          </FlappyDuoStage>

          <div className="fd-controls">
            {view.phase === 'playing' || view.phase === 'countdown' ? (
              <button type="button" className="button button--quiet" onClick={togglePause}>
                Pause
              </button>
            ) : null}
            <SoundToggle />
          </div>
          <p id="fd-status" className="fd-visually-hidden" role="status">
            {statusText(view)}
          </p>
        </div>

        <div className="fd-side">
          <HighScoresPanel scores={scores} newRank={newRank} />
          <FamilyScoresPanel layout={viewportLayout} status={familyScore} />
          <section className="panel panel--compact" aria-labelledby="fd-run-title">
            <h2 id="fd-run-title" className="panel__title">
              Pipes and ghost
            </h2>
            <p className="fd-muted">
              {view.racingGhost ? 'Racing your best run on its pipes' : 'Pipes from seed'}{' '}
              <strong data-testid="seed">{view.seed}</strong>.{' '}
              {fixedSeed === null ? (
                <Link to={`?seed=${view.seed}`}>Fly these pipes again</Link>
              ) : (
                <Link to="?">Fresh pipes every game</Link>
              )}
            </p>
            {bestRun ? (
              <label className="fd-check">
                <input
                  type="checkbox"
                  checked={raceGhost}
                  disabled={view.phase !== 'idle' && view.phase !== 'over'}
                  onChange={(event) => setRaceGhost(event.target.checked)}
                />
                Race the ghost of your best run ({formatSeconds(bestRun.seconds)})
              </label>
            ) : (
              <p className="fd-muted">Finish a game to race its ghost later.</p>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
