import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { pretendPhone } from '#tests/web/media-query';
import { CONFLICTS_DECK, INNOVATIONS_DECK, PEOPLE_DECK } from '../core/timeline-decks';
import { formatYear } from '../core/timeline-rules';
import type { TimelineItem } from '../shared/timeline-item.schemas';
import { TimelineQuiz } from './timeline-quiz';

/** Twenty-five cards with distinct years (1000–1888), so every game draws from known data; a guess 500 years early stays on the slider. */
const ITEMS: TimelineItem[] = Array.from({ length: 25 }, (_, i) => ({
  name: `Card ${i}`,
  year: 1000 + i * 37,
  description: `Card number ${i}.`,
  wikipedia: `https://en.wikipedia.org/wiki/Card_${i}`,
}));
const yearOf = (name: string) => ITEMS.find((item) => item.name === name)?.year ?? NaN;

/** Synchronous events: user-event waits on timers, which these tests fake. */
const user = {
  click: (element: Element) =>
    act(() => {
      fireEvent.click(element);
    }),
  clear: (element: Element) =>
    act(() => {
      fireEvent.change(element, { target: { value: '' } });
    }),
  type: (element: Element, text: string) =>
    act(() => {
      fireEvent.change(element, { target: { value: text } });
    }),
};

const stat = (label: string) =>
  within(screen.getByTestId(`stat-${label}`)).getByRole('definition').textContent;

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('a timeline quiz page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    mockFetch({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says when a typed year is outside the range instead of clamping it', () => {
    render(<TimelineQuiz deck={PEOPLE_DECK} items={ITEMS} />);
    user.click(screen.getByRole('button', { name: /^Year Guess/ }));
    const typed = screen.getByLabelText('Or type the year (negative for BCE)');
    const guess = screen.getByRole('button', { name: 'Guess!' });
    user.type(typed, '-5000');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a year from 3000 BCE to 2025 CE (negative for BCE).',
    );
    expect(typed).toHaveValue(-5000);
    expect(typed).toHaveAccessibleDescription(
      'Enter a year from 3000 BCE to 2025 CE (negative for BCE).',
    );
    expect(guess).toBeDisabled();
    // The guess is not moved to the end of the range behind the reader's back.
    expect(screen.getByRole('slider')).toHaveValue('100');

    user.type(typed, '-2500');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('slider')).toHaveValue('-2500');
    expect(guess).toBeEnabled();
  });

  it('runs a year game with its timings, saves every answer and continues after a reload', async () => {
    const view = render(<TimelineQuiz deck={INNOVATIONS_DECK} items={ITEMS} />);
    expect(screen.queryByText('Your Progress')).toBeNull();
    user.click(screen.getByRole('button', { name: /^Year Guess/ }));

    const guess = screen.getByRole('button', { name: 'Guess!' });
    const typed = screen.getByLabelText('Or type the year (negative for BCE)');
    expect(screen.getByRole('slider')).toHaveValue('1500');
    user.clear(typed);
    expect(guess).toBeDisabled();

    const name = screen.getByRole('button', { name: /show details/ }).textContent ?? '';
    user.type(typed, String(yearOf(name) - 500));
    user.click(guess);
    expect(
      screen.getByText(
        `Close! ${name} was actually invented in ${formatYear(yearOf(name))}. You guessed ${formatYear(yearOf(name) - 500)}.`,
      ),
    ).toBeInTheDocument();
    expect(guess).toBeDisabled();
    expect(screen.getByRole('slider')).toBeDisabled();
    expect(stat('Progress')).toBe('1 / 20');
    expect(stat('Accuracy')).toBe('0%');
    expect(window.localStorage.getItem('timeline-tech.saved-game')).toContain('"total":1');

    await elapse(2_999);
    expect(screen.getByRole('slider')).toBeDisabled();
    await elapse(1);
    expect(screen.getByRole('slider')).toBeEnabled();
    expect(screen.getByRole('slider')).toHaveValue('1500');
    expect(screen.queryByTestId('quiz-feedback')).toBeNull();
    const next = screen.getByRole('button', { name: /show details/ }).textContent ?? '';
    expect(next).not.toBe(name);

    view.unmount();
    render(<TimelineQuiz deck={INNOVATIONS_DECK} items={ITEMS} />);
    user.click(screen.getByRole('button', { name: 'Continue Saved Game' }));
    expect(screen.getByRole('button', { name: /show details/ })).toHaveTextContent(next);
    expect(stat('Progress')).toBe('1 / 20');
    expect(stat('Mode')).toBe('Year Guess');
    expect(screen.getByText('Your Previous Guesses')).toBeInTheDocument();

    user.click(screen.getByRole('button', { name: 'Quit & Save Score' }));
    expect(window.localStorage.getItem('timeline-tech.saved-game')).toBeNull();
    expect(screen.getByText('Your Progress')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Year Guess (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('places by tapping, brings the next card after 1 s and clears the banner after 3 s', async () => {
    pretendPhone();
    render(<TimelineQuiz deck={PEOPLE_DECK} items={ITEMS} />);
    user.click(screen.getByRole('button', { name: /^Timeline/ }));
    expect(screen.getByText('Drop your first person')).toBeInTheDocument();
    const name = screen.getByTestId('current-card').querySelector('.tq-card__name')?.textContent;
    user.click(screen.getByRole('button', { name: 'Place here' }));
    expect(
      screen.getByText(`Correct! ${name} was born in ${formatYear(yearOf(name ?? ''))}.`),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('current-card')).toBeNull();
    await elapse(999);
    expect(screen.queryByTestId('current-card')).toBeNull();
    await elapse(1);
    expect(screen.getByTestId('current-card')).toBeInTheDocument();
    await elapse(2_000);
    expect(screen.queryByTestId('quiz-feedback')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Place / })).toHaveLength(2);
  });

  it("quits without recording in conflicts while the timeline score is 0, and 'New Game' never records", () => {
    render(<TimelineQuiz deck={CONFLICTS_DECK} items={ITEMS} />);
    user.click(screen.getByRole('button', { name: /^Year Guess/ }));
    user.click(screen.getByRole('button', { name: 'New Game' }));
    user.click(screen.getByRole('button', { name: /^Timeline/ }));
    user.click(screen.getByRole('button', { name: 'Quit & Save Score' }));
    expect(screen.getByText('Choose Your Challenge')).toBeInTheDocument();
    expect(screen.queryByText('Your Progress')).toBeNull();
    expect(window.localStorage.getItem('timeline-conflicts.history')).toBeNull();
  });

  it('opens the details of the current card in a dialog with its Wikipedia link', () => {
    render(<TimelineQuiz deck={CONFLICTS_DECK} items={ITEMS} />);
    user.click(screen.getByRole('button', { name: /^Timeline/ }));
    const name = screen.getByTestId('current-card').querySelector('.tq-card__name')?.textContent;
    user.click(screen.getByTestId('current-card'));
    const dialog = screen.getByRole('dialog', { name: name ?? '' });
    const link = within(dialog).getByRole('link', { name: 'Read more on Wikipedia' });
    expect(link).toHaveAttribute('target', '_blank');
    user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when a deck has no cards', () => {
    render(<TimelineQuiz deck={PEOPLE_DECK} items={[]} />);
    expect(screen.getByText('This quiz has no cards yet.')).toBeInTheDocument();
  });
});
