import { useState } from 'react';
import { CHANNEL_NAMES, CHANNELS, formatHex, formatRgb, type Rgb } from '../core/rgb-colour';
import { MAX_GUESSES, type DailyGame, type GameStatus } from '../core/rgb-game';
import { shareText } from '../core/share-text';
import { ColourSwatch } from './colour-swatch';
import { NextColourCountdown } from './next-colour-countdown';

export interface GameOverPanelProps {
  readonly game: DailyGame;
  readonly status: Exclude<GameStatus, 'playing'>;
  readonly answer: Rgb;
  /** The page's address, added to the share text. */
  readonly link: string;
}

type ShareState = 'idle' | 'copied' | 'manual';

/** The end of the day's game: the result, the answer, the path of guesses, sharing, the countdown. */
export function GameOverPanel({ game, status, answer, link }: GameOverPanelProps) {
  const [share, setShare] = useState<ShareState>('idle');
  const text = shareText(game, link);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setShare('copied');
    } catch (error) {
      // No clipboard (insecure page, or permission refused): offer the text to copy by hand.
      console.warn('Could not copy the share text.', error);
      setShare('manual');
    }
  }

  return (
    <section className="panel rgb-end" aria-labelledby="rgb-end-title">
      <h2 id="rgb-end-title" className="panel__title rgb-end__title">
        {status === 'won' ? 'You found it!' : 'Out of guesses'}
      </h2>
      <p className="rgb-end__summary">
        {status === 'won'
          ? `Solved in ${game.guesses.length} of ${MAX_GUESSES} ${game.guesses.length === 1 ? 'guess' : 'guesses'}.`
          : `All ${MAX_GUESSES} guesses used. Better luck tomorrow!`}
      </p>

      <div className="rgb-reveal">
        <ColourSwatch colour={answer} label="Today's colour" className="rgb-swatch--hero" />
        <div>
          <p className="rgb-reveal__text">
            Today&apos;s colour was <strong>{formatRgb(answer)}</strong>
          </p>
          <dl className="rgb-reveal__values">
            {CHANNELS.map((channel) => (
              <div key={channel}>
                <dt>{CHANNEL_NAMES[channel]}</dt>
                <dd>{answer[channel]}</dd>
              </div>
            ))}
            <div>
              <dt>Hex</dt>
              <dd>{formatHex(answer)}</dd>
            </div>
          </dl>
        </div>
      </div>

      <h3 className="rgb-end__subtitle" id="rgb-path-title">
        Your path
      </h3>
      <ol className="rgb-path" aria-labelledby="rgb-path-title">
        {game.guesses.map((guess, index) => (
          <li key={index} className="rgb-path__step">
            <ColourSwatch colour={guess} className="rgb-swatch--path" />
            <span className="visually-hidden">
              Guess {index + 1}: {formatRgb(guess)}
            </span>
          </li>
        ))}
        {status === 'lost' ? (
          <li className="rgb-path__step rgb-path__step--answer">
            <ColourSwatch colour={answer} className="rgb-swatch--path" />
            <span className="visually-hidden">The answer: {formatRgb(answer)}</span>
          </li>
        ) : null}
      </ol>

      <div className="rgb-share">
        <button type="button" className="button button--quiet" onClick={() => void copy()}>
          Copy share text
        </button>
        <span className="rgb-share__status" role="status">
          {share === 'copied' ? 'Copied! The colour stays a secret.' : ''}
        </span>
      </div>
      {share === 'manual' ? (
        <div className="rgb-share__manual">
          <label htmlFor="rgb-share-text">Copy this text to share your result</label>
          <textarea
            id="rgb-share-text"
            readOnly
            rows={text.split('\n').length}
            value={text}
            onFocus={(event) => event.target.select()}
          />
        </div>
      ) : null}

      <NextColourCountdown />
    </section>
  );
}
