import { LINE_DRAWING_GRID, LINE_DRAWING_STROKE, type LineDrawing } from '#shared/line-drawings';

/**
 * The quiz icons, drawn here as small SVGs. They are shown through <img>, where the page's colours
 * cannot reach them, so each carries its own background (a honey badge with ink lines) and reads
 * the same on the light and the dark theme. Presentation attributes only: no <style>, no script.
 */

const HONEY = '#e9b45a';
const INK = '#2b2420';
const PAPER = '#fffcf7';
const CLAY = '#a34d2a';
const SAGE = '#4f6e53';
const GOLD = '#c98a2b';

function svg(body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">${body}</svg>\n`,
  );
}

const BADGE = `<rect x="2" y="2" width="44" height="44" rx="11" fill="${HONEY}"/>`;
const LINE = `fill="none" stroke="${INK}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"`;

export function calendarIcon(): Buffer {
  const dots = [
    [17.5, 26.5],
    [24, 26.5],
    [30.5, 26.5],
    [17.5, 32],
    [24, 32],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.7" fill="${INK}"/>`)
    .join('');
  return svg(
    `${BADGE}<rect x="11" y="13" width="26" height="24" rx="3.5" fill="${PAPER}" stroke="${INK}" stroke-width="2.6"/>` +
      `<path d="M11 20.5h26M17.5 9.5v6M30.5 9.5v6" ${LINE}/>${dots}` +
      `<circle cx="30.5" cy="32" r="2.3" fill="${CLAY}"/>`,
  );
}

export function dartIcon(): Buffer {
  return svg(
    `${BADGE}<circle cx="22" cy="26" r="13" fill="${PAPER}" stroke="${INK}" stroke-width="2.6"/>` +
      `<circle cx="22" cy="26" r="7.5" fill="none" stroke="${CLAY}" stroke-width="2.6"/>` +
      `<circle cx="22" cy="26" r="2.6" fill="${INK}"/>` +
      `<path d="M22 26 37 11M33.5 9.5l4 1.5 1.5 4" ${LINE}/>`,
  );
}

export function wikipediaIcon(): Buffer {
  return svg(
    `${BADGE}<circle cx="24" cy="24" r="15" fill="${PAPER}" stroke="${INK}" stroke-width="2.2"/>` +
      `<path d="M14.5 18.5l4.4 12 5.1-10 5.1 10 4.4-12" ${LINE}/>`,
  );
}

export function progressChartIcon(): Buffer {
  return svg(
    `${BADGE}<rect x="12.5" y="25" width="6" height="11" rx="1.5" fill="${SAGE}"/>` +
      `<rect x="21" y="19" width="6" height="17" rx="1.5" fill="${CLAY}"/>` +
      `<rect x="29.5" y="12" width="6" height="24" rx="1.5" fill="${INK}"/>` +
      `<path d="M10 37.5h28" ${LINE}/>`,
  );
}

/** Five points, outer radius 17, inner 7.2, pointing up. */
function starPath(cx: number, cy: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? 17 : 7.2;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `M${points.join('L')}Z`;
}

/** Outline only: the "nothing yet" star, so no badge behind it. */
export function emptyStarIcon(): Buffer {
  return svg(
    `<path d="${starPath(24, 25.5)}" fill="none" stroke="${GOLD}" stroke-width="2.8" stroke-linejoin="round"/>`,
  );
}

/** Shapes on the 24 × 24 grid, as SVG elements with their own attributes. */
function shapesMarkup(drawing: LineDrawing): string {
  return drawing
    .map((shape) => {
      switch (shape.tag) {
        case 'path':
          return `<path d="${shape.d}"/>`;
        case 'circle':
          return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}"/>`;
        case 'ellipse':
          return `<ellipse cx="${shape.cx}" cy="${shape.cy}" rx="${shape.rx}" ry="${shape.ry}"/>`;
        case 'rect':
          return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.rx}"/>`;
      }
    })
    .join('');
}

