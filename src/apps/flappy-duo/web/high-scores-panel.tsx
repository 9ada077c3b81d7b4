import { formatSeconds } from '../core/flappy-game';
import type { HighScore } from '../core/high-scores';
import { formatDateTime } from '#kit/date-format';

interface HighScoresPanelProps {
  readonly scores: readonly HighScore[];
  /** The place of the game just finished, marked in the list; null when it did not enter. */
  readonly newRank: number | null;
}

/** The top five survived times kept in this browser, best first, with when they were flown. */
export function HighScoresPanel({ scores, newRank }: HighScoresPanelProps) {
  return (
    <section className="panel panel--compact" aria-labelledby="fd-scores-title">
      <h2 id="fd-scores-title" className="panel__title">
        High scores
      </h2>
      {scores.length === 0 ? (
        <p className="fd-muted">No times yet. Fly a game to set the first one.</p>
      ) : (
        <ol className="fd-scores" aria-label="Top 5 survived times">
          {scores.map((score, index) => (
            <li
              key={`${score.date}-${score.seconds}`}
              className={index === newRank ? 'fd-score fd-score--new' : 'fd-score'}
              data-testid="high-score"
            >
              <span className="fd-score__rank" aria-hidden="true">
                {index + 1}
              </span>
              <span className="fd-score__time">{formatSeconds(score.seconds)}</span>
              <time className="fd-score__date" dateTime={score.date}>
                {formatDateTime(score.date)}
              </time>
              {index === newRank ? <span className="fd-score__badge">New</span> : null}
            </li>
          ))}
        </ol>
      )}
      <p className="fd-note">Kept in this browser only.</p>
    </section>
  );
}
