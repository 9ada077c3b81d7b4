import { useId, type ReactNode } from 'react';
import { formatDateTime } from './date-format';
import { useFamilyScores, type FamilyScoresQuery } from './use-family-scores';
import './panel.css';
import './family-leaderboard.css';

export interface FamilyLeaderboardProps extends FamilyScoresQuery {
  /** The panel's heading, e.g. "Family best". */
  readonly title: ReactNode;
  /** How a score reads in this game ("12.3 s", "80 points"); the number as it is by default. */
  readonly formatScore?: (score: number) => string;
  /** The score column's heading ('Seconds', 'Points'); 'Score' by default. */
  readonly scoreHeading?: string;
}

/**
 * The family's best scores of a game (decision 024): rank, player, score and when, for members;
 * nothing at all while signed out.
 */
export function FamilyLeaderboard({
  title,
  formatScore = String,
  scoreHeading = 'Score',
  ...query
}: FamilyLeaderboardProps) {
  const { signedIn, scores } = useFamilyScores(query);
  const titleId = useId();
  if (!signedIn) return null;

  return (
    <section className="panel panel--compact family-leaderboard" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {title}
      </h2>
      {scores.isPending ? (
        <p className="family-leaderboard__note">Loading the family&apos;s scores…</p>
      ) : scores.isError ? (
        <p className="family-leaderboard__note" role="alert">
          The family&apos;s scores could not be loaded right now.
        </p>
      ) : scores.data.length === 0 ? (
        <p className="family-leaderboard__note">No scores yet</p>
      ) : (
        <table className="family-leaderboard__table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col" className="family-leaderboard__number">
                {scoreHeading}
              </th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {scores.data.map((row, index) => (
              <tr key={`${row.timestamp}-${row.username}-${index}`}>
                <td>{index + 1}</td>
                <td className="family-leaderboard__player">{row.username}</td>
                <td className="family-leaderboard__number">{formatScore(row.score)}</td>
                <td>
                  <time dateTime={row.timestamp}>{formatDateTime(row.timestamp)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
