import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AXE_LOOKS, axeViolations, DESKTOP, PHONE, useServerAndBrowser } from '#tests/e2e';
import { ENTRIES_KEY, UNREADABLE_KEY_PREFIX } from './web/emotional-excellence-storage';

const URL_PATH = '/applications/emotional-excellence';
/** A fixed local moment, so "today" is known: Saturday 14 March 2026, 10:00 in the browser's zone. */
const NOW = new Date('2026-03-14T10:00:00');

async function recordFeeling(
  page: Page,
  levels: [string, string, string],
  intensity: number,
  comment = '',
) {
  for (const level of levels) await page.getByRole('button', { name: level, exact: true }).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await page
    .getByRole('radiogroup', { name: 'Intensity' })
    .getByRole('radio', { name: new RegExp(`^${intensity}`) })
    .check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The form is reset in the same render that says so: what follows sees the settled page.
  await page
    .getByRole('status')
    .filter({
      hasText: new RegExp(
        `(Saved|Updated today's entry): ${levels.join(' › ')}, intensity ${intensity}\\.`,
      ),
    })
    .waitFor();
}

async function storedEntries(
  page: Page,
): Promise<{ id: string; lowLevelEmotion: string; intensity: number }[]> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { entries: never[] }).entries : [];
  }, ENTRIES_KEY);
}

