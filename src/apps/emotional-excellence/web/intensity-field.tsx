import { useId } from 'react';
import { INTENSITY_MAX, INTENSITY_MIN } from '../shared/saved-emotion.schemas';

const LEVELS = Array.from(
  { length: INTENSITY_MAX - INTENSITY_MIN + 1 },
  (_, i) => INTENSITY_MIN + i,
);

/** Words for the ends and middle of the scale, shown under the numbers. */
const LEVEL_WORDS: Readonly<Record<number, string>> = {
  1: 'Faint',
  2: 'Mild',
  3: 'Clear',
  4: 'Strong',
  5: 'Intense',
};

/** Intensity 1–5 (spec §5, §9) as a radio group labelled Intensity. */
export function IntensityField({
  value,
  onChange,
  label = 'Intensity',
}: {
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly label?: string;
}) {
  const id = useId();
  return (
    <div className="ee-intensity">
      <span id={`${id}-label`} className="ee-field-label">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="ee-intensity__options">
        {LEVELS.map((level) => (
          <label key={level} className="ee-intensity__option">
            <input
              type="radio"
              name={`${id}-intensity`}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
            />
            <span className="ee-intensity__number">{level}</span>
            <span className="ee-intensity__word">{LEVEL_WORDS[level]}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
