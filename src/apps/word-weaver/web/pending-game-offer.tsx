import { useState } from 'react';
import { ApiError } from '#kit/api-client';
import { forgetStoredGameKeptForLogin, readGameKeptForLogin } from './kept-games-store';
import { errorMessage, saveFinishedGame, type FinishedGame } from './word-weaver.api';

interface PendingGameOfferProps {
  readonly loggedIn: boolean;
  /** Changes when the page may have kept a game for login since (earlier games were scored). */
  readonly keptSince: number;
  readonly onSaved: (seed: number) => Promise<void>;
}

/** Offers a player who just logged in to save the game they finished before logging in. */
export function PendingGameOffer({ loggedIn, keptSince, onSaved }: PendingGameOfferProps) {
  const [pending, setPending] = useState<FinishedGame | null>(() => readGameKeptForLogin());
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [message, setMessage] = useState<string | null>(null);

  // Another finish, or the scoring of earlier games, may have stored a new game since this
  // rendered: read it when login changes or earlier games were scored.
  const [seen, setSeen] = useState({ loggedIn, keptSince });
  if (seen.loggedIn !== loggedIn || seen.keptSince !== keptSince) {
    setSeen({ loggedIn, keptSince });
    setPending(readGameKeptForLogin());
  }

  if (status === 'saved') return <p className="panel panel--compact ww-success">{message}</p>;
  if (status === 'error' && !pending)
    return <p className="panel panel--compact ww-error">{message}</p>;
  if (!pending || !loggedIn) return null;

  const save = async () => {
    setStatus('saving');
    try {
      const row = await saveFinishedGame(pending);
      forgetStoredGameKeptForLogin();
      setStatus('saved');
      setMessage(`Saved your earlier game: ${row.score} points on board ${row.seed}.`);
      await onSaved(row.seed);
    } catch (error) {
      console.error('WordWeaver: saving the kept game failed', error);
      // Kept for another try only when the server may take it later; a refusal is final.
      const keep =
        error instanceof ApiError &&
        (error.status === 0 || error.status === 429 || error.status >= 500);
      if (!keep) {
        forgetStoredGameKeptForLogin();
        setPending(null);
      }
      setStatus('error');
      setMessage(`Your earlier game could not be saved: ${errorMessage(error)}`);
    }
  };

  return (
    <section className="panel panel--compact ww-pending" aria-label="Your earlier game">
      <p>
        You finished a game before logging in: {pending.score} points on board {pending.seed}.
      </p>
      <div className="ww-controls">
        <button
          type="button"
          className="button button--primary"
          disabled={status === 'saving'}
          onClick={() => void save()}
        >
          Save that game
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            forgetStoredGameKeptForLogin();
            setPending(null);
          }}
        >
          Discard it
        </button>
      </div>
      {status === 'error' && message ? <p className="ww-error">{message}</p> : null}
    </section>
  );
}
