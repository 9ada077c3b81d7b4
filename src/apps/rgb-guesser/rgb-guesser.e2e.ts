import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, PHONE, useServerAndBrowser, type E2EHandle } from '#tests/e2e';
import { HINTS, type Hint } from './core/rgb-colour';

const CHANNELS = ['Red', 'Green', 'Blue'] as const;
type ChannelName = (typeof CHANNELS)[number];
type Values = Record<ChannelName, number>;

/**
 * Auckland is 13 hours ahead of UTC in November, so at 20:00 UTC on the 22nd it is already the
 * morning of the 23rd there: the page must go by the local date.
 */
const TIME_ZONE = 'Pacific/Auckland';
const MORNING_OF_23RD = new Date('2026-11-22T20:00:00Z'); // 09:00 local
const JUST_BEFORE_24TH = new Date('2026-11-23T10:59:50Z'); // 23:59:50 local
const MORNING_OF_24TH = new Date('2026-11-23T20:00:00Z');

interface GuesserView {
  readonly viewport?: { readonly width: number; readonly height: number };
  readonly colorScheme?: 'light' | 'dark';
}

/** A context in Auckland's time zone, in English, with reduced motion. */
async function openGuesser(
  e2e: E2EHandle,
  { viewport = DESKTOP, colorScheme = 'light' }: GuesserView = {},
) {
  const { context, page } = await e2e.openPage(viewport, {
    colorScheme,
    timezoneId: TIME_ZONE,
    locale: 'en-US',
  });
  return { context, page };
}

const field = (page: Page, name: ChannelName) =>
  page.getByRole('spinbutton', { name, exact: true });

/** Types the three values (as text, so 12.6 or 300 go in as they are) and presses Guess. */
async function makeGuess(page: Page, values: Record<ChannelName, number | string>) {
  const before = await page.getByTestId('rgb-guess').count();
  for (const name of CHANNELS) await field(page, name).fill(String(values[name]));
  await page.getByRole('button', { name: 'Guess', exact: true }).click();
  await page.getByTestId('rgb-guess').nth(before).waitFor();
}

/** The values and hints the page shows for guess number `index` (0-based). */
async function readGuess(page: Page, index: number) {
  const row = page.getByTestId('rgb-guess').nth(index);
  const values = {} as Values;
  const hints = {} as Record<ChannelName, Hint>;
  for (const name of CHANNELS) {
    const cell = row.locator(`[data-channel="${name.toLowerCase()}"]`);
    values[name] = Number(await cell.getByTestId('rgb-guess-value').textContent());
    const hint = (await cell.locator('.rgb-hint__label').textContent()) ?? '';
    if (!(HINTS as readonly string[]).includes(hint)) throw new Error(`Unknown hint: ${hint}`);
    hints[name] = hint as Hint;
  }
  return { values, hints };
}

/** What a hint says about the answer's range, given the guessed value. */
function narrow([low, high]: [number, number], value: number, hint: Hint): [number, number] {
  switch (hint) {
    case 'Correct!':
      return [value, value];
    case 'Slightly higher':
      return [value + 1, Math.min(high, value + 10)];
    case 'Higher':
      return [Math.max(low, value + 11), high];
    case 'Slightly lower':
      return [Math.max(low, value - 10), value - 1];
    case 'Lower':
      return [low, Math.min(high, value - 11)];
  }
}

const stat = (page: Page, label: string) =>
  page.getByTestId(`stat-${label}`).locator('dd').textContent();