/** One of the site's line drawings in ink on the honey badge, as the quiz icons are drawn. */
export function badgedDrawing(drawing: LineDrawing): Buffer {
  const scale = 36 / LINE_DRAWING_GRID;
  return svg(
    `${BADGE}<g transform="translate(6 6) scale(${scale})" fill="none" stroke="${INK}" stroke-width="${LINE_DRAWING_STROKE}" stroke-linecap="round" stroke-linejoin="round">${shapesMarkup(drawing)}</g>`,
  );
}

/** Pictures only the original client's pages show, drawn like the site's line drawings. */
export const EXTRA_DRAWINGS = {
  mug: [
    { tag: 'path', d: 'M5 8.5h11v7a4 4 0 0 1-4 4H9a4 4 0 0 1-4-4z' },
    { tag: 'path', d: 'M16 10.5h1.5a2.5 2.5 0 0 1 0 5H16' },
    { tag: 'path', d: 'M8.5 3.5v2M12.5 3.5v2' },
  ],
  egg: [
    { tag: 'path', d: 'M12 3.5c3.6 0 7 5.6 7 10a7 7 0 0 1-14 0c0-4.4 3.4-10 7-10z' },
    { tag: 'path', d: 'm5.6 12.5 2.1 1.5 2.1-1.5 2.2 1.5 2.1-1.5 2.1 1.5 2.2-1.5' },
  ],
  gift: [
    { tag: 'rect', x: 4.5, y: 10.5, width: 15, height: 10, rx: 1.5 },
    { tag: 'rect', x: 3.5, y: 7, width: 17, height: 3.5, rx: 1 },
    { tag: 'path', d: 'M12 7v13.5' },
    {
      tag: 'path',
      d: 'M12 7C10.5 4 7 3.5 7 5.8 7 7 9.5 7 12 7c2.5 0 5 0 5-1.2 0-2.3-3.5-1.8-5 1.2',
    },
  ],
  qrCode: [
    { tag: 'rect', x: 3.5, y: 3.5, width: 6, height: 6, rx: 1 },
    { tag: 'rect', x: 14.5, y: 3.5, width: 6, height: 6, rx: 1 },
    { tag: 'rect', x: 3.5, y: 14.5, width: 6, height: 6, rx: 1 },
    { tag: 'path', d: 'M6.5 6.5h.1M17.5 6.5h.1M6.5 17.5h.1' },
    { tag: 'path', d: 'M14.5 14.5h2M19.5 14.5h1M14.5 17.5v3M17.5 17.5h3v3' },
  ],
} as const satisfies Readonly<Record<string, LineDrawing>>;

/** Nook's logo (a clay house with a honey-lit door), byte for byte as public/favicon.svg. */
const LOGO_SHAPES = [
  '<rect x="42" y="10" width="7" height="14" rx="1.5" fill="#7F3C21"/>',
  '<path d="M32 7.5 57 28.5V53a4.5 4.5 0 0 1-4.5 4.5h-41A4.5 4.5 0 0 1 7 53V28.5z" fill="#A34D2A" stroke="#A34D2A" stroke-width="3" stroke-linejoin="round"/>',
  '<path d="M21.5 50V38.5a10.5 10.5 0 0 1 21 0V50z" fill="#E9B45A"/>',
  '<path d="M18 50h28" stroke="#FFFCF7" stroke-width="3" stroke-linecap="round"/>',
];

export function siteLogo(): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">\n${LOGO_SHAPES.map((shape) => `  ${shape}\n`).join('')}</svg>\n`,
  );
}

/**
 * Piece `index` (0–8, row by row) of a 3 × 3 puzzle whose whole picture is the logo on paper:
 * each piece shows its third of the picture, so the pieces in order make the logo again.
 */
export function logoPuzzlePiece(index: number): Buffer {
  const side = 64 / 3;
  const x = ((index % 3) * side).toFixed(3);
  const y = (Math.floor(index / 3) * side).toFixed(3);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${side.toFixed(3)} ${side.toFixed(3)}" width="160" height="160">` +
      `<rect x="-1" y="-1" width="66" height="66" fill="${PAPER}"/>${LOGO_SHAPES.join('')}</svg>\n`,
  );
}
