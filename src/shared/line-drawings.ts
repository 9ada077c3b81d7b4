/**
 * The site's line drawings on a 24 × 24 grid, stroked in one colour with round ends: the sidebar's
 * and the hub cards' pictures. Kept as data so that the web draws them inline and the server can
 * serve the same pictures as files (to the original client, which asks for its icons by hash).
 */

export type DrawingShape =
  | { readonly tag: 'path'; readonly d: string }
  | { readonly tag: 'circle'; readonly cx: number; readonly cy: number; readonly r: number }
  | {
      readonly tag: 'ellipse';
      readonly cx: number;
      readonly cy: number;
      readonly rx: number;
      readonly ry: number;
    }
  | {
      readonly tag: 'rect';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly rx: number;
    };

export type LineDrawing = readonly DrawingShape[];

/** The grid every drawing is made on, and the stroke width it is drawn with there. */
export const LINE_DRAWING_GRID = 24;
export const LINE_DRAWING_STROKE = 1.8;

export const LINE_DRAWINGS = {
  image: [
    { tag: 'rect', x: 3.5, y: 4.5, width: 17, height: 15, rx: 2 },
    { tag: 'circle', cx: 9, cy: 9.5, r: 1.6 },
    { tag: 'path', d: 'm4 17.5 5-5 3.5 3.5 2.5-2.5 5 4.5' },
  ],
  question: [
    { tag: 'circle', cx: 12, cy: 12, r: 8.5 },
    { tag: 'path', d: 'M9.6 9.4a2.5 2.5 0 1 1 3.4 2.3c-.7.3-1 .8-1 1.5v.6' },
    { tag: 'path', d: 'M12 16.6v.1' },
  ],
  gamepad: [
    {
      tag: 'path',
      d: 'M7 7.5h10a4 4 0 0 1 4 4v1.5a3.5 3.5 0 0 1-6.2 2.2l-.9-1.2h-3.8l-.9 1.2A3.5 3.5 0 0 1 3 13v-1.5a4 4 0 0 1 4-4z',
    },
    { tag: 'path', d: 'M7.5 10.5v3M6 12h3' },
    { tag: 'path', d: 'M15.5 11h.1M17.5 13h.1' },
  ],
  smile: [
    { tag: 'circle', cx: 12, cy: 12, r: 8.5 },
    { tag: 'path', d: 'M8.5 14a4.2 4.2 0 0 0 7 0' },
    { tag: 'path', d: 'M9.2 9.6v.2M14.8 9.6v.2' },
  ],
  palette: [
    {
      tag: 'path',
      d: 'M12 3.5a8.5 8.5 0 0 0 0 17c1.3 0 1.9-.8 1.9-1.7 0-1.4-1.2-1.9-1.2-3.1 0-1 .8-1.7 1.8-1.7h2.2a3.8 3.8 0 0 0 3.8-3.8C20.5 6.6 16.7 3.5 12 3.5z',
    },
    { tag: 'path', d: 'M7.6 12.2h.1M9 8.2h.1M13 6.8h.1M16.4 9h.1' },
  ],
  database: [
    { tag: 'ellipse', cx: 12, cy: 6, rx: 7, ry: 2.5 },
    { tag: 'path', d: 'M5 6v12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V6' },
    { tag: 'path', d: 'M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5' },
  ],
  lightbulb: [
    { tag: 'path', d: 'M9 17.5h6M10 20.5h4' },
    {
      tag: 'path',
      d: 'M12 3.5a6 6 0 0 0-3.5 10.9c.3.3.5.7.5 1.1v2h6v-2c0-.4.2-.8.5-1.1A6 6 0 0 0 12 3.5z',
    },
  ],
  person: [
    { tag: 'circle', cx: 12, cy: 8, r: 3.8 },
    { tag: 'path', d: 'M4.5 20.5a7.5 7.5 0 0 1 15 0' },
  ],
  flag: [
    { tag: 'path', d: 'M5.5 21V4' },
    { tag: 'path', d: 'M5.5 4.5h11l-2.5 4 2.5 4h-11' },
  ],
  letters: [
    { tag: 'rect', x: 3.5, y: 3.5, width: 17, height: 17, rx: 3 },
    { tag: 'path', d: 'm8.5 16.5 3.5-9 3.5 9M9.8 13.3h4.4' },
  ],
  bird: [
    {
      tag: 'path',
      d: 'M4 13.5c2.5 0 4-1.5 5-3.5a4.5 4.5 0 0 1 8.6 1.7L20.5 13l-3 .8A7 7 0 0 1 11 19H6.5',
    },
    { tag: 'path', d: 'M9.5 14.5c1.5.3 3-.3 4-1.5' },
    { tag: 'path', d: 'M15 9.5h.1' },
  ],
  paw: [
    { tag: 'ellipse', cx: 12, cy: 15.5, rx: 4.2, ry: 3.6 },
    { tag: 'circle', cx: 6.5, cy: 10.5, r: 1.7 },
    { tag: 'circle', cx: 9.7, cy: 6.8, r: 1.7 },
    { tag: 'circle', cx: 14.3, cy: 6.8, r: 1.7 },
    { tag: 'circle', cx: 17.5, cy: 10.5, r: 1.7 },
  ],
  users: [
    { tag: 'circle', cx: 9, cy: 8.5, r: 3.2 },
    { tag: 'path', d: 'M3 19.5a6 6 0 0 1 12 0' },
    { tag: 'path', d: 'M15.5 5.6a3.2 3.2 0 0 1 0 5.8M17.5 13.8a6 6 0 0 1 3.5 5.7' },
  ],
  folder: [
    {
      tag: 'path',
      d: 'M3.5 7a2 2 0 0 1 2-2h4l2 2.5h7a2 2 0 0 1 2 2V17a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z',
    },
  ],
  code: [
    { tag: 'path', d: 'm8.5 8-4 4 4 4M15.5 8l4 4-4 4' },
    { tag: 'path', d: 'm13.5 5.5-3 13' },
  ],
  home: [
    { tag: 'path', d: 'M3.5 11 12 3.8l8.5 7.2' },
    { tag: 'path', d: 'M5.5 9.6V19a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1V9.6' },
    { tag: 'path', d: 'M10 20v-5.5h4V20' },
  ],
  message: [
    { tag: 'path', d: 'M20.5 14.5a2 2 0 0 1-2 2H9l-5 4v-15a2 2 0 0 1 2-2h12.5a2 2 0 0 1 2 2z' },
    { tag: 'path', d: 'M8 8.5h8M8 12h5' },
  ],
  applications: [
    { tag: 'rect', x: 3.5, y: 3.5, width: 7, height: 7, rx: 1.8 },
    { tag: 'rect', x: 13.5, y: 3.5, width: 7, height: 7, rx: 1.8 },
    { tag: 'rect', x: 3.5, y: 13.5, width: 7, height: 7, rx: 1.8 },
    { tag: 'rect', x: 13.5, y: 13.5, width: 7, height: 7, rx: 1.8 },
  ],
  family: [
    {
      tag: 'path',
      d: 'M12 20s-7.5-4.4-7.5-10.1A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.6C19.5 15.6 12 20 12 20z',
    },
  ],
  admin: [
    { tag: 'path', d: 'M12 3.2 19.5 6v5.6c0 4.6-3.1 7.9-7.5 9.2-4.4-1.3-7.5-4.6-7.5-9.2V6z' },
    { tag: 'path', d: 'm9 12 2.2 2.2L15.2 10' },
  ],
  user: [
    { tag: 'circle', cx: 12, cy: 8.5, r: 3.8 },
    { tag: 'path', d: 'M4.8 20a7.2 7.2 0 0 1 14.4 0' },
  ],
} as const satisfies Readonly<Record<string, LineDrawing>>;

export type LineDrawingName = keyof typeof LINE_DRAWINGS;
