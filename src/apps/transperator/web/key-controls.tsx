import { useId, useState } from 'react';
import {
  clampTolerance,
  formatHexColour,
  MAX_TOLERANCE,
  MIN_TOLERANCE,
  parseHexColour,
  type Rgb,
} from '../core/colour-key';

/** Select Color to Remove (colour input and hex field) and Tolerance (number and slider). */
export function KeyControls({
  colour,
  tolerance,
  onColourChange,
  onToleranceChange,
}: {
  readonly colour: Rgb;
  readonly tolerance: number;
  readonly onColourChange: (colour: Rgb) => void;
  readonly onToleranceChange: (tolerance: number) => void;
}) {
  const hex = formatHexColour(colour);
  // What is being typed; null shows the current value (which the eyedropper or slider may change).
  const [hexDraft, setHexDraft] = useState<string | null>(null);
  const [toleranceDraft, setToleranceDraft] = useState<string | null>(null);
  const hexText = hexDraft ?? hex;
  const toleranceText = toleranceDraft ?? String(tolerance);
  const colourId = useId();
  const hexId = useId();
  const toleranceId = useId();
  const sliderId = useId();
  const helpId = useId();

  const hexValid = parseHexColour(hexText) !== null;

  return (
    <fieldset className="tp-controls">
      <legend className="tp-sr-only">Colour to remove</legend>
      <div className="tp-controls__colour">
        <label className="field__label" htmlFor={colourId}>
          Select Color to Remove
        </label>
        <div className="tp-controls__row">
          <input
            id={colourId}
            className="tp-colour"
            type="color"
            value={hex}
            onChange={(event) => {
              const picked = parseHexColour(event.currentTarget.value);
              if (picked) onColourChange(picked);
            }}
          />
          <label className="tp-sr-only" htmlFor={hexId}>
            Hex colour
          </label>
          <input
            id={hexId}
            className="tp-hex"
            type="text"
            inputMode="text"
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            value={hexText}
            aria-invalid={!hexValid}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setHexDraft(text);
              const parsed = parseHexColour(text);
              if (parsed) onColourChange(parsed);
            }}
            onBlur={() => setHexDraft(null)}
          />
        </div>
      </div>
      <div className="tp-controls__tolerance">
        <label className="field__label" htmlFor={toleranceId}>
          Tolerance
        </label>
        <div className="tp-controls__row">
          <input
            id={toleranceId}
            className="tp-tolerance"
            type="number"
            min={MIN_TOLERANCE}
            max={MAX_TOLERANCE}
            step={1}
            value={toleranceText}
            aria-describedby={helpId}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setToleranceDraft(text);
              if (text.trim() !== '' && Number.isFinite(Number(text))) {
                onToleranceChange(clampTolerance(Number(text)));
              }
            }}
            onBlur={() => setToleranceDraft(null)}
          />
          <label className="tp-sr-only" htmlFor={sliderId}>
            Tolerance slider
          </label>
          <input
            id={sliderId}
            className="tp-slider"
            type="range"
            min={MIN_TOLERANCE}
            max={MAX_TOLERANCE}
            step={1}
            value={tolerance}
            onChange={(event) =>
              onToleranceChange(clampTolerance(Number(event.currentTarget.value)))
            }
          />
        </div>
        <p className="tp-controls__help" id={helpId}>
          0 leaves images unchanged; each of red, green and blue may differ from the colour by this
          much.
        </p>
      </div>
    </fieldset>
  );
}
