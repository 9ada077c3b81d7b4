/**
 * Nook's colour palette: the single list the About page shows and styles/tokens.css defines as
 * `--palette-<token>` custom properties (palette.test.ts keeps the two in step).
 */
export interface PaletteColour {
  readonly token: string;
  readonly name: string;
  readonly hex: string;
  readonly use: string;
  readonly theme: 'light' | 'dark' | 'both';
}

export const PALETTE = [
  { token: 'paper', name: 'Paper', hex: '#FFFCF7', use: 'Cards and fields', theme: 'light' },
  { token: 'cream', name: 'Cream', hex: '#FAF4EA', use: 'Page background', theme: 'light' },
  { token: 'linen', name: 'Linen', hex: '#F1E6D4', use: 'Sidebar', theme: 'light' },
  { token: 'sand', name: 'Sand', hex: '#DCCBB0', use: 'Borders and dividers', theme: 'light' },
  { token: 'ink', name: 'Ink', hex: '#2B2420', use: 'Text', theme: 'light' },
  { token: 'umber', name: 'Umber', hex: '#6A5A4C', use: 'Quiet text', theme: 'light' },
  { token: 'clay', name: 'Clay', hex: '#A34D2A', use: 'Accent, links and buttons', theme: 'light' },
  { token: 'sage', name: 'Sage', hex: '#4F6E53', use: 'Good news', theme: 'light' },
  { token: 'rosehip', name: 'Rosehip', hex: '#9B2C3A', use: 'Problems', theme: 'light' },
  {
    token: 'honey',
    name: 'Honey',
    hex: '#E9B45A',
    use: 'Window glow and highlights',
    theme: 'both',
  },
  { token: 'night', name: 'Night', hex: '#1C1815', use: 'Page background', theme: 'dark' },
  { token: 'hearth', name: 'Hearth', hex: '#252019', use: 'Sidebar', theme: 'dark' },
  { token: 'walnut', name: 'Walnut', hex: '#2F2823', use: 'Cards and fields', theme: 'dark' },
  { token: 'bark', name: 'Bark', hex: '#4A3E35', use: 'Borders and dividers', theme: 'dark' },
  { token: 'parchment', name: 'Parchment', hex: '#F3EADB', use: 'Text', theme: 'dark' },
  { token: 'oat', name: 'Oat', hex: '#BDAE9C', use: 'Quiet text', theme: 'dark' },
  {
    token: 'ember',
    name: 'Ember',
    hex: '#E8956A',
    use: 'Accent, links and buttons',
    theme: 'dark',
  },
  { token: 'fern', name: 'Fern', hex: '#9CBB9F', use: 'Good news', theme: 'dark' },
  { token: 'rose', name: 'Rose', hex: '#F2A7A2', use: 'Problems', theme: 'dark' },
] as const satisfies readonly PaletteColour[];
