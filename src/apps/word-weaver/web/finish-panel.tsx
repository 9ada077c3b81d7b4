import { splitDefinition } from '../core/definitions';
import { waitingGameText } from './offline-texts';
import type { Finish, FoundWord } from '../core/finish-sequence';

/** A definition as the server sends it, "noun: …", with its word class set apart. */
function WordDefinition({ definition }: { definition: string }) {
  if (definition === '') {
    return <span className="ww-word__definition">No definition found.</span>;
  }
  const { wordClass, meaning } = splitDefinition(definition);
  return (
    <span className="ww-word__definition">
      {wordClass ? <em className="ww-word__class">{wordClass}</em> : null}
      {wordClass ? ' ' : null}
      {meaning}
    </span>
  );
}

function lineName(found: FoundWord): string {
  return `${found.kind === 'row' ? 'Row' : 'Column'} ${found.index + 1}`;
}

interface FinishPanelProps {
  readonly finish: Finish;
  readonly loggedIn: boolean;
  readonly onRetry: () => void;
}

/** What happens after a game: scoring, the words one by one with definitions, the save, TOP SCORE. */
export function FinishPanel({ finish, loggedIn, onRetry }: FinishPanelProps) {
  if (finish.phase === 'none') return null;
  return (
    <section className="panel panel--compact" aria-labelledby="ww-words-title" aria-live="polite">
      <h2 id="ww-words-title" className="panel__title">
        Your words
      </h2>
      {finish.phase === 'scoring' ? <p className="ww-muted">Scoring your board…</p> : null}
      {finish.phase === 'score-error' ? (
        <div className="ww-error-box">
          <p className="ww-error">The board could not be scored: {finish.error}</p>
          <button type="button" className="button button--quiet" onClick={onRetry}>
            Play again
          </button>
        </div>
      ) : null}
      {finish.phase === 'waiting' && finish.waitReason ? (
        <p className="ww-note ww-waiting">{waitingGameText(finish.waitReason, loggedIn)}</p>
      ) : null}
      {finish.phase !== 'scoring' &&
      finish.phase !== 'score-error' &&
      finish.phase !== 'waiting' &&
      finish.words.length === 0 ? (
        <p className="ww-muted">No words this time.</p>
      ) : null}
      {finish.shownWords.length > 0 ? (
        <ul className="stack-list">
          {finish.shownWords.map((found) => (
            <li
              key={`${found.kind}-${found.index}`}
              className={found === finish.lit ? 'ww-word ww-word--lit' : 'ww-word'}
              data-testid="word-weaver-word"
            >
              <span className="ww-word__line">{lineName(found)}</span>
              <span className="ww-word__text">{found.word.toUpperCase()}</span>
              <span className="ww-word__points">+{found.word.length}</span>
              <WordDefinition definition={found.definition} />
            </li>
          ))}
        </ul>
      ) : null}
      {finish.phase === 'saving' ? <p className="ww-muted">Saving your score…</p> : null}
      {finish.phase === 'done' ? (
        <>
          {finish.topScore ? (
            <p className="ww-top-score" role="status">
              TOP SCORE
            </p>
          ) : null}
          <p className="ww-final">
            Final score: <strong>{finish.score}</strong>
          </p>
          {finish.save?.kind === 'saved' ? (
            <p className="ww-success">Your score is saved.</p>
          ) : null}
          {finish.save?.kind === 'login-needed' ? (
            <p className="ww-note">
              {loggedIn
                ? 'This game was played before you logged in. Save it below to keep its score.'
                : 'Log in to save your score. This game is kept in your browser until you do.'}
            </p>
          ) : null}
          {finish.save?.kind === 'kept-for-writer' ? (
            <p className="ww-note">
              This game is kept in this browser until {finish.save.username} logs in again, and
              saved then.
            </p>
          ) : null}
          {finish.save?.kind === 'error' ? (
            <p className="ww-error">Your score could not be saved: {finish.save.message}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