describe('Emotional Excellence in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('records, overwrites, deletes, shows the heatmap, exports and imports', async () => {
    const { context, page } = await e2e.openPage(DESKTOP);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.clock.setFixedTime(NOW);
    await page.goto(URL_PATH);
    await page.getByRole('heading', { name: 'Emotional Excellence', level: 1 }).waitFor();
    const callsBefore = apiCalls.length;

    await recordFeeling(page, ['Joyful', 'Excited', 'Eager'], 4, 'Coffee, with "friends"');
    await page
      .getByRole('status')
      .filter({ hasText: 'Saved: Joyful › Excited › Eager, intensity 4.' })
      .waitFor();
    await recordFeeling(page, ['Peaceful', 'Calm', 'Serene'], 2);
    await page.getByText('Saved: Peaceful › Calm › Serene, intensity 2.').waitFor();
    expect(await storedEntries(page)).toHaveLength(2);

    // The first combination again on the same day overwrites it.
    await recordFeeling(page, ['Joyful', 'Excited', 'Eager'], 5, 'Even better');
    await page.getByText("Updated today's entry: Joyful › Excited › Eager, intensity 5.").waitFor();
    const entries = await storedEntries(page);
    expect(entries).toHaveLength(2);
    expect(entries.find((entry) => entry.lowLevelEmotion === 'Eager')?.intensity).toBe(5);

    // Collected Data: delete the calm entry; the joyful one stays.
    await page.getByRole('tab', { name: /Collected Data/ }).click();
    const list = page.getByRole('list', { name: '2 entries' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: /^Delete Peaceful › Calm › Serene/ }).click();
    await page.getByText('Delete this entry? This cannot be undone.').waitFor();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    const remaining = page.getByRole('list', { name: '1 entry' }).getByRole('listitem');
    expect(await remaining.count()).toBe(1);
    expect(await remaining.textContent()).toContain('Even better');
    expect(await remaining.textContent()).toContain('Intensity 5 of 5');
    expect((await storedEntries(page)).map((entry) => entry.lowLevelEmotion)).toEqual(['Eager']);

    // Heatmap: today's cell carries the day's feeling.
    await page.getByRole('tab', { name: 'Heatmap' }).click();
    const today = page.getByRole('gridcell', { name: /^Today, Saturday 14 March 2026/ });
    expect(await today.getAttribute('aria-label')).toBe(
      'Today, Saturday 14 March 2026: Joyful › Excited › Eager, intensity 5 at 10:00',
    );
    expect(await today.getAttribute('data-emotion')).toBe('Joyful');
    await today.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Saturday 7 March 2026: no entries',
    );

    // Export both formats as downloads.
    await page.getByRole('tab', { name: /Collected Data/ }).click();
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    expect(jsonDownload.suggestedFilename()).toBe('emotional-excellence-2026-03-14.json');
    const jsonPath = await jsonDownload.path();
    const exported = JSON.parse(await readFile(jsonPath, 'utf8')) as { entries: unknown[] };
    expect(exported.entries).toHaveLength(1);
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile(await csvDownload.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'id,date,topLevelEmotion,midLevelEmotion,lowLevelEmotion,intensity,comment',
    );
    expect(csv).toContain(',Joyful,Excited,Eager,5,Even better\r\n');

    // Import into an emptied browser brings the entry back.
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByRole('tab', { name: 'Collected Data' }).click();
    await page.getByText('No entries yet.').waitFor();
    await page.getByLabel('Import JSON file').setInputFiles(jsonPath);
    await page.getByText('Import finished: 1 added, 0 updated, 0 rejected.').waitFor();
    await page.getByRole('list', { name: '1 entry' }).waitFor();
    // Importing the same file again changes nothing.
    await page.getByLabel('Import JSON file').setInputFiles(jsonPath);
    await page
      .getByText('Import finished: 0 added, 0 updated, 0 rejected (1 already up to date).')
      .waitFor();

    // Nothing of the tracker went to the server.
    expect(apiCalls.slice(callsBefore)).toEqual([]);
    await context.close();
  });

  it('sets corrupt storage aside under a key of its own, says which, and keeps working', async () => {
    const { context, page } = await e2e.openPage(DESKTOP);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const diaries = ['{"version":1,"entries":[{', '{"version":1,"entries":[{"second":'];
    for (const diary of diaries) {
      // Written from a page of the site that does not read the diary, so that only the tracker
      // opened next can find it.
      await page.goto('/api/health');
      await page.evaluate(([key, text]) => window.localStorage.setItem(key, text), [
        ENTRIES_KEY,
        diary,
      ] as const);
      const seen = warnings.length;
      await page.goto(URL_PATH);
      await page.getByRole('heading', { name: 'Emotional Excellence', level: 1 }).waitFor();
      await expect
        .poll(() => warnings.slice(seen).some((text) => text.includes(ENTRIES_KEY)))
        .toBe(true);
    }
    // Each diary is kept under its own key, the one its console message names.
    const kept = await page.evaluate(
      (prefix) =>
        Object.keys(window.localStorage)
          .filter((key) => key.startsWith(prefix))
          .map((key) => [key, window.localStorage.getItem(key)] as const),
      UNREADABLE_KEY_PREFIX,
    );
    expect(kept.map(([, text]) => text).sort()).toEqual([...diaries].sort());
    for (const [key] of kept) {
      expect(warnings.some((text) => text.endsWith(`a copy is kept under ${key}.`))).toBe(true);
    }
    await recordFeeling(page, ['Sad', 'Grieving', 'Wistful'], 3);
    await page.getByText('Saved: Sad › Grieving › Wistful, intensity 3.').waitFor();
    expect(await storedEntries(page)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone at 390×844', async () => {
    const { context, page } = await e2e.openPage(PHONE);
    await page.clock.setFixedTime(NOW);
    await page.goto(URL_PATH);
    await page.getByRole('heading', { name: 'Emotional Excellence', level: 1 }).waitFor();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    for (const name of ['Current', 'Collected Data', 'Heatmap']) {
      const box = await page.getByRole('tab', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    await recordFeeling(page, ['Powerful', 'Proud', 'Accomplished'], 4);
    await page.getByText('Saved: Powerful › Proud › Accomplished, intensity 4.').waitFor();
    const save = await page.getByRole('button', { name: 'Save', exact: true }).boundingBox();
    expect(save && save.height >= 40).toBe(true);
    await page.getByRole('tab', { name: /Collected Data/ }).tap();
    await page.getByRole('list', { name: '1 entry' }).waitFor();
    expect(await fits()).toBe(true);
    await page.getByRole('tab', { name: 'Heatmap' }).tap();
    const today = page.getByRole('gridcell', { name: /^Today, Saturday 14 March 2026/ });
    // The calendar opens at its newest weeks, so today is on screen.
    const cell = await today.boundingBox();
    expect(cell && cell.x >= 0 && cell.x + cell.width <= PHONE.width).toBe(true);
    expect(await fits()).toBe(true);
    await context.close();
  });

  it.each(AXE_LOOKS)('passes axe on every tab with entries ($label)', async (look) => {
    const { context, page } = await e2e.openPageInLook(look);
    await page.clock.setFixedTime(NOW);
    await page.goto(URL_PATH);
    await page.getByRole('heading', { name: 'Emotional Excellence', level: 1 }).waitFor();

    // Every level of the picker open, with a description shown, then two saved feelings.
    await page.getByRole('button', { name: 'Scared', exact: true }).click();
    await page.getByRole('button', { name: 'Threatened', exact: true }).click();
    await page.getByRole('button', { name: 'Helpless', exact: true }).hover();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start over' }).click();
    await recordFeeling(page, ['Joyful', 'Hopeful', 'Inspired'], 5, 'A good talk');
    await recordFeeling(page, ['Mad', 'Resentful', 'Jealous'], 1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: /Collected Data/ }).click();
    await page.getByRole('button', { name: /^Delete Mad/ }).click();
    await page.getByRole('button', { name: /^Edit Joyful/ }).click();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Heatmap' }).click();
    await page.getByText('Show the calendar as a table').click();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
