import { SoundToggle } from '#kit/sound-toggle';
import { LETTERS_PER_GAME, nextLetter, type GameState } from '../core/game';

interface GameStatusProps {
  readonly game: GameState;
  /** The score shown: the words lit so far, then the final score; null before scoring. */
  readonly score: number | null;
  /** A finished game is still being scored or saved: a new one waits. */
  readonly busy: boolean;
  readonly onStart: () => void;
  readonly onStop: () => void;
}

/** The next letter, letters left and score, with Start or Stop and the sound toggle. */
export function GameStatus({ game, score, busy, onStart, onStop }: GameStatusProps) {
  const playing = game.status === 'playing';
  const upcoming = nextLetter(game);
  const lettersLeft = playing
    ? LETTERS_PER_GAME - game.columns.length - (game.falling ? 1 : 0)
    : game.status === 'idle'
      ? LETTERS_PER_GAME
      : 0;
  return (
    <section className="panel panel--compact ww-status" aria-label="Game">
      <dl className="ww-stats">
        <div>
          <dt>Next letter</dt>
          <dd className="ww-preview" data-testid="next-letter">
            {upcoming ?? '–'}
          </dd>
        </div>
        <div>
          <dt>Letters left</dt>
          <dd>{lettersLeft}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd data-testid="word-weaver-score">{score ?? '–'}</dd>
        </div>
      </dl>
      <div className="ww-controls">
        {playing ? (
          <button type="button" className="button button--primary" onClick={onStop}>
            Stop
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={onStart}
            disabled={busy}
          >
            {game.status === 'idle' ? 'Start' : 'Play again'}
          </button>
        )}
        <SoundToggle />
      </div>
    </section>
  );
}
