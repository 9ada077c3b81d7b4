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
