import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useServerAndBrowser } from '#tests/e2e';
import { EMPTY_RECORDS } from './core/player-records';
import { seededRandom } from '#shared/seeded-random';
import { CONFLICTS_DECK, type TimelineDeck } from './core/timeline-decks';
import {
  advanceClock,
  initialGame,
  placeCurrentItem,
  startGame,
  TIMINGS,
  toSavedGame,
} from './core/timeline-game';
import { formatYear, withActually } from './core/timeline-rules';
import { CONFLICTS } from './data/conflicts';
import { INNOVATIONS } from './data/innovations';
import { PEOPLE } from './data/people';
import type { TimelineItem } from './shared/timeline-item.schemas';

/** The true year of a card, looked up in the deck's data by the name the page shows. */
/** The verb phrase an innovation's feedback uses: its own ("were invented", "was launched"), or the deck's. */
function innovationVerb(name: string): string {
  return INNOVATIONS.find((item) => item.name === name)?.verb ?? 'was invented';
}

function yearsOf(items: readonly TimelineItem[]) {
  const years = new Map(items.map((item) => [item.name, item.year]));
  return (name: string): number => {
    const year = years.get(name);
    if (year === undefined) throw new Error(`No card named ${name}`);
    return year;
  };
}

async function stat(page: Page, label: string): Promise<string> {
  return (await page.getByTestId(`stat-${label}`).locator('dd').textContent()) ?? '';
}

async function currentCardName(page: Page): Promise<string> {
  const card = page.getByTestId('current-card');
  await card.waitFor();
  return (await card.locator('.tq-card__name').textContent()) ?? '';
}

async function placedYears(page: Page): Promise<number[]> {
  return page
    .getByTestId('timeline-item')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-year'))));
}

/** A correct insertion index for the year: after every card that is not later. */
function correctIndex(years: readonly number[], year: number): number {
  const index = years.findIndex((placed) => placed > year);
  return index === -1 ? years.length : index;
}

/**
 * A locator's box once it has stopped moving: the same in two measurements a frame apart, so that a
 * banner appearing or a strip scrolling does not move the target under a drag that is under way.
 */
async function settledBox(page: Page, locator: Locator) {
  let last = await locator.boundingBox();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const next = await locator.boundingBox();
    if (last && next && last.x === next.x && last.y === next.y && last.width === next.width) {
      return next;
    }
    last = next;
  }
  return last;
}

/**
 * Drags the current card with the mouse: onto the empty timeline, onto the left part of the card
 * at `index` (insert before it), or onto the right half of the last card (insert after it).
 */
async function dragCardTo(page: Page, index: number): Promise<void> {
  const slots = page.getByTestId('timeline-item');
  const count = await slots.count();
  const target =
    count === 0 ? page.locator('#timeline-start') : slots.nth(Math.min(index, count - 1));
  // Centre the target in the scrolling timeline, away from the edges where dragging scrolls it.
  await target.evaluate((node) => node.scrollIntoView({ block: 'nearest', inline: 'center' }));
  const card = await settledBox(page, page.getByTestId('current-card'));
  const box = await settledBox(page, target);
  if (!box || !card) throw new Error('card or target not visible');
  const fraction = count === 0 ? 0.5 : index >= count ? 0.8 : 0.2;
  // How the board marks the place the card would go while it hovers there.
  const mark =
    count === 0
      ? 'tq-drop-zone--over'
      : index >= count
        ? 'tq-slot--insert-after'
        : 'tq-slot--insert-before';
  const from = { x: card.x + card.width / 2, y: card.y + card.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 3 });
  // The drag has begun once the lifted card follows the pointer.
  await page.locator('.tq-card--overlay').waitFor();
  await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2, { steps: 12 });
  // Dropped only once the board shows where the card would go, as a person waits to see it.
  await expect
    .poll(() => target.evaluate((node, name) => node.classList.contains(name), mark))
    .toBe(true);
  await page.mouse.up();
  await page.locator('.tq-card--overlay').waitFor({ state: 'detached' });
  await clicksReachThePage(page);
}

/**
 * Waits until a click reaches the page again: dnd-kit swallows clicks for a moment after a drop,
 * so that the drop is not also a click. A click on #root itself is the probe; nothing handles it.
 */
