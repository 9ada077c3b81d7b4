import { formatRgb, type Rgb } from '../core/rgb-colour';

/**
 * A patch of colour. With a label it is an image for screen readers; without one it is decoration
 * beside text that already says what it shows.
 */
export function ColourSwatch({
  colour,
  label,
  className = '',
}: {
  readonly colour: Rgb;
  readonly label?: string;
  readonly className?: string;
}) {
  const style = { backgroundColor: formatRgb(colour) };
  return label ? (
    <span className={`rgb-swatch ${className}`} role="img" aria-label={label} style={style} />
  ) : (
    <span className={`rgb-swatch ${className}`} aria-hidden="true" style={style} />
  );
}
