import { CHANNEL_NAMES, CHANNELS, type Rgb } from '../core/rgb-colour';
import { MAX_GUESSES, type ScoredGuess } from '../core/rgb-game';
import { ColourSwatch } from './colour-swatch';
import { HintBadge } from './hint-badge';

export interface GuessListProps {
  readonly scored: readonly ScoredGuess[];
  readonly answer: Rgb;
}

/** The guesses so far, oldest first: values, the guess's swatch beside the target's, three hints. */
export function GuessList({ scored, answer }: GuessListProps) {
  return (
    <section className="panel rgb-guesses" aria-labelledby="rgb-guesses-title">
      <div className="rgb-guesses__heading">
        <h2 id="rgb-guesses-title" className="panel__title">
          Your guesses
        </h2>
        <span className="rgb-guesses__count">
          {scored.length} / {MAX_GUESSES}
        </span>
      </div>
      {scored.length === 0 ? (
        <p className="muted rgb-empty">
          No guesses yet. Each guess shows up here with a hint for red, green and blue.
        </p>
      ) : (
        <ol className="stack-list">
          {scored.map(({ guess, hints }, index) => (
            <li key={index} className="rgb-guess" data-testid="rgb-guess">
              <span className="rgb-guess__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="rgb-guess__swatches">
                <ColourSwatch colour={guess} className="rgb-swatch--guess" />
                <ColourSwatch colour={answer} className="rgb-swatch--target" />
              </span>
              <ul className="rgb-guess__channels">
                {CHANNELS.map((channel) => (
                  <li key={channel} className="rgb-guess__channel" data-channel={channel}>
                    <span className="rgb-guess__value">
                      <span className="rgb-guess__name">{CHANNEL_NAMES[channel]}</span>{' '}
                      <span data-testid="rgb-guess-value">{guess[channel]}</span>
                    </span>
                    <HintBadge hint={hints[channel]} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