describe('RGB guesser in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('is won by binary search on the hints, survives a reload, locks at the end and starts fresh the next day', async () => {
    const { context, page } = await openGuesser(e2e);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.setFixedTime(MORNING_OF_23RD);
    await page.goto('/quizzes/rbguesser');
    await page.getByRole('heading', { name: 'RGB Guesser', level: 1 }).waitFor();
    await page.getByText('Monday 23 November 2026').waitFor();
    await page.getByRole('img', { name: "Today's colour" }).first().waitFor();
    expect(await field(page, 'Red').inputValue()).toBe('128');
    expect(await axeViolations(page)).toEqual([]);

    // The first guess is typed out of range: the row shows the values actually used.
    await makeGuess(page, { Red: 300, Green: -5, Blue: 12.6 });
    const first = await readGuess(page, 0);
    expect(first.values).toEqual({ Red: 255, Green: 0, Blue: 13 });
    expect(await field(page, 'Red').inputValue()).toBe('255');

    const ranges: Record<ChannelName, [number, number]> = {
      Red: narrow([0, 255], 255, first.hints.Red),
      Green: narrow([0, 255], 0, first.hints.Green),
      Blue: narrow([0, 255], 13, first.hints.Blue),
    };
    let guesses = 1;
    let last = first;
    while (!CHANNELS.every((name) => last.hints[name] === 'Correct!')) {
      expect(guesses, 'binary search needs at most 10 guesses').toBeLessThan(10);
      const next = {} as Values;
      for (const name of CHANNELS) {
        const [low, high] = ranges[name];
        expect(low, `${name} range`).toBeLessThanOrEqual(high);
        next[name] = Math.floor((low + high) / 2);
      }
      await makeGuess(page, next);
      last = await readGuess(page, guesses);
      guesses += 1;
      expect(last.values).toEqual(next);
      for (const name of CHANNELS)
        ranges[name] = narrow(ranges[name], next[name], last.hints[name]);

      if (guesses === 3) {
        // Mid-game: a reload restores every guess and its hints, and the fields hold the last guess.
        const rows = await page.getByTestId('rgb-guess').allTextContents();
        await page.reload();
        await page.getByTestId('rgb-guess').nth(2).waitFor();
        expect(await page.getByTestId('rgb-guess').allTextContents()).toEqual(rows);
        expect(await field(page, 'Blue').inputValue()).toBe(String(next.Blue));
        await page.getByText('Guess 4 of 10').waitFor();
      }
    }
    const answer = last.values;

    // The end: the answer revealed, the path, no more guessing.
    await page.getByRole('heading', { name: 'You found it!' }).waitFor();
    await page.getByText(`Solved in ${guesses} of 10 guesses.`).waitFor();
    await page
      .getByText(`Today's colour was rgb(${answer.Red}, ${answer.Green}, ${answer.Blue})`)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Guess', exact: true }).count()).toBe(0);
    expect(await page.getByRole('spinbutton').count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Your path' }).getByRole('listitem').count()).toBe(
      guesses,
    );
    expect(await page.getByRole('timer').textContent()).toBe('15:00:00');
    expect(await stat(page, 'Played')).toBe('1');
    expect(await stat(page, 'Win %')).toBe('100');
    expect(await stat(page, 'Current streak')).toBe('1');

    await page.getByRole('button', { name: 'Copy share text' }).click();
    await page.getByText('Copied! The colour stays a secret.').waitFor();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    const lines = shared.split('\n');
    expect(lines[0]).toBe(`RGB Guesser 2026-11-23 ${guesses}/10`);
    expect(lines.slice(1, -1)).toHaveLength(guesses);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^(?:✅|🔼|🔽|⏫|⏬){3}$/u);
    expect(lines.at(-2)).toBe('✅✅✅');
    expect(lines.at(-1)).toBe(`${e2e.server.baseUrl}/quizzes/rbguesser`);
    expect(await axeViolations(page)).toEqual([]);

    // Still locked after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'You found it!' }).waitFor();
    expect(await page.getByRole('button', { name: 'Guess', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('rgb-guess').count()).toBe(guesses);

    // The next day starts fresh; yesterday's win keeps the streak going.
    await page.clock.setFixedTime(MORNING_OF_24TH);
    await page.reload();
    await page.getByText('Tuesday 24 November 2026').waitFor();
    await page.getByRole('button', { name: 'Guess', exact: true }).waitFor();
    expect(await page.getByTestId('rgb-guess').count()).toBe(0);
    await page.getByText('Guess 1 of 10').waitFor();
    expect(await stat(page, 'Played')).toBe('1');
    expect(await stat(page, 'Current streak')).toBe('1');
    await context.close();
  });

  it('moves to the next colour at local midnight while the page is open', async () => {
    const { context, page } = await openGuesser(e2e, { colorScheme: 'dark' });
    await page.clock.install({ time: JUST_BEFORE_24TH });
    await page.goto('/quizzes/rbguesser');
    await page.getByText('Monday 23 November 2026').waitFor();
    await makeGuess(page, { Red: 1, Green: 2, Blue: 3 });
    expect(await axeViolations(page)).toEqual([]);
    await page.clock.fastForward('00:20');
    await page.getByText('A new day has begun, and with it a new colour.').waitFor();
    await page.getByText('Tuesday 24 November 2026').waitFor();
    expect(await page.getByTestId('rgb-guess').count()).toBe(0);
    await context.close();
  });

  it('is lost after ten misses on a phone, discards corrupt storage and resets in debug mode only', async () => {
    const { context, page } = await openGuesser(e2e, {
      viewport: PHONE,
      colorScheme: 'dark',
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.clock.setFixedTime(MORNING_OF_23RD);
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem(
        'rgb-guesser.daily-game',
        '{"version":1,"day":"2026-11-23","guesses":7}',
      );
      localStorage.setItem('rgb-guesser.results', 'not json');
    });
    await page.goto('/quizzes/rbguesser');
    await page.getByRole('button', { name: 'Guess', exact: true }).waitFor();
    expect(await page.getByTestId('rgb-guess').count()).toBe(0);
    expect(warnings.some((text) => text.includes('rgb-guesser.daily-game'))).toBe(true);
    expect(warnings.some((text) => text.includes('rgb-guesser.results'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // A guess that misses on some channel (the hints say which) misses every time it is repeated.
    const miss = { Red: 0, Green: 0, Blue: 0 };
    await makeGuess(page, miss);
    const { hints } = await readGuess(page, 0);
    expect(Object.values(hints).every((hint) => hint === 'Correct!')).toBe(false);
    for (let i = 1; i < 10; i += 1) await makeGuess(page, miss);

    await page.getByRole('heading', { name: 'Out of guesses' }).waitFor();
    await page.getByText("Today's colour was rgb(").waitFor();
    expect(await page.getByRole('button', { name: 'Guess', exact: true }).count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Your path' }).getByRole('listitem').count()).toBe(
      11,
    );
    expect(await stat(page, 'Win %')).toBe('0');
    const widths = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widths).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.getByRole('button', { name: "Reset today's game" }).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { name: 'Out of guesses' }).waitFor();

    await page.goto('/quizzes/rbguesser?debug=1');
    await page.getByRole('button', { name: "Reset today's game" }).click();
    await page.getByRole('button', { name: 'Guess', exact: true }).waitFor();
    expect(await page.getByTestId('rgb-guess').count()).toBe(0);
    expect(await stat(page, 'Played')).toBe('0');
    await page.goto('/quizzes/rbguesser?debug=0');
    await page.getByRole('button', { name: 'Guess', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: "Reset today's game" }).count()).toBe(0);
    await context.close();
  });
});
