import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '#shared/seeded-random';
import { scoreQuiz } from '../core/scoring';
import { PERSONALITY_TYPES } from '../data/personality-types';
import { QUESTIONS } from '../data/questions';
import type { QuizContent } from '../shared/sql-quiz.schemas';
import { SqlQuiz } from './sql-quiz';
import { PROGRESS_KEY } from './sql-quiz-storage';

const CONTENT: QuizContent = { types: PERSONALITY_TYPES, questions: QUESTIONS };

function renderQuiz(path = '/quizzes/sql?debug=0') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SqlQuiz title="SQL Personality Quiz" content={CONTENT} random={seededRandom(1)} />
    </MemoryRouter>,
  );
}

/** The question on screen, found by its group's name (the legend). */
function questionOnScreen() {
  // A plain selector here: role queries over the whole page are slow, and this runs every step.
  const group = document.querySelector('fieldset');
  if (!group) throw new Error('No question on screen');
  const prompt = group.querySelector('legend')?.textContent;
  const question = QUESTIONS.find((candidate) => candidate.prompt === prompt);
  if (!question) throw new Error(`No question ${prompt ?? ''}`);
  expect(group).toHaveAccessibleName(question.prompt);
  return { group, question };
}

/** The option of the question on screen that leans hardest towards the type at `type`. */
function optionFor(type: number) {
  const { group, question } = questionOnScreen();
  const option = question.options.find((candidate) => candidate.weights[type] === 3);
  if (!option) throw new Error('no option for that type');
  return { radio: within(group).getByLabelText(option.text), question, option };
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const navButton = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Questions' })).getByRole('button', { name });

describe('the SQL personality quiz page', () => {
  it('walks through ten questions with Next locked until each is answered, then shows the result', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderQuiz();
    expect(screen.getByRole('heading', { level: 1, name: 'SQL Personality Quiz' })).toBeVisible();
    const answers: Record<string, string> = {};
    const seen = new Set<string>();

    for (let step = 1; step <= 10; step += 1) {
      expect(screen.getByText(`Question ${step} of 10`)).toBeVisible();
      expect(screen.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute(
        'aria-valuenow',
        String(step - 1),
      );
      expect(nextButton()).toBeDisabled();
      const { radio, question, option } = optionFor(4);
      expect(within(questionOnScreen().group).getAllByRole('radio')).toHaveLength(10);
      seen.add(question.id);
      await user.click(radio);
      expect(radio).toBeChecked();
      answers[question.id] = option.id;
      expect(nextButton()).toBeEnabled();
      await user.click(nextButton());
    }

    // Every question was asked once.
    expect(seen.size).toBe(10);
    const result = scoreQuiz(QUESTIONS, answers, 10);
    expect(result.winner).toBe(4);
    const heading = screen.getByRole('heading', { level: 2, name: 'WHERE Discerner' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('“Not everything: just the right thing.”')).toBeVisible();
    expect(screen.getByText(/You have taste, and you know exactly/)).toBeVisible();
    expect(screen.getByRole('img', { name: /Radar chart of your scores/ })).toBeVisible();
    expect(screen.getAllByTestId('radar-axis-label').map((label) => label.textContent)).toEqual(
      PERSONALITY_TYPES.map((type, index) => `${type.keyword} ${result.totals[index]}`),
    );

    const table = screen.getByRole('table', { name: 'Scores for all ten types' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
    ).toEqual(
      PERSONALITY_TYPES.map((type, index) => [
        index === 4 ? `${type.name}your type` : type.name,
        String(result.totals[index]),
      ]),
    );
    expect(screen.queryByRole('group')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retake' }));
    expect(screen.getByText('Question 1 of 10')).toBeVisible();
    expect(nextButton()).toBeDisabled();
    expect(within(screen.getByRole('group')).getAllByRole('radio')).toHaveLength(10);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  }, 30_000); // ten rounds of role queries take seconds in jsdom on a busy machine

  it('lets the navigator jump only where the jump rule allows', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderQuiz();
    for (let i = 0; i < 3; i += 1) {
      await user.click(optionFor(i).radio);
      await user.click(nextButton());
    }
    // On question 4 of 10, with 1–3 answered.
    expect(navButton(/^Question 4$/)).toHaveAttribute('aria-current', 'step');
    expect(navButton(/^Question 5$/)).toBeDisabled();
    expect(navButton(/^Question 10$/)).toBeDisabled();
    expect(
      within(screen.getByRole('navigation'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);

    await user.click(navButton(/^Question 2, answered$/));
    expect(screen.getByText('Question 2 of 10')).toBeVisible();
    // The earlier answer is still chosen, and focus lands on it.
    const checked = screen.getByRole('radio', { checked: true });
    expect(checked).toHaveFocus();
    expect(nextButton()).toBeEnabled();
    // Question 4 follows an answered question; question 5 does not.
    expect(navButton(/^Question 4$/)).toBeEnabled();
    expect(navButton(/^Question 5$/)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 10')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(navButton(/^Question 4$/));
    expect(screen.getByText('Question 4 of 10')).toBeVisible();
    expect(nextButton()).toBeDisabled();
  });

  it('keeps the quiz in progress across a reload', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const first = renderQuiz();
    const chosen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { radio, option } = optionFor(7);
      chosen.push(option.text);
      await user.click(radio);
      await user.click(nextButton());
    }
    const prompt = questionOnScreen().question.prompt;
    first.unmount();

    renderQuiz();
    expect(screen.getByText('Question 5 of 10')).toBeVisible();
    expect(questionOnScreen().question.prompt).toBe(prompt);
    expect(screen.getByText('4 of 10 answered')).toBeVisible();
    await user.click(navButton(/^Question 1, answered$/));
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName(chosen[0]);
  });

  it('starts afresh, with a console message, when the saved quiz is unreadable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(PROGRESS_KEY, '{"version":1,"phase":"result"');
    renderQuiz();
    expect(screen.getByText('Question 1 of 10')).toBeVisible();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(PROGRESS_KEY));
  });

  it('shows the running totals in debug mode only', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const view = renderQuiz('/quizzes/sql?debug=1');
    const totals = screen.getByRole('complementary', { name: 'Running totals' });
    const totalOf = (keyword: string) =>
      within(totals).getByText(keyword, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(totalOf('JOIN')).toBe('0');
    const { radio, option } = optionFor(5);
    await user.click(radio);
    expect(totalOf('JOIN')).toBe(String(option.weights[5]));
    view.unmount();

    renderQuiz('/quizzes/sql?debug=0');
    expect(screen.queryByRole('complementary', { name: 'Running totals' })).toBeNull();
  });
});
