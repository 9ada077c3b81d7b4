import { formatSeconds, type GameResult, type GameState } from '../core/flappy-game';
import { fateOf, winnerText } from './flappy-duo-status';
import type { SessionView } from './game-session';

const PLAYER_KEYS = ['W', 'Up Arrow'] as const;

interface StageOverlaysProps {
  readonly view: SessionView;
  /** The place of the game just finished in the top five; null when it did not enter. */
  readonly newRank: number | null;
  readonly onStart: () => void;
  readonly onTogglePause: () => void;
  readonly onStopReplay: () => void;
  readonly onWatchReplay: () => void;
}

/** What the stage shows over the canvas in each phase: cards, the notice, the countdown. */
export function StageOverlays({
  view,
  newRank,
  onStart,
  onTogglePause,
  onStopReplay,
  onWatchReplay,
}: StageOverlaysProps) {
  switch (view.phase) {
    case 'idle':
      return <ReadyCard onStart={onStart} />;
    case 'playing':
      return view.noticeShown ? (
        <p className="fd-notice" aria-hidden="true">
          Difficulty Increased!
        </p>
      ) : null;
    case 'paused':
      return (
        <div className="fd-overlay">
          <div className="fd-card">
            <h2 className="fd-card__title">Paused</h2>
            {view.pausedBy === 'tab' ? <p>The game paused while this tab was hidden.</p> : null}
            <button
              type="button"
              className="button button--primary fd-card__action"
              onClick={onTogglePause}
            >
              Resume
            </button>
          </div>
        </div>
      );
    case 'countdown':
      return (
        <div className="fd-overlay fd-overlay--clear" aria-hidden="true">
          <span className="fd-countdown" key={view.countdown}>
            {view.countdown}
          </span>
        </div>
      );
    case 'replay':
      return (
        <div className="fd-replay-bar">
          <span className="fd-replay-bar__badge">Replay</span>
          <button
            type="button"
            className="button button--quiet fd-replay-bar__stop"
            onClick={onStopReplay}
          >
            Stop replay
          </button>
        </div>
      );
    case 'over':
      return view.finished ? (
        <GameOverCard
          finished={view.finished}
          newRank={newRank}
          onStart={onStart}
          onWatchReplay={onWatchReplay}
        />
      ) : null;
  }
}

function ReadyCard({ onStart }: { readonly onStart: () => void }) {
  return (
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
        <button type="button" className="button button--primary fd-card__action" onClick={onStart}>
          Start
        </button>
        <p className="fd-card__hint">or press Space or Enter</p>
      </div>
    </div>
  );
}

interface GameOverCardProps {
  readonly finished: { readonly state: GameState; readonly result: GameResult };
  readonly newRank: number | null;
  readonly onStart: () => void;
  readonly onWatchReplay: () => void;
}

function GameOverCard({ finished, newRank, onStart, onWatchReplay }: GameOverCardProps) {
  return (
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
          <button type="button" className="button button--primary" onClick={onStart}>
            Play again
          </button>
          <button type="button" className="button button--quiet" onClick={onWatchReplay}>
            Watch replay
          </button>
        </div>
      </div>
    </div>
  );
}
