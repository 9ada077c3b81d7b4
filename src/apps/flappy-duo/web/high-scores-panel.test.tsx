import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighScoresPanel } from './high-scores-panel';

const SCORES = [
  { seconds: 31.5, date: '2026-04-02T18:20:00.000Z' },
  { seconds: 12.4, date: '2026-04-01T09:05:00.000Z' },
];

describe('HighScoresPanel', () => {
  it('lists the times best first with their dates and marks the new one', () => {
    render(<HighScoresPanel scores={SCORES} newRank={1} />);
    const list = screen.getByRole('list', { name: 'Top 5 survived times' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/ s$/).textContent)).toEqual([
      '31.5 s',
      '12.4 s',
    ]);
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe(SCORES[0]?.date);
    expect(within(items[1] as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByText('New')).toBeNull();
  });

  it('says so when there are no times yet', () => {
    render(<HighScoresPanel scores={[]} newRank={null} />);
    expect(screen.getByRole('heading', { name: 'High scores' })).toBeInTheDocument();
    expect(screen.getByText('No times yet. Fly a game to set the first one.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
