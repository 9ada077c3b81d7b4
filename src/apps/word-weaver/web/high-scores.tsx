import type { ScoreWithUser } from '../shared/word-weaver.schemas';
import { formatDateTime } from '#kit/date-format';
import { HIGH_SCORES_OFFLINE_TEXT, HIGH_SCORES_STALE_TEXT } from './offline-texts';

interface HighScoresProps {
  readonly seed: number;
  readonly scores: readonly ScoreWithUser[] | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  /** The browser has no connection: the list cannot load, or may be out of date. */
  readonly offline: boolean;
  /** The ID of the score this player just saved, marked in the list. */
  readonly ownId: number | null;
}

/** The high scores for the seed being played, best first. */
export function HighScores({ seed, scores, loading, failed, offline, ownId }: HighScoresProps) {
  return (
    <section className="panel panel--compact" aria-labelledby="ww-high-scores-title">
      <h2 id="ww-high-scores-title" className="panel__title">
        High scores <span className="ww-muted">· board {seed}</span>
      </h2>
      {offline && !scores ? (
        <p className="ww-note">{HIGH_SCORES_OFFLINE_TEXT}</p>
      ) : loading ? (
        <p className="ww-muted">Loading high scores…</p>
      ) : failed ? (
        <p className="ww-muted">High scores could not be loaded right now.</p>
      ) : !scores || scores.length === 0 ? (
        <p className="ww-muted">No scores yet for this board. Be the first!</p>
      ) : (
        <table className="ww-scores">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col" className="ww-scores__number">
                Score
              </th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {scores.map((row, index) => (
              <tr key={row.ID} className={row.ID === ownId ? 'ww-scores__own' : undefined}>
                <td>{index + 1}</td>
                <td>{row.username}</td>
                <td className="ww-scores__number">{row.score}</td>
                <td>{formatDateTime(row.timestamp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {offline && scores ? <p className="ww-muted">{HIGH_SCORES_STALE_TEXT}</p> : null}
    </section>
  );
}
