import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AXE_LOOKS, axeViolations, DESKTOP, PHONE, useServerAndBrowser } from '#tests/e2e';
import { scoreQuiz } from './core/scoring';
import { PERSONALITY_TYPES } from './data/personality-types';
import { QUESTIONS } from './data/questions';
import type { QuizQuestion } from './shared/sql-quiz.schemas';

const ORDER_BY = PERSONALITY_TYPES.findIndex((type) => type.keyword === 'ORDER BY');

/** The question on screen, looked up in the content by its legend. */
async function questionOnScreen(page: Page): Promise<QuizQuestion> {
  const prompt = await page.locator('fieldset legend').textContent();
  const question = QUESTIONS.find((candidate) => candidate.prompt === prompt);
  if (!question) throw new Error(`No question ${prompt ?? ''}`);
  return question;
}

/** The option text of the question on screen that leans hardest towards `type`. */
function optionLeaningTo(question: QuizQuestion, type: number) {
  const option = question.options.find((candidate) => candidate.weights[type] === 3);
  if (!option) throw new Error(`No option for type ${type} in ${question.id}`);
  return option;
}

describe('SQL personality quiz in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('answers all ten questions and shows the result with its radar chart and table', async () => {
    const { context, page } = await e2e.openPage(DESKTOP);
    await page.goto('/quizzes/sql');
    await page.getByRole('heading', { name: 'SQL Personality Quiz', level: 1 }).waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    const answers: Record<string, string> = {};

    for (let step = 1; step <= 10; step += 1) {
      await page.getByText(`Question ${step} of 10`).waitFor();
      expect(await next.isDisabled(), `Next before answer ${step}`).toBe(true);
      const question = await questionOnScreen(page);
      const group = page.getByRole('group', { name: question.prompt });
      expect(await group.getByRole('radio').count()).toBe(10);
      const option = optionLeaningTo(question, ORDER_BY);
      await group.getByRole('radio', { name: option.text }).check();
      answers[question.id] = option.id;
      expect(await next.isEnabled()).toBe(true);
      await next.click();
    }
    expect(Object.keys(answers)).toHaveLength(10);

    const { totals, winner } = scoreQuiz(QUESTIONS, answers, PERSONALITY_TYPES.length);
    expect(winner).toBe(ORDER_BY);
    const type = PERSONALITY_TYPES[ORDER_BY];
    if (!type) throw new Error('no ORDER BY type');
    await page.getByRole('heading', { name: 'ORDER BY Prioritizer', level: 2 }).waitFor();
    await page.getByText(`“${type.motto}”`).waitFor();
    await page.getByText(type.description).waitFor();
    expect(await page.getByText('10 of 10 answered').isVisible()).toBe(true);

    const radar = page.getByRole('img', { name: /Radar chart of your scores for all ten types/ });
    expect(await radar.isVisible()).toBe(true);
    expect(await page.getByTestId('radar-axis-label').allTextContents()).toEqual(
      PERSONALITY_TYPES.map((each, index) => `${each.keyword} ${totals[index]}`),
    );
    // The ten axis labels sit on the chart, none hidden under another.
    const boxes = await page.getByTestId('radar-axis-label').evaluateAll((labels) =>
      labels.map((label) => {
        const { left, right, top, bottom } = label.getBoundingClientRect();
        return { left, right, top, bottom };
      }),
    );
    const overlaps = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter(
          (b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
        ),
    );
    expect(overlaps).toEqual([]);

    const table = page.getByRole('table', { name: 'Scores for all ten types' });
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector('th')?.firstChild?.textContent ?? '',
          tr.querySelector('td')?.textContent ?? '',
        ]),
      );
    expect(rows).toEqual(
      PERSONALITY_TYPES.map((each, index) => [each.name, String(totals[index])]),
    );

    // The result survives a reload; Retake starts a fresh attempt.
    await page.reload();
    await page.getByRole('heading', { name: 'ORDER BY Prioritizer', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Retake' }).click();
    await page.getByText('Question 1 of 10').waitFor();
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    await context.close();
  });

  it('works from the keyboard on a phone, keeps answers over a reload and never shifts the layout', async () => {
    const { context, page } = await e2e.openPage(PHONE);
    await page.goto('/quizzes/sql');
    await page.getByText('Question 1 of 10').waitFor();
    const radios = page.locator('fieldset input[type="radio"]');
    const layout = () =>
      page.locator('.sqlq-option, .sqlq-step__actions button').evaluateAll((nodes) =>
        nodes.map((node) => {
          const { x, y, width, height } = node.getBoundingClientRect();
          return { x, y, width, height };
        }),
      );
    const before = await layout();

    // Arrow keys choose within the group, Enter presses Next.
    await radios.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await radios.nth(1).isChecked()).toBe(true);
    expect(await layout()).toEqual(before);
    const firstQuestion = await questionOnScreen(page);
    await page.keyboard.press('Enter');
    await page.getByText('Question 2 of 10').waitFor();
    // Focus follows to the new question, ready for the arrow keys.
    expect(await radios.first().evaluate((radio) => radio === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByText('Question 2 of 10').isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByText('Question 3 of 10').waitFor();

    await page.reload();
    await page.getByText('Question 3 of 10').waitFor();
    expect(await page.getByText('2 of 10 answered').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Question 1, answered' }).click();
    expect(await questionOnScreen(page)).toEqual(firstQuestion);
    expect(await radios.nth(1).isChecked()).toBe(true);
    // Question 4 follows an unanswered question: the navigator will not open it.
    expect(await page.getByRole('button', { name: 'Question 4' }).isDisabled()).toBe(true);
    await context.close();
  });

  it.each(AXE_LOOKS)('passes axe on the question and the result screens ($label)', async (look) => {
    const { context, page } = await e2e.openPageInLook(look);
    await page.goto('/quizzes/sql?debug=1');
    await page.getByText('Question 1 of 10').waitFor();
    await page.locator('fieldset input[type="radio"]').nth(3).check();
    expect(await axeViolations(page)).toEqual([]);
    for (let step = 1; step <= 10; step += 1) {
      await page
        .locator('fieldset input[type="radio"]')
        .nth(step % 10)
        .check();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Retake' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
