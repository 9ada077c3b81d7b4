import type { EarlierGameResult, EarlierGames } from '../core/finish-sequence';
import { earlierGamesText } from './offline-texts';

function resultText(result: EarlierGameResult, loggedIn: boolean): string {
  const board = `Your earlier board ${result.seed}`;
  if (result.kind === 'refused') return `${board} could not be scored: ${result.message}`;
  const scored = `${board} scored ${result.score} ${result.score === 1 ? 'point' : 'points'}.`;
  switch (result.save.kind) {
    case 'saved':
      return `${scored} Your score is saved.`;
    case 'login-needed':
      return loggedIn
        ? `${scored} It was played before anyone logged in: save it below if it is yours.`
        : `${scored} Log in to save it; it is kept in your browser until you do.`;
    case 'kept-for-writer':
      return `${scored} It is kept in this browser until ${result.save.username} logs in again.`;
    case 'error':
      return `${scored} It could not be saved: ${result.save.message}`;
  }
}

interface EarlierGamesPanelProps {
  readonly earlier: EarlierGames;
  readonly loggedIn: boolean;
}

/**
 * Games finished before this one that the server has not scored yet (they ended offline, or their
 * tab closed first): how many still wait, and what became of those scored.
 */
export function EarlierGamesPanel({ earlier, loggedIn }: EarlierGamesPanelProps) {
  const { waiting, scoring, results } = earlier;
  if (waiting === 0 && !scoring && results.length === 0) return null;
  return (
    <section
      className="panel panel--compact ww-earlier"
      aria-labelledby="ww-earlier-title"
      aria-live="polite"
    >
      <h2 id="ww-earlier-title" className="panel__title">
        Earlier boards
      </h2>
      {results.length > 0 ? (
        <ul className="stack-list">
          {results.map((result, index) => (
            <li
              key={index}
              className={
                result.kind === 'scored' && result.save.kind === 'saved' ? 'ww-success' : 'ww-note'
              }
            >
              {resultText(result, loggedIn)}
            </li>
          ))}
        </ul>
      ) : null}
      {scoring ? (
        <p className="ww-muted">Scoring your earlier boards…</p>
      ) : waiting > 0 ? (
        <p className="ww-note">{earlierGamesText(waiting, loggedIn)}</p>
      ) : null}
    </section>
  );
}
