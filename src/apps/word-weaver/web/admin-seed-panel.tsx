import { useId, useState, type FormEvent } from 'react';
import { LETTERS_PER_GAME } from '../core/game';
import { isValidSeed, letterSequence, MAX_SEED } from '../core/letters';

interface AdminSeedPanelProps {
  readonly seed: number;
  readonly dailySeed: number;
  readonly onSeedChange: (seed: number | null) => void;
}

/**
 * Admin only: choose the seed this page plays and see its whole letter sequence. The choice stays in
 * this page; the server lets only an Admin save a score for a seed other than the daily one.
 */
export function AdminSeedPanel({ seed, dailySeed, onSeedChange }: AdminSeedPanelProps) {
  const [draft, setDraft] = useState(String(seed));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const letters = letterSequence(seed, LETTERS_PER_GAME);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim() === '' ? Number.NaN : Number(draft);
    if (!isValidSeed(value)) {
      setError(`Enter a whole number from 0 to ${MAX_SEED}.`);
      return;
    }
    setError(null);
    onSeedChange(value === dailySeed ? null : value);
  };

  return (
    <section className="panel panel--compact ww-admin" aria-labelledby="ww-admin-title">
      <h2 id="ww-admin-title" className="panel__title">
        Admin: seed
      </h2>
      <form className="ww-admin__form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Seed
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_SEED}
            step={1}
            value={draft}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary">
          Set seed
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            setDraft(String(dailySeed));
            setError(null);
            onSeedChange(null);
          }}
        >
          Use today&apos;s seed
        </button>
      </form>
      {error ? (
        <p id={errorId} className="ww-error" role="alert">
          {error}
        </p>
      ) : null}
      <h3 className="ww-admin__subtitle">Letter sequence for seed {seed}</h3>
      <ol className="ww-sequence" aria-label={`Letter sequence for seed ${seed}`}>
        {letters.map((letter, index) => (
          <li key={index} className="ww-sequence__letter">
            {letter}
          </li>
        ))}
      </ol>
    </section>
  );
}
