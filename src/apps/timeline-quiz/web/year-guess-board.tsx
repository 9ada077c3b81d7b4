import { useId, useState, type FormEvent } from 'react';
import type { TimelineDeck } from '../core/timeline-decks';
import { canSubmitGuess, type TimelineGame } from '../core/timeline-game';
import { formatYear } from '../core/timeline-rules';
import type { TimelineItem } from '../shared/timeline-item.schemas';

/** Spec §2.4: 'Scroll to see all guesses' shows above this many guesses. */
const GUESS_LIST_HINT_AFTER = 4;

export interface YearGuessBoardProps {
  readonly deck: TimelineDeck;
  readonly game: TimelineGame;
  readonly onYear: (year: number) => void;
  readonly onGuess: () => void;
  readonly onDetails: (item: TimelineItem) => void;
}

/** Year mode: the card, the prompt, the year on a slider (or typed), 'Guess!' and past guesses. */
export function YearGuessBoard({ deck, game, onYear, onGuess, onDetails }: YearGuessBoardProps) {
  const id = useId();
  const item = game.current;
  const locked = game.showingResult;
  // What is typed in the year field, while it differs from the guess (out of range): kept per card.
  const [typed, setTyped] = useState<{ readonly key: string; readonly text: string } | null>(null);
  const typedText = typed !== null && typed.key === item?.key ? typed.text : null;
  const outOfRange = typedText !== null;
  const rangeId = `${id}-range-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outOfRange) return;
    onGuess();
  };
  /** A typed year inside the slider's range becomes the guess; outside it, the field says so. */
  const typeYear = (text: string) => {
    const year = text === '' ? 0 : Number(text);
    const inRange =
      year === 0 || (Number.isInteger(year) && year >= deck.slider.min && year <= deck.slider.max);
    setTyped(inRange || !item ? null : { key: item.key, text });
    if (inRange) onYear(year);
  };
  return (
    <div className="tq-year">
      {item ? (
        <form className="panel tq-year__card" onSubmit={submit}>
          <button
            type="button"
            className="tq-year__name"
            onClick={() => onDetails(item)}
            aria-label={`${item.name}: show details`}
          >
            {item.name}
          </button>
          <p className="tq-year__description">{item.description}</p>
          <p className="tq-year__prompt" id={`${id}-prompt`}>
            {deck.yearPrompt}
          </p>
          <output className="tq-year__display" htmlFor={`${id}-slider`} aria-live="off">
            {game.yearGuess === 0 ? '—' : formatYear(game.yearGuess)}
          </output>
          <input
            id={`${id}-slider`}
            className="tq-year__slider"
            type="range"
            min={deck.slider.min}
            max={deck.slider.max}
            step={1}
            value={game.yearGuess}
            disabled={locked}
            aria-labelledby={`${id}-prompt`}
            aria-valuetext={formatYear(game.yearGuess)}
            onChange={(event) => {
              setTyped(null);
              onYear(Number(event.target.value));
            }}
          />
          <div className="tq-year__range" aria-hidden="true">
            <span>{formatYear(deck.slider.min)}</span>
            <span>{formatYear(deck.slider.max)}</span>
          </div>
          <div className="tq-year__entry">
            <label className="field">
              <span className="field__label">Or type the year (negative for BCE)</span>
              <input
                type="number"
                inputMode="numeric"
                min={deck.slider.min}
                max={deck.slider.max}
                step={1}
                value={typedText ?? (game.yearGuess === 0 ? '' : game.yearGuess)}
                disabled={locked}
                aria-invalid={outOfRange || undefined}
                aria-describedby={outOfRange ? rangeId : undefined}
                onChange={(event) => typeYear(event.target.value)}
              />
            </label>
            <button
              type="submit"
              className="button button--primary tq-year__guess"
              disabled={!canSubmitGuess(game) || outOfRange}
            >
              Guess!
            </button>
          </div>
          {outOfRange ? (
            <p
              id={rangeId}
              className="form-message form-message--error tq-year__range-error"
              role="alert"
            >
              Enter a year from {formatYear(deck.slider.min)} to {formatYear(deck.slider.max)}{' '}
              (negative for BCE).
            </p>
          ) : null}
        </form>
      ) : null}
      {game.guessHistory.length > 0 ? (
        <section className="panel tq-guesses" aria-labelledby={`${id}-guesses`}>
          <h3 id={`${id}-guesses`}>Your Previous Guesses</h3>
          {game.guessHistory.length > GUESS_LIST_HINT_AFTER ? (
            <p className="tq-hint">Scroll to see all guesses</p>
          ) : null}
          {/* Scrollable, so it takes focus to be scrolled from the keyboard. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ol className="tq-guesses__list" tabIndex={0} aria-label="Previous guesses, newest first">
            {[...game.guessHistory].reverse().map((entry) => (
              <li
                key={entry.item.key}
                className={`tq-guess tq-guess--${entry.correct ? 'correct' : 'wrong'}`}
              >
                <span className="tq-guess__mark" aria-label={entry.correct ? 'Correct' : 'Wrong'}>
                  {entry.correct ? '✓' : '✗'}
                </span>
                <span className="tq-guess__name">{entry.item.name}</span>
                <span className="tq-guess__years">
                  {formatYear(entry.item.year)}
                  <span className="muted"> · you guessed {formatYear(entry.userGuess)}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
