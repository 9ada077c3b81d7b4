import type { Hint } from '../core/rgb-colour';

/** An arrow for every hint, so that it reads without colour: one arrow near, two arrows far. */
const HINT_GLYPHS: Readonly<Record<Hint, string>> = {
  'Correct!': '✓',
  'Slightly higher': '↑',
  'Slightly lower': '↓',
  Higher: '⇈',
  Lower: '⇊',
};

const HINT_KINDS: Readonly<Record<Hint, 'correct' | 'near' | 'far'>> = {
  'Correct!': 'correct',
  'Slightly higher': 'near',
  'Slightly lower': 'near',
  Higher: 'far',
  Lower: 'far',
};

/** One channel's hint: glyph and text, tinted by how close the guess was. */
export function HintBadge({ hint }: { readonly hint: Hint }) {
  return (
    <span className={`rgb-hint rgb-hint--${HINT_KINDS[hint]}`}>
      <span className="rgb-hint__glyph" aria-hidden="true">
        {HINT_GLYPHS[hint]}
      </span>
      <span className="rgb-hint__label">{hint}</span>
    </span>
  );
}
