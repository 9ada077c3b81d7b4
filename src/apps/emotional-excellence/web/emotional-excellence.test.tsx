import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import { EmotionalExcellence } from './emotional-excellence';
import { ENTRIES_KEY } from './emotional-excellence-storage';
import type { JournalClock } from './use-emotion-journal';

/** A clock that tests move by hand, in Stockholm's time zone. */
function testClock(start: string): JournalClock & { set: (utc: string) => void } {
  let now = new Date(start);
  return {
    now: () => now,
    timeZone: 'Europe/Stockholm',
    set: (utc) => {
      now = new Date(utc);
    },
  };
}

function stored(): SavedEmotion[] {
  return (
    JSON.parse(window.localStorage.getItem(ENTRIES_KEY) ?? '{"entries":[]}') as {
      entries: SavedEmotion[];
    }
  ).entries;
}

function seed(entries: SavedEmotion[]) {
  window.localStorage.setItem(ENTRIES_KEY, JSON.stringify({ version: 1, entries }));
}

const entry = (overrides: Partial<SavedEmotion>): SavedEmotion => ({
  id: 'x',
  date: '2026-03-14T09:00:00.000+01:00',
  topLevelEmotion: 'Joyful',
  midLevelEmotion: 'Excited',
  lowLevelEmotion: 'Eager',
  comment: '',
  intensity: 3,
  ...overrides,
});

