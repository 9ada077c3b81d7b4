import { PALETTE, type PaletteColour } from '../palette';
import { PageHeader } from '../kit/page-header';

const GROUPS: readonly { title: string; themes: readonly PaletteColour['theme'][] }[] = [
  { title: 'Daylight', themes: ['light', 'both'] },
  { title: 'Evening', themes: ['dark', 'both'] },
];

function Swatch({ colour }: { readonly colour: PaletteColour }) {
  return (
    <li className="swatch">
      {/* An SVG fill, not a style attribute: the prerendered page runs under a CSP without inline styles. */}
      <span className="swatch__chip" aria-hidden="true">
        <svg viewBox="0 0 1 1" preserveAspectRatio="none" focusable="false">
          <rect width="1" height="1" fill={colour.hex} />
        </svg>
      </span>
      <span className="swatch__name">{colour.name}</span>
      <code className="swatch__hex">{colour.hex}</code>
      <span className="swatch__use">{colour.use}</span>
    </li>
  );
}

export default function AboutPage() {
  return (
    <section className="page">
      <PageHeader title="About Nook">
        Nook is a small personal website, kept for family and friends: a quiet corner of the
        internet with a few homemade apps, quizzes and games, a message board for leaving each other
        notes, and a corner for looking after Ludde. No ads, no tracking, nothing to sell.
      </PageHeader>
      <h2>Colour palette</h2>
      <p className="muted">
        Warm paper and clay by day, walnut and embers by night. The site follows your device&rsquo;s
        light or dark setting.
      </p>
      {GROUPS.map((group) => (
        <section
          key={group.title}
          className="palette-group"
          aria-labelledby={`palette-${group.title}`}
        >
          <h3 id={`palette-${group.title}`}>{group.title}</h3>
          <ul className="swatches">
            {PALETTE.filter((colour) => group.themes.includes(colour.theme)).map((colour) => (
              <Swatch key={colour.token} colour={colour} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
