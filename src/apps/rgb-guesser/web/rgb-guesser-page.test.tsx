import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colourOfDay } from '../core/daily-colour';
import { formatHex } from '../core/rgb-colour';
import RgbGuesserPage from './rgb-guesser-page';
import { STORAGE_KEYS } from './rgb-guesser-storage';

const DAY = '2026-11-23';
const ANSWER = colourOfDay(DAY);

/** Synchronous events, so that ten guesses stay quick on a busy machine. */
const user = {
  click: async (element: Element) => {
    await act(async () => {
      fireEvent.click(element);
      await Promise.resolve();
    });
  },
  type: async (element: Element, text: string) => {
    await act(async () => {
      fireEvent.change(element, { target: { value: text } });
      await Promise.resolve();
    });
  },
};

function renderPage(search = '?debug=0') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/quizzes/rbguesser${search}`]}>
        <RgbGuesserPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user };
}

const field = (name: string) => screen.getByRole('spinbutton', { name });

async function guess(_user: typeof user, red: string, green: string, blue: string) {
  for (const [name, value] of [
    ['Red', red],
    ['Green', green],
    ['Blue', blue],
  ] as const) {
    await user.type(field(name), value);
  }
  await user.click(screen.getByRole('button', { name: 'Guess' }));
}

/** Each guess row's values and hints, in channel order. */
function rows() {
  return screen.queryAllByTestId('rgb-guess').map((row) =>
    within(row)
      .getAllByRole('listitem')
      .map((cell) => cell.textContent),
  );
}

const stat = (label: string) =>
  within(screen.getByTestId(`stat-${label}`)).getByRole('definition').textContent;

// Rendering the whole page a few times per test can be slow on a busy machine.
describe('the RGB guesser page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 14, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clamps and rounds a guess and lists it with its three hints in order', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'RGB Guesser' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Today's colour" })).toHaveStyle({
      backgroundColor: `rgb(${ANSWER.red}, ${ANSWER.green}, ${ANSWER.blue})`,
    });
    expect(field('Red')).toHaveValue(128);
    expect(screen.getByText('No guesses yet.', { exact: false })).toBeInTheDocument();

    // The answer is rgb(46, 81, 169).
    await guess(user, '300', '-5', '12.6');
    expect(rows()).toEqual([['Red 255⇊Lower', 'Green 0⇈Higher', 'Blue 13⇈Higher']]);
    expect(field('Red')).toHaveValue(255);
    expect(field('Green')).toHaveValue(0);
    expect(field('Blue')).toHaveValue(13);
    expect(screen.getByLabelText('Hex')).toHaveValue('#FF000D');
    expect(screen.getByText('Guess 2 of 10')).toBeInTheDocument();

    await guess(user, '36', '91', '169');
    expect(rows()[1]).toEqual([
      'Red 36↑Slightly higher',
      'Green 91↓Slightly lower',
      'Blue 169✓Correct!',
    ]);
    await guess(user, '35', '92', '169');
    expect(rows()[2]).toEqual(['Red 35⇈Higher', 'Green 92⇊Lower', 'Blue 169✓Correct!']);
  });

  it('fills all three channels from the hex field and the sliders follow', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Hex'), '#1a3');
    expect(field('Red')).toHaveValue(0x11);
    expect(field('Green')).toHaveValue(0xaa);
    expect(field('Blue')).toHaveValue(0x33);
    expect(screen.getByRole('slider', { name: 'Green slider' })).toHaveValue(String(0xaa));
    expect(screen.getByRole('img', { name: 'Your mix: rgb(17, 170, 51)' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Hex'), '#12');
    expect(screen.getByLabelText('Hex')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Six hex digits, like #3A7BD5')).toBeInTheDocument();
    expect(field('Red')).toHaveValue(0x11);

    // A value beyond the range shows clamped on the slider, and stays as typed in the field.
    await user.type(field('Blue'), '999');
    expect(screen.getByRole('slider', { name: 'Blue slider' })).toHaveValue('255');
    expect(field('Blue')).toHaveValue(999);
  });

  it('refuses an empty channel without using a guess', async () => {
    const { user } = renderPage();
    await guess(user, '10', '', '10');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number for Green.');
    expect(field('Green')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Green')).toHaveFocus();
    expect(rows()).toEqual([]);
    await user.type(field('Green'), '5');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('wins on the exact colour, locks the game, shares without spoilers and restores on reload', async () => {
    const { user, unmount } = renderPage();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await guess(user, '128', '128', '128');
    await guess(user, String(ANSWER.red), String(ANSWER.green), String(ANSWER.blue));

    expect(screen.getByRole('heading', { name: 'You found it!' })).toBeInTheDocument();
    expect(screen.getByText('Solved in 2 of 10 guesses.')).toBeInTheDocument();
    expect(screen.getByText('rgb(46, 81, 169)')).toBeInTheDocument();
    expect(screen.getByText(formatHex(ANSWER))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guess' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    const path = screen.getByRole('list', { name: 'Your path' });
    expect(within(path).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('timer')).toHaveTextContent('10:00:00');
    expect(stat('Played')).toBe('1');
    expect(stat('Win %')).toBe('100');
    expect(stat('Current streak')).toBe('1');
    expect(screen.getByText('2 guesses: 1 win (today)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy share text' }));
    expect(writeText).toHaveBeenCalledOnce();
    const shared = String(writeText.mock.calls[0]?.[0]);
    expect(shared.split('\n').slice(0, 3)).toEqual([
      'RGB Guesser 2026-11-23 2/10',
      '⏬⏬⏫',
      '✅✅✅',
    ]);
    expect(shared).toContain('/quizzes/rbguesser');
    expect(shared).not.toContain('169');
    expect(await screen.findByText('Copied! The colour stays a secret.')).toBeInTheDocument();

    unmount();
    renderPage();
    expect(screen.getByRole('heading', { name: 'You found it!' })).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Guess' })).toBeNull();
    expect(stat('Played')).toBe('1');
  });

  it('is lost when the tenth guess misses, and offers the text when the clipboard refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, unmount } = renderPage();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    // Nine misses already played today (restored from storage), then the tenth through the form.
    unmount();
    const misses = Array.from({ length: 9 }, (_, i) => ({ red: i, green: 0, blue: 0 }));
    window.localStorage.setItem(
      STORAGE_KEYS.dailyGame,
      JSON.stringify({ version: 1, day: DAY, guesses: misses }),
    );
    renderPage();
    expect(rows()).toHaveLength(9);
    expect(screen.getByText('Guess 10 of 10')).toBeInTheDocument();
    await guess(user, '9', '0', '0');
    expect(screen.getByRole('heading', { name: 'Out of guesses' })).toBeInTheDocument();
    expect(screen.getByText('All 10 guesses used. Better luck tomorrow!')).toBeInTheDocument();
    expect(screen.getByText('rgb(46, 81, 169)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Your path' })).getAllByRole('listitem'),
    ).toHaveLength(11);
    expect(stat('Win %')).toBe('0');
    expect(stat('Current streak')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Copy share text' }));
    const text = await screen.findByLabelText('Copy this text to share your result');
    expect((text as HTMLTextAreaElement).value.split('\n')[0]).toBe('RGB Guesser 2026-11-23 X/10');
  });

  it('restores a game in progress and starts fresh on a new day', async () => {
    const { user, unmount } = renderPage();
    await guess(user, '40', '80', '160');
    unmount();

    const reloaded = renderPage();
    expect(rows()).toEqual([
      ['Red 40↑Slightly higher', 'Green 80↑Slightly higher', 'Blue 160↑Slightly higher'],
    ]);
    expect(field('Blue')).toHaveValue(160);
    reloaded.unmount();

    vi.setSystemTime(new Date(2026, 10, 24, 0, 0, 1));
    renderPage();
    expect(rows()).toEqual([]);
    expect(screen.getByText('Guess 1 of 10')).toBeInTheDocument();
    expect(screen.getByText('Tuesday 24 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Today's colour" })).not.toHaveStyle({
      backgroundColor: `rgb(${ANSWER.red}, ${ANSWER.green}, ${ANSWER.blue})`,
    });
  });

  it('has a reset button only in debug mode', async () => {
    const plain = renderPage('?debug=0');
    await guess(plain.user, String(ANSWER.red), String(ANSWER.green), String(ANSWER.blue));
    expect(screen.queryByRole('button', { name: "Reset today's game" })).toBeNull();
    plain.unmount();

    const { user } = renderPage('?debug=1');
    expect(screen.getByRole('heading', { name: 'You found it!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Reset today's game" }));
    expect(screen.getByRole('button', { name: 'Guess' })).toBeInTheDocument();
    expect(rows()).toEqual([]);
    expect(stat('Played')).toBe('0');
    expect(window.localStorage.getItem(STORAGE_KEYS.dailyGame)).toBeNull();
  });

  it('discards corrupt storage with a console message and starts a fresh game', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.dailyGame, '{broken');
    window.localStorage.setItem(STORAGE_KEYS.results, JSON.stringify([{ day: 'soon' }]));
    renderPage();
    expect(screen.getByRole('button', { name: 'Guess' })).toBeInTheDocument();
    expect(stat('Played')).toBe('0');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('moves to the new colour at midnight while the page is open', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    vi.setSystemTime(new Date(2026, 10, 23, 23, 59, 58));
    renderPage();
    expect(screen.getByText('Monday 23 November 2026', { exact: false })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.getByText('A new day has begun, and with it a new colour.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Today's colour" })).toHaveStyle({
      backgroundColor: (() => {
        const next = colourOfDay('2026-11-24');
        return `rgb(${next.red}, ${next.green}, ${next.blue})`;
      })(),
    });
  });
});