async function recordFeeling(
  user: ReturnType<typeof userEvent.setup>,
  levels: [string, string, string],
  intensity: string,
  comment = '',
) {
  for (const level of levels) await user.click(screen.getByRole('button', { name: level }));
  const commentBox = screen.getByRole('textbox', { name: 'Comment' });
  await user.clear(commentBox);
  if (comment) await user.type(commentBox, comment);
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Intensity' })).getByRole('radio', {
      name: new RegExp(`^${intensity}`),
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('Emotional Excellence', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    user = userEvent.setup();
  });

  it('offers each level only once the level above is chosen, with descriptions, and steps back up', async () => {
    render(<EmotionalExcellence clock={testClock('2026-03-14T08:00:00Z')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Emotional Excellence' })).toBeVisible();
    const firstLevel = screen.getByRole('group', { name: '1. Choose a feeling' });
    expect(
      within(firstLevel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sad', 'Mad', 'Scared', 'Joyful', 'Powerful', 'Peaceful']);
    expect(screen.getByRole('button', { name: 'Peaceful' })).toHaveAccessibleDescription(
      'Settled and quiet inside, with nothing to chase.',
    );
    expect(screen.queryByRole('group', { name: /^2\./ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Scared' }));
    expect(screen.getByRole('button', { name: 'Scared' })).toHaveAttribute('aria-pressed', 'true');
    const second = screen.getByRole('group', { name: '2. What kind of scared?' });
    expect(
      within(second)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Anxious', 'Insecure', 'Threatened']);
    await user.hover(screen.getByRole('button', { name: 'Insecure' }));
    expect(second).toHaveTextContent(
      'Insecure: Unsure whether you are good enough or safe enough.',
    );

    await user.click(screen.getByRole('button', { name: 'Insecure' }));
    await user.click(screen.getByRole('button', { name: 'Self-doubting' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Up a level' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Self-doubting' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Up a level' }));
    expect(screen.queryByRole('group', { name: /^3\./ })).toBeNull();
    // Choosing another top emotion replaces the branch below it.
    await user.click(screen.getByRole('button', { name: 'Mad' }));
    expect(screen.queryByRole('button', { name: 'Anxious' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Frustrated' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByRole('group', { name: /^2\./ })).toBeNull();
  });

  it('saves, then overwrites the same feeling on the same local day and says so', async () => {
    const clock = testClock('2026-03-14T08:00:00Z');
    render(<EmotionalExcellence clock={clock} />);
    await recordFeeling(user, ['Joyful', 'Excited', 'Eager'], '4', 'Big day');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved: Joyful › Excited › Eager, intensity 4.',
    );
    await recordFeeling(user, ['Peaceful', 'Calm', 'Serene'], '2');
    expect(stored()).toHaveLength(2);

    clock.set('2026-03-14T21:00:00Z'); // 22:00 in Stockholm, same day
    await recordFeeling(user, ['Joyful', 'Excited', 'Eager'], '5', 'Even bigger');
    expect(screen.getByRole('status')).toHaveTextContent(
      "Updated today's entry: Joyful › Excited › Eager, intensity 5.",
    );
    expect(stored()).toHaveLength(2);
    expect(stored().find((saved) => saved.lowLevelEmotion === 'Eager')).toMatchObject({
      comment: 'Even bigger',
      intensity: 5,
      date: '2026-03-14T22:00:00.000+01:00',
    });

    clock.set('2026-03-14T23:05:00Z'); // 00:05 on the 15th in Stockholm: a new day
    await recordFeeling(user, ['Joyful', 'Excited', 'Eager'], '3');
    expect(screen.getByRole('status')).toHaveTextContent('Saved: Joyful › Excited › Eager');
    expect(stored()).toHaveLength(3);
  });

  it('moves between the tabs with the arrow keys', async () => {
    render(<EmotionalExcellence clock={testClock('2026-03-14T08:00:00Z')} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Current', 'Collected Data', 'Heatmap']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Current');

    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Collected Data' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Collected Data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Collected Data');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Current' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Heatmap' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('grid')).toBeVisible();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('shows an empty state, then lists entries newest first with a filter', async () => {
    const clock = testClock('2026-03-14T08:00:00Z');
    const view = render(<EmotionalExcellence clock={clock} />);
    await user.click(screen.getByRole('tab', { name: 'Collected Data' }));
    expect(screen.getByText('No entries yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export JSON' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Record a feeling' }));
    expect(screen.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true');
    view.unmount();

    seed([
      entry({ id: 'a', date: '2026-03-12T09:00:00.000+01:00', comment: 'Oldest' }),
      entry({
        id: 'b',
        date: '2026-03-14T07:30:00.000+01:00',
        topLevelEmotion: 'Sad',
        midLevelEmotion: 'Lonely',
        lowLevelEmotion: 'Left out',
        intensity: 2,
        comment: 'Newest, "quiet" day',
      }),
      entry({ id: 'c', date: '2026-03-13T09:00:00.000+01:00' }),
    ]);
    render(<EmotionalExcellence clock={clock} />);
    await user.click(screen.getByRole('tab', { name: /Collected Data/ }));
    const items = () =>
      within(screen.getByRole('list', { name: /entries/ })).getAllByRole('listitem');
    expect(items().map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Sat 14 Mar 2026, 07:30Sad›Lonely›Left out',
      'Fri 13 Mar 2026, 09:00Joyful›Excited›Eager',
      'Thu 12 Mar 2026, 09:00Joyful›Excited›Eager',
    ]);
    expect(items()[0]).toHaveTextContent('Intensity 2 of 5');
    expect(items()[0]).toHaveTextContent('Newest, "quiet" day');
    expect(items()[1]).toHaveTextContent('No comment');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Sad');
    expect(items()).toHaveLength(1);
    expect(screen.getByText('1 of 3 entries')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Mad');
    expect(screen.getByText('No Mad entries yet.')).toBeVisible();
  });

  it('deletes exactly the confirmed entry, and edits comment and intensity', async () => {
    // Two identical-looking entries on different days: only the chosen one may go.
    seed([
      entry({ id: 'first', date: '2026-03-12T09:00:00.000+01:00' }),
      entry({ id: 'second', date: '2026-03-13T09:00:00.000+01:00' }),
      entry({ id: 'third', date: '2026-03-14T09:00:00.000+01:00' }),
    ]);
    render(<EmotionalExcellence clock={testClock('2026-03-14T10:00:00Z')} />);
    await user.click(screen.getByRole('tab', { name: /Collected Data/ }));

    await user.click(
      screen.getByRole('button', {
        name: 'Delete Joyful › Excited › Eager on Fri 13 Mar 2026, 09:00',
      }),
    );
    expect(screen.getByText('Delete this entry? This cannot be undone.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(stored()).toHaveLength(3);

    await user.click(
      screen.getByRole('button', {
        name: 'Delete Joyful › Excited › Eager on Fri 13 Mar 2026, 09:00',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(stored().map((saved) => saved.id)).toEqual(['first', 'third']);
    expect(screen.queryByText('Fri 13 Mar 2026, 09:00')).toBeNull();
    expect(screen.getByText('Sat 14 Mar 2026, 09:00')).toBeVisible();
    expect(screen.getByText('Thu 12 Mar 2026, 09:00')).toBeVisible();

    await user.click(
      screen.getByRole('button', {
        name: 'Edit Joyful › Excited › Eager on Thu 12 Mar 2026, 09:00',
      }),
    );
    const form = screen.getByRole('form', { name: /^Edit/ });
    const comment = within(form).getByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveFocus();
    await user.type(comment, 'Looking back, it was fine');
    await user.click(within(form).getByRole('radio', { name: /^1/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(stored().find((saved) => saved.id === 'first')).toMatchObject({
      comment: 'Looking back, it was fine',
      intensity: 1,
      date: '2026-03-12T09:00:00.000+01:00',
    });
    expect(screen.getByText('Looking back, it was fine')).toBeVisible();
  });

  it('draws the heatmap as a navigable grid with named cells and a table', async () => {
    seed([
      entry({ id: 'a', date: '2026-03-14T09:00:00.000+01:00', intensity: 4 }),
      entry({
        id: 'b',
        date: '2026-03-13T20:00:00.000+01:00',
        topLevelEmotion: 'Mad',
        midLevelEmotion: 'Frustrated',
        lowLevelEmotion: 'Stuck',
        intensity: 5,
      }),
    ]);
    render(<EmotionalExcellence clock={testClock('2026-03-14T10:00:00Z')} />);
    await user.click(screen.getByRole('tab', { name: 'Heatmap' }));
    const grid = screen.getByRole('grid');
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    const today = within(grid).getByRole('gridcell', { name: /^Today, Saturday 14 March 2026/ });
    expect(today).toHaveAccessibleName(
      'Today, Saturday 14 March 2026: Joyful › Excited › Eager, intensity 4 at 09:00',
    );
    expect(today).toHaveAttribute('data-emotion', 'Joyful');
    expect(today).toHaveAttribute('tabindex', '0');
    // Twelve whole months back: the first day is 1 March 2025.
    expect(
      within(grid).getByRole('gridcell', { name: 'Saturday 1 March 2025: no entries' }),
    ).toBeTruthy();
    expect(within(grid).queryByRole('gridcell', { name: /28 February 2025/ })).toBeNull();

    act(() => today.focus());
    await user.keyboard('{ArrowUp}');
    const friday = within(grid).getByRole('gridcell', { name: /^Friday 13 March 2026/ });
    expect(friday).toHaveFocus();
    expect(friday).toHaveAttribute('data-emotion', 'Mad');
    expect(friday).toHaveAttribute('data-strength', '5');
    expect(screen.getByRole('heading', { name: 'Friday 13 March 2026' })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(within(grid).getByRole('gridcell', { name: /^Friday 6 March 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Nothing after today: the move stops at the last day.
    expect(today).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(grid).getByRole('gridcell', { name: /^Saturday 1 March 2025/ })).toHaveFocus();

    await user.click(screen.getByText('Show the calendar as a table'));
    const table = screen.getByRole('table', { name: 'Days with entries, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Saturday 14 March 2026Joyful4Joyful › Excited › Eager (4)',
      'Friday 13 March 2026Mad5Mad › Frustrated › Stuck (5)',
    ]);
    const weekdays = screen.getByRole('table', { name: /per weekday/ });
    const saturday = within(weekdays).getByRole('row', { name: /^Saturday/ });
    expect(
      within(saturday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '0', '1', '0', '0', '1']);
  });

  it('imports a JSON export and reports what changed', async () => {
    seed([entry({ id: 'a', date: '2026-03-14T09:00:00.000+01:00', comment: 'morning' })]);
    render(<EmotionalExcellence clock={testClock('2026-03-14T10:00:00Z')} />);
    await user.click(screen.getByRole('tab', { name: /Collected Data/ }));
    const file = new File(
      [
        JSON.stringify({
          format: 'nook.emotional-excellence',
          version: 1,
          entries: [
            entry({ id: 'z', date: '2026-03-14T21:00:00.000+01:00', comment: 'evening' }),
            entry({ id: 'y', date: '2026-03-01T09:00:00.000+01:00' }),
            entry({ id: 'w', intensity: 9 }),
          ],
        }),
      ],
      'export.json',
      { type: 'application/json' },
    );
    await user.upload(screen.getByLabelText('Import JSON file'), file);
    expect(
      await screen.findByText('Import finished: 1 added, 1 updated, 1 rejected.'),
    ).toBeVisible();
    expect(stored()).toHaveLength(2);
    expect(stored().find((saved) => saved.id === 'a')?.comment).toBe('evening');

    await user.upload(
      screen.getByLabelText('Import JSON file'),
      new File(['not json at all'], 'notes.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('Import failed: that file is not JSON.')).toBeVisible();
    expect(stored()).toHaveLength(2);
  });

  it('still works on corrupt storage, with a console message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(ENTRIES_KEY, '{"version":1,"entries":');
    render(<EmotionalExcellence clock={testClock('2026-03-14T10:00:00Z')} />);
    expect(warn).toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Collected Data' }));
    expect(screen.getByText('No entries yet.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Current' }));
    await recordFeeling(user, ['Sad', 'Grieving', 'Wistful'], '2');
    expect(stored()).toHaveLength(1);
  });

  it('follows another tab saving', () => {
    render(<EmotionalExcellence clock={testClock('2026-03-14T10:00:00Z')} />);
    seed([entry({ id: 'from-elsewhere' })]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: ENTRIES_KEY }));
    });
    fireEvent.click(screen.getByRole('tab', { name: /Collected Data/ }));
    expect(screen.getByText('1 entry')).toBeVisible();
  });
});