async function clicksReachThePage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return false;
    let reached = false;
    const mark = () => (reached = true);
    root.addEventListener('click', mark);
    root.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    root.removeEventListener('click', mark);
    return reached;
  });
}

/** Waits until `answered` cards are answered and, unless the game is over, the next card is up. */
async function waitForAnswer(page: Page, answered: number, total = 20): Promise<void> {
  await expect.poll(() => stat(page, 'Progress')).toBe(`${answered} / ${total}`);
}

describe('timeline quizzes in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('plays a whole timeline game by dragging, continues it after a reload and completes it', async () => {
    const { context, page } = await e2e.openPage(DESKTOP);
    // The page's clock runs as usual, and the test skips the spec's pauses between cards.
    await page.clock.install();
    const yearOf = yearsOf(INNOVATIONS);
    await page.goto('/quizzes/timeline-tech');
    await page.getByRole('heading', { name: 'Timeline Quiz: Innovations', level: 1 }).waitFor();
    await page.getByText('Choose Your Challenge').waitFor();
    await page.getByText('Drag innovations to their correct chronological position').waitFor();
    await page.getByText('Enter the correct year for each innovation').waitFor();
    await page.getByText('Tolerance increases further back in time.').waitFor();
    expect(await page.getByText('Your Progress').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue Saved Game' }).count()).toBe(0);

    await page.getByRole('button', { name: /^Timeline/ }).click();
    await page.getByText('Start Here').waitFor();
    await page.getByText('Drop your first item').waitFor();
    expect(await stat(page, 'Mode')).toBe('Timeline');
    expect(await stat(page, 'Progress')).toBe('0 / 20');
    expect(await stat(page, 'Accuracy')).toBe('100%');
    expect(await stat(page, 'Best Score')).toBe('None');

    // First card: always correct on the empty timeline.
    let name = await currentCardName(page);
    await dragCardTo(page, 0);
    await waitForAnswer(page, 1);
    await page
      .getByText(`Correct! ${name} ${innovationVerb(name)} in ${formatYear(yearOf(name))}.`)
      .waitFor();

    // Second card, deliberately wrong: it is marked, then slides to its place.
    name = await currentCardName(page);
    let years = await placedYears(page);
    const wrongIndex = correctIndex(years, yearOf(name)) === 0 ? 1 : 0;
    await dragCardTo(page, wrongIndex);
    await waitForAnswer(page, 2);
    await page
      .getByText(
        `Not quite right. ${name} ${innovationVerb(name)} in ${formatYear(yearOf(name))}. Moving to correct position...`,
      )
      .waitFor();
    expect(await page.locator('.tq-item--wrong').count()).toBe(1);
    await expect.poll(() => page.locator('.tq-item--wrong').count()).toBe(0);
    years = await placedYears(page);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(await stat(page, 'Score')).toBe('1');
    expect(await stat(page, 'Accuracy')).toBe('50%');
    // The banner clears 3 s after the answer.
    await expect.poll(() => page.getByTestId('quiz-feedback').count()).toBe(0);

    // Third card, correct; then the saved game survives a reload exactly.
    name = await currentCardName(page);
    await dragCardTo(page, correctIndex(await placedYears(page), yearOf(name)));
    await waitForAnswer(page, 3);
    const nextName = await currentCardName(page);
    const placedBefore = await page.getByTestId('timeline-item').allTextContents();
    await page.reload();
    await page.getByRole('button', { name: 'Continue Saved Game' }).click();
    expect(await currentCardName(page)).toBe(nextName);
    expect(await page.getByTestId('timeline-item').allTextContents()).toEqual(placedBefore);
    expect(await stat(page, 'Score')).toBe('2');
    expect(await stat(page, 'Progress')).toBe('3 / 20');
    expect(await stat(page, 'Mode')).toBe('Timeline');

    // The rest of the game, all correct.
    for (let answered = 3; answered < 20; answered += 1) {
      name = await currentCardName(page);
      await dragCardTo(page, correctIndex(await placedYears(page), yearOf(name)));
      await waitForAnswer(page, answered + 1);
      await page.clock.fastForward(TIMINGS.correctAdvance);
      if (answered + 1 === 13) {
        await page.getByText('Timeline expands as you add items').waitFor();
      }
      // Still there, once, while the game goes on (the finished game replaces it).
      if (answered + 1 === 19) {
        expect(await page.getByText('Timeline expands as you add items').count()).toBe(1);
      }
    }

    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    await page.getByText('🏆 New High Score!').waitFor();
    const card = page.locator('.tq-complete');
    expect(await card.getByText('19 / 20').count()).toBe(1);
    expect(await card.getByText('95%', { exact: true }).count()).toBe(1);
    expect(await card.getByText('19 (95%)').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('timeline-tech.saved-game'))).toBeNull();

    await page.getByRole('button', { name: 'Play Again' }).click();
    await page.getByText('Your Progress').waitFor();
    expect(
      await page.getByRole('tab', { name: 'Timeline (1)' }).getAttribute('aria-selected'),
    ).toBe('true');
    await page.getByRole('tab', { name: 'Year Guess (0)' }).waitFor();
    const progress = page.locator('.tq-progress__stats');
    for (const [label, value] of [
      ['Games Played', '1'],
      ['Average Score', '19'],
      // Spec §9: 'None' if zero, else 'score (accuracy%)'.
      ['Best Score', '19 (95%)'],
      ['Average Accuracy', '95%'],
    ]) {
      expect(await progress.locator('div', { hasText: label }).locator('dd').textContent()).toBe(
        value,
      );
    }
    await page.getByRole('img', { name: 'Last 1 score, oldest first: 19' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue Saved Game' }).count()).toBe(0);
    await context.close();
  });

  it('plays a whole year game with the slider and the keyboard', async () => {
    const { context, page } = await e2e.openPage(DESKTOP);
    await page.clock.install();
    const yearOf = yearsOf(PEOPLE);
    await page.goto('/quizzes/timeline-people');
    await page
      .getByRole('heading', { name: 'Timeline Quiz: Historical Figures', level: 1 })
      .waitFor();
    await page.getByText('Enter the correct birth year for each historical figure').waitFor();
    await page.getByRole('button', { name: /^Year Guess/ }).click();

    await page.getByText('What year was this person born?').waitFor();
    const slider = page.getByRole('slider');
    const display = page.locator('.tq-year__display');
    const guess = page.getByRole('button', { name: 'Guess!' });
    expect(await slider.inputValue()).toBe('100');
    expect(await display.textContent()).toBe('100 CE');
    expect(await page.locator('.tq-year__range').textContent()).toBe('3000 BCE2025 CE');

    for (let round = 0; round < 20; round += 1) {
      const name = (await page.locator('.tq-year__name').textContent()) ?? '';
      const year = yearOf(name);
      // The first guess misses on purpose, by more than any tolerance.
      const target = round === 0 ? (year > 0 ? year - 400 : year + 400) : year;
      const box = await slider.boundingBox();
      if (!box) throw new Error('slider not visible');
      // Click near the year on the track, then step to it exactly with the arrow keys.
      const fraction = (target + 3000) / 5025;
      await page.mouse.click(box.x + 8 + fraction * (box.width - 16), box.y + box.height / 2);
      let value = Number(await slider.inputValue());
      await slider.focus();
      while (value !== target) {
        await page.keyboard.press(value < target ? 'ArrowRight' : 'ArrowLeft');
        value = Number(await slider.inputValue());
      }
      expect(await display.textContent()).toBe(formatYear(target));
      await guess.click();
      if (round === 0) {
        await page
          .getByText(
            `Close! ${name} was actually born in ${formatYear(year)}. You guessed ${formatYear(target)}.`,
          )
          .waitFor();
        expect(await guess.isDisabled()).toBe(true);
        expect(await slider.isDisabled()).toBe(true);
        await page.getByText('Your Previous Guesses').waitFor();
      } else if (round === 1) {
        await page.getByText(`Correct! ${name} was born in ${formatYear(year)}.`).waitFor();
      }
      if (round === 5) await page.getByText('Scroll to see all guesses').waitFor();
      if (round < 19) {
        // Locked for 3 s, then the next card with the slider back at 100.
        expect(await slider.isDisabled()).toBe(true);
        await page.clock.fastForward(TIMINGS.yearResultLock);
        await expect.poll(() => slider.isDisabled(), { interval: 200 }).toBe(false);
        expect(await slider.inputValue()).toBe('100');
      }
    }
    expect(await page.getByText('Scroll to see all guesses').count()).toBe(1);

    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    await page.getByText('🏆 New High Score!').waitFor();
    expect(await page.locator('.tq-complete').getByText('19 (95%)').count()).toBe(1);
    await page.getByRole('button', { name: 'Play Again' }).click();
    expect(
      await page.getByRole('tab', { name: 'Year Guess (1)' }).getAttribute('aria-selected'),
    ).toBe('true');
    await context.close();
  });

  it.each([
    {
      deck: 'people',
      path: '/quizzes/timeline-people',
      title: 'Timeline Quiz: Historical Figures',
      items: PEOPLE,
      modeTexts: [
        'Drag historical figures to their correct chronological position',
        'Enter the correct birth year for each historical figure',
      ],
      dropText: 'Drop your first person',
      prompt: 'What year was this person born?',
      correct: (name: string, year: string) => `Correct! ${name} was born in ${year}.`,
      close: (name: string, year: string, guess: string) =>
        `Close! ${name} was actually born in ${year}. You guessed ${guess}.`,
      link: 'Read more on Wikipedia',
    },
    {
      deck: 'conflicts',
      path: '/quizzes/timeline-conflicts',
      title: 'Timeline Quiz: Historical Conflicts',
      items: CONFLICTS,
      modeTexts: [
        'Drag conflicts to their correct chronological position',
        'Enter the approximate date for each conflict',
      ],
      dropText: 'Drop your first conflict',
      prompt: 'What year did this conflict begin?',
      correct: (name: string, year: string) => `Correct! ${name} began in ${year}.`,
      close: (name: string, year: string, guess: string) =>
        `Close! ${name} actually began in ${year}. You guessed ${guess}.`,
      link: 'Read more on Wikipedia',
    },
    {
      deck: 'innovations',
      path: '/quizzes/timeline-tech',
      title: 'Timeline Quiz: Innovations',
      items: INNOVATIONS,
      modeTexts: [
        'Drag innovations to their correct chronological position',
        'Enter the correct year for each innovation',
      ],
      dropText: 'Drop your first item',
      prompt: 'What year was this invented?',
      correct: (name: string, year: string) =>
        `Correct! ${name} ${innovationVerb(name)} in ${year}.`,
      close: (name: string, year: string, guess: string) =>
        `Close! ${name} ${withActually(innovationVerb(name))} in ${year}. You guessed ${guess}.`,
      link: 'Learn more on Wikipedia',
    },
  ])(
    'shows the $deck texts: title, modes, drop zone, prompt, feedback and link',
    async ({ path, title, items, modeTexts, dropText, prompt, correct, close, link }) => {
      const { context, page } = await e2e.openPage(DESKTOP);
      const yearOf = yearsOf(items);
      await page.goto(path);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      for (const text of modeTexts) await page.getByText(text).waitFor();

      await page.getByRole('button', { name: /^Timeline/ }).click();
      await page.getByText(dropText).waitFor();
      let name = await currentCardName(page);
      await dragCardTo(page, 0);
      await page.getByText(correct(name, formatYear(yearOf(name)))).waitFor();

      // The details modal of a placed card, with its Wikipedia link in a new tab.
      const withLink = items.find((item) => item.name === name)?.wikipedia;
      await page.getByTestId('timeline-item').first().getByRole('button').click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      if (withLink) {
        const anchor = dialog.getByRole('link', { name: link });
        expect(await anchor.getAttribute('href')).toBe(withLink);
        expect(await anchor.getAttribute('target')).toBe('_blank');
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'New Game' }).click();
      await page.getByRole('button', { name: /^Year Guess/ }).click();
      await page.getByText(prompt).waitFor();
      name = (await page.locator('.tq-year__name').textContent()) ?? '';
      const year = yearOf(name);
      const miss = year > 0 ? year - 900 : year + 900;
      await page.getByLabel('Or type the year (negative for BCE)').fill(String(miss));
      await page.getByRole('button', { name: 'Guess!' }).click();
      await page.getByText(close(name, formatYear(year), formatYear(miss))).waitFor();
      await context.close();
    },
  );

  it('places by keyboard with announcements, and by tapping on a phone where 20 cards scroll', async () => {
    // Keyboard: Space picks the card up, arrows choose the place, Space drops it.
    const desk = await e2e.openPage(DESKTOP);
    const yearOf = yearsOf(PEOPLE);
    await desk.page.goto('/quizzes/timeline-people');
    await desk.page.getByRole('button', { name: /^Timeline/ }).click();
    for (let answered = 0; answered < 3; answered += 1) {
      const name = await currentCardName(desk.page);
      const years = await placedYears(desk.page);
      await desk.page.getByTestId('current-card').focus();
      await desk.page.keyboard.press('Space');
      await expect
        .poll(() => desk.page.getByRole('status').allTextContents())
        .toContainEqual(expect.stringContaining(`Picked up ${name}`));
      // dnd-kit starts listening for the arrow keys from a zero-delay timer set at the pick-up; a
      // timer set now runs after it.
      await desk.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      const presses = years.length === 0 ? 1 : correctIndex(years, yearOf(name)) + 1;
      for (let i = 0; i < presses; i += 1) await desk.page.keyboard.press('ArrowRight');
      // While the card is lifted the keys are on screen, and the card hovers above the strip
      // instead of covering the cards beside its place.
      const keys = desk.page.getByTestId('keyboard-keys');
      expect(await keys.textContent()).toBe(
        'Space to lift← → to moveSpace to dropEscape to cancel',
      );
      expect(await keys.isVisible()).toBe(true);
      const lifted = await desk.page.locator('.tq-card--overlay').boundingBox();
      if (!lifted) throw new Error('no lifted card');
      for (const slot of await desk.page.getByTestId('timeline-item').all()) {
        const box = await slot.boundingBox();
        if (!box) continue;
        const overlaps =
          lifted.x < box.x + box.width &&
          box.x < lifted.x + lifted.width &&
          lifted.y < box.y + box.height &&
          box.y < lifted.y + lifted.height;
        expect(overlaps, (await slot.textContent()) ?? undefined).toBe(false);
      }
      await desk.page.keyboard.press('Space');
      await waitForAnswer(desk.page, answered + 1);
      expect(await keys.count()).toBe(0);
      await expect
        .poll(() => desk.page.getByRole('status').allTextContents())
        .toContainEqual(expect.stringContaining(`${name} was placed`));
    }
    expect(await stat(desk.page, 'Score')).toBe('3');
    await desk.context.close();

    // Phone: a saved conflicts game with 19 cards on the timeline, continued and finished by taps.
    const deck: TimelineDeck = CONFLICTS_DECK;
    let game = startGame(
      deck,
      initialGame(deck, EMPTY_RECORDS),
      'timeline',
      CONFLICTS,
      seededRandom(9),
    );
    for (let i = 0; i < 19; i += 1) {
      const card = game.current;
      if (!card) throw new Error('no card');
      game = placeCurrentItem(
        deck,
        game,
        correctIndex(
          game.placed.map((item) => item.year),
          card.year,
        ),
        i * 10_000,
      );
      game = advanceClock(deck, game, i * 10_000 + 5_000);
    }
    const saved = JSON.stringify({ version: 1, ...toSavedGame(deck, game) });
    const phone = await e2e.openPage(PHONE);
    await phone.page.goto('/');
    await phone.page.evaluate(
      (value) => localStorage.setItem('timeline-conflicts.saved-game', value),
      saved,
    );
    await phone.page.goto('/quizzes/timeline-conflicts');
    await phone.page.getByRole('button', { name: 'Continue Saved Game' }).click();
    expect(await stat(phone.page, 'Progress')).toBe('19 / 20');
    expect(await phone.page.getByTestId('timeline-item').count()).toBe(19);
    const widths = await phone.page.evaluate(() => {
      const timeline = document.querySelector('[data-testid="timeline"]') as HTMLElement;
      return {
        page: document.documentElement.scrollWidth,
        timelineClient: timeline.clientWidth,
        timelineScroll: timeline.scrollWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    expect(widths.timelineScroll).toBeGreaterThan(widths.timelineClient);
    // The strip says that it scrolls: a faded right edge and which cards are in view.
    const strip = phone.page.locator('.tq-strip');
    expect(await strip.getAttribute('data-more-after')).toBe('');
    expect(await strip.getAttribute('data-more-before')).toBeNull();
    expect(await phone.page.getByTestId('timeline-position').textContent()).toMatch(
      /^Cards 1–[1-3] of 19 · scroll sideways for more$/,
    );
    const fades = await strip.evaluate((node) => [
      getComputedStyle(node, '::before').opacity,
      getComputedStyle(node, '::after').opacity,
    ]);
    expect(fades).toEqual(['0', '1']);
    // Names wrap inside their cards, long words included.
    const overflowing = await phone.page
      .locator('.tq-item__name')
      .evaluateAll((names) =>
        names.filter((name) => name.scrollWidth > name.clientWidth).map((name) => name.textContent),
      );
    expect(overflowing).toEqual([]);

    const last = game.current;
    if (!last) throw new Error('no last card');
    const index = correctIndex(
      game.placed.map((item) => item.year),
      last.year,
    );
    const gaps = phone.page.locator('.tq-gap');
    expect(await gaps.count()).toBe(20);
    const gap = gaps.nth(index);
    await gap.scrollIntoViewIfNeeded();
    // Two taps in one go, before the page can re-render: the card is placed once.
    await gap.evaluate((node: HTMLElement) => {
      node.click();
      node.click();
    });
    await phone.page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    await phone.page.getByText('🏆 New High Score!').waitFor();
    expect(await phone.page.locator('.tq-complete').getByText('20 / 20').count()).toBe(1);
    const history = await phone.page.evaluate(() =>
      localStorage.getItem('timeline-conflicts.history'),
    );
    expect(JSON.parse(history ?? '[]')).toEqual([
      expect.objectContaining({ score: 20, accuracy: 100, mode: 'timeline' }),
    ]);
    await phone.context.close();
  });

  it('discards corrupt or old browser storage with a console message instead of failing', async () => {
    const { context, page } = await e2e.openPage(DESKTOP);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('timeline-people.history', '{not json');
      localStorage.setItem('timeline-people.high-scores', JSON.stringify({ timeline: 'lots' }));
      localStorage.setItem('timeline-people.saved-game', JSON.stringify({ version: 0, score: 3 }));
    });
    await page.goto('/quizzes/timeline-people');
    await page.getByText('Choose Your Challenge').waitFor();
    expect(await page.getByText('Your Progress').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue Saved Game' }).count()).toBe(0);
    for (const key of ['history', 'high-scores', 'saved-game']) {
      expect(
        warnings.some((text) => text.includes(`timeline-people.${key}`)),
        key,
      ).toBe(true);
      expect(
        await page.evaluate((k) => localStorage.getItem(k), `timeline-people.${key}`),
      ).toBeNull();
    }
    await context.close();
  });

  it('fetches icons and sounds from the asset service once, then from the browser cache', async () => {
    const { context, page } = await e2e.openPage(DESKTOP);
    const assetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/assets/'))
        assetRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/quizzes/timeline-conflicts');
    await expect.poll(() => page.locator('img.asset-icon').count()).toBe(2);
    await expect.poll(() => assetRequests.length).toBeGreaterThanOrEqual(4);
    expect(assetRequests).toEqual(
      expect.arrayContaining([
        '/api/assets/timeline_calendar_icon',
        '/api/assets/year_dart_icon',
        '/api/assets/quiz_success_sound',
        '/api/assets/quiz_fail_sound',
      ]),
    );

    assetRequests.length = 0;
    const second = await context.newPage();
    second.on('request', (request) => {
      if (request.url().includes('/api/assets/')) assetRequests.push(request.url());
    });
    await second.goto('/quizzes/timeline-conflicts');
    await expect.poll(() => second.locator('img.asset-icon').count()).toBe(2);
    // Everything the page loads at its start has been loaded once the network is quiet.
    await second.waitForLoadState('networkidle');
    expect(assetRequests).toEqual([]);

    // Sounds can be muted, and the choice is remembered.
    await second.getByRole('button', { name: 'Mute sounds' }).click();
    await second.reload();
    expect(
      await second.getByRole('button', { name: 'Mute sounds' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await context.close();

    // A missing icon shows its emoji instead, and the failure is logged.
    const broken = await e2e.openPage(DESKTOP);
    const warnings: string[] = [];
    broken.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await broken.page.route('**/api/assets/year_dart_icon', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"gone"}' }),
    );
    await broken.page.goto('/quizzes/timeline-conflicts');
    await broken.page.getByText('🎯').waitFor();
    expect(warnings.some((text) => text.includes('year_dart_icon'))).toBe(true);
    await broken.context.close();
  });
});
