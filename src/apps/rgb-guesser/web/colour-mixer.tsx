import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CHANNEL_NAMES,
  CHANNELS,
  clampChannel,
  clampColour,
  formatHex,
  formatRgb,
  parseHex,
  type Channel,
  type Rgb,
} from '../core/rgb-colour';
import { FormField } from '#kit/form-field';
import { MAX_GUESSES, type ScoredGuess } from '../core/rgb-game';
import { ColourSwatch } from './colour-swatch';
import { HintBadge } from './hint-badge';

/** The three fields as typed: kept as text, so that 300 or 12.6 stay as entered until the guess. */
type Draft = Readonly<Record<Channel, string>>;

function draftOf(colour: Rgb): Draft {
  return { red: String(colour.red), green: String(colour.green), blue: String(colour.blue) };
}

/** A typed field as a number, or null when it holds no number at all. */
function typedValue(text: string): number | null {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

/** What the fields show as a colour: each channel clamped, an empty one read as 0. */
function previewOf(draft: Draft): Rgb {
  return clampColour({
    red: typedValue(draft.red) ?? 0,
    green: typedValue(draft.green) ?? 0,
    blue: typedValue(draft.blue) ?? 0,
  });
}

/** A slider's track runs through this channel with the other two held where they are. */
function trackOf(channel: Channel, preview: Rgb): string {
  const from = formatRgb({ ...preview, [channel]: 0 });
  const to = formatRgb({ ...preview, [channel]: 255 });
  return `linear-gradient(to right, ${from}, ${to})`;
}

const PURE: Readonly<Record<Channel, (value: number) => Rgb>> = {
  red: (value) => ({ red: value, green: 0, blue: 0 }),
  green: (value) => ({ red: 0, green: value, blue: 0 }),
  blue: (value) => ({ red: 0, green: 0, blue: value }),
};

export interface ColourMixerProps {
  readonly answer: Rgb;
  readonly scored: readonly ScoredGuess[];
  /** Makes the guess; false when it was not made. */
  readonly onGuess: (typed: Rgb) => boolean;
}

/**
 * Today's colour beside the player's mix, and the form that makes a guess: a number field, a
 * slider and a swatch per channel, a hex field that fills all three, and the Guess button.
 */
export function ColourMixer({ answer, scored, onGuess }: ColourMixerProps) {
  const last = scored.at(-1);
  const [draft, setDraft] = useState<Draft>(() =>
    draftOf(last?.guess ?? { red: 128, green: 128, blue: 128 }),
  );
  const [hexText, setHexText] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Channel | null>(null);
  const fields = useRef<Partial<Record<Channel, HTMLInputElement | null>>>({});
  const id = useId();
  const preview = previewOf(draft);
  const hexInvalid = hexText !== null && hexText.trim() !== '' && parseHex(hexText) === null;

  function setChannel(channel: Channel, text: string) {
    setDraft((current) => ({ ...current, [channel]: text }));
    setHexText(null);
    if (invalid === channel) setInvalid(null);
  }

  function setHex(text: string) {
    setHexText(text);
    const colour = parseHex(text);
    if (colour) {
      setDraft(draftOf(colour));
      setInvalid(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const empty = CHANNELS.find((channel) => typedValue(draft[channel]) === null);
    if (empty) {
      setInvalid(empty);
      fields.current[empty]?.focus();
      return;
    }
    const typed = {
      red: typedValue(draft.red) ?? 0,
      green: typedValue(draft.green) ?? 0,
      blue: typedValue(draft.blue) ?? 0,
    };
    // The fields show the values the guess actually used.
    if (onGuess(typed)) {
      setDraft(draftOf(clampColour(typed)));
      setHexText(null);
    }
  }

  return (
    <section className="panel rgb-mixer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Make a guess
      </h2>
      <div className="rgb-compare">
        <figure className="rgb-compare__item">
          <ColourSwatch colour={answer} label="Today's colour" className="rgb-swatch--hero" />
          <figcaption>Today&apos;s colour</figcaption>
        </figure>
        <figure className="rgb-compare__item">
          <ColourSwatch
            colour={preview}
            label={`Your mix: ${formatRgb(preview)}`}
            className="rgb-swatch--hero"
          />
          <figcaption>Your mix</figcaption>
        </figure>
      </div>

      <form className="rgb-form" noValidate onSubmit={submit}>
        {CHANNELS.map((channel) => {
          const name = CHANNEL_NAMES[channel];
          const fieldId = `${id}-${channel}`;
          return (
            <FormField
              key={channel}
              id={fieldId}
              label={name}
              formErrorId={invalid === channel ? `${id}-error` : undefined}
              className={`rgb-channel rgb-channel--${channel}`}
              labelClassName="rgb-channel__name"
            >
              {(control) => (
                <>
                  <input
                    ref={(node) => {
                      fields.current[channel] = node;
                    }}
                    {...control}
                    className="rgb-channel__number"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={255}
                    step={1}
                    value={draft[channel]}
                    onChange={(event) => setChannel(channel, event.target.value)}
                  />
                  <input
                    className="rgb-channel__slider"
                    type="range"
                    min={0}
                    max={255}
                    step={1}
                    value={clampChannel(typedValue(draft[channel]) ?? 0)}
                    aria-label={`${name} slider`}
                    style={{ background: trackOf(channel, preview) }}
                    onChange={(event) => setChannel(channel, event.target.value)}
                  />
                  <ColourSwatch
                    colour={PURE[channel](preview[channel])}
                    className="rgb-swatch--channel"
                  />
                </>
              )}
            </FormField>
          );
        })}

        <div className="rgb-form__footer">
          <FormField
            id={`${id}-hex`}
            label="Hex"
            error={hexInvalid ? 'Six hex digits, like #3A7BD5' : undefined}
            hint="Fills all three"
            className="rgb-hex"
            labelClassName="rgb-channel__name"
            messageClassName="rgb-hex__help"
          >
            {(control) => (
              <input
                {...control}
                className="rgb-hex__input"
                type="text"
                inputMode="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={7}
                value={hexText ?? formatHex(preview)}
                onChange={(event) => setHex(event.target.value)}
                onBlur={() => setHexText(null)}
              />
            )}
          </FormField>
          <div className="rgb-submit">
            <button type="submit" className="button button--primary rgb-submit__button">
              Guess
            </button>
            <span className="rgb-submit__count">
              Guess {scored.length + 1} of {MAX_GUESSES}
            </span>
          </div>
        </div>
        {invalid ? (
          <p id={`${id}-error`} className="form-message form-message--error" role="alert">
            Enter a number for {CHANNEL_NAMES[invalid]}.
          </p>
        ) : null}
      </form>

      <div className="rgb-last" role="status">
        {last ? (
          <>
            <p className="rgb-last__title">Guess {scored.length}</p>
            <ul className="rgb-last__hints">
              {CHANNELS.map((channel) => (
                <li key={channel}>
                  <span className="rgb-last__channel">{CHANNEL_NAMES[channel]}</span>
                  <HintBadge hint={last.hints[channel]} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
