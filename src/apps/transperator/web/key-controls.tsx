import { useId, useState } from 'react';
import {
  clampTolerance,
  formatHexColour,
  MAX_TOLERANCE,
  MIN_TOLERANCE,
  parseHexColour,
  type Rgb,
} from '../core/colour-key';

/**
 * Select Color to Remove (colour input and hex field), Tolerance (number and slider) and the two
 * options, Soft edges and Connected only (off by default).
 */
export function KeyControls({
  colour,
  tolerance,
  softEdges,
  connectedOnly,
  onColourChange,
  onToleranceChange,
  onSoftEdgesChange,
  onConnectedOnlyChange,
}: {
  readonly colour: Rgb;
  readonly tolerance: number;
  readonly softEdges: boolean;
  readonly connectedOnly: boolean;
  readonly onColourChange: (colour: Rgb) => void;
  readonly onToleranceChange: (tolerance: number) => void;
  readonly onSoftEdgesChange: (softEdges: boolean) => void;
  readonly onConnectedOnlyChange: (connectedOnly: boolean) => void;
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
  const optionsId = useId();
  const softHelpId = useId();
  const connectedHelpId = useId();

  const hexValid = parseHexColour(hexText) !== null;

  return (
    <fieldset className="tp-controls">
      <legend className="visually-hidden">Colour to remove</legend>
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
          <label className="visually-hidden" htmlFor={hexId}>
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
          <label className="visually-hidden" htmlFor={sliderId}>
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
      <div className="tp-controls__options" role="group" aria-labelledby={optionsId}>
        <span className="field__label" id={optionsId}>
          Options
        </span>
        <label className="tp-option">
          <input
            type="checkbox"
            checked={softEdges}
            aria-describedby={softHelpId}
            onChange={(event) => onSoftEdgesChange(event.currentTarget.checked)}
          />
          <span>Soft edges</span>
        </label>
        <p className="tp-controls__help" id={softHelpId}>
          Fade pixels near the tolerance&rsquo;s edge instead of cutting them out.
        </p>
        <label className="tp-option">
          <input
            type="checkbox"
            checked={connectedOnly}
            aria-describedby={connectedHelpId}
            onChange={(event) => onConnectedOnlyChange(event.currentTarget.checked)}
          />
          <span>Connected only</span>
        </label>
        <p className="tp-controls__help" id={connectedHelpId}>
          Remove only the areas you click in a preview, not every match.
        </p>
      </div>
    </fieldset>
  );
}
