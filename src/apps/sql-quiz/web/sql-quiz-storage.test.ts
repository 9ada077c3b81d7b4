import { describe, expect, it, vi } from 'vitest';
import { applyQuizAction, startQuiz, type QuizState } from '../core/quiz-state';
import { seededRandom } from '#shared/seeded-random';
import { PERSONALITY_TYPES } from '../data/personality-types';
import { QUESTIONS } from '../data/questions';
import type { QuizContent } from '../shared/sql-quiz.schemas';
import { loadQuizProgress, PROGRESS_KEY, saveQuizProgress } from './sql-quiz-storage';

const CONTENT: QuizContent = { types: PERSONALITY_TYPES, questions: QUESTIONS };

/** A quiz with the first `count` questions answered with their first option. */
function answered(count: number): QuizState {
  let state = startQuiz(CONTENT, seededRandom(3));
  for (let i = 0; i < count; i += 1) {
    const question = QUESTIONS.find((candidate) => candidate.id === state.order[state.current]);
    state = applyQuizAction(CONTENT, state, {
      type: 'choose',
      optionId: question?.options[0]?.id ?? '',
    });
    state = applyQuizAction(CONTENT, state, { type: 'next' });
  }
  return state;
}

describe('SQL quiz browser storage', () => {
  it('has nothing to load at first', () => {
    expect(loadQuizProgress(CONTENT)).toBeNull();
  });

  it('keeps a quiz in progress and a finished one exactly', () => {
    const midway = answered(4);
    saveQuizProgress(midway);
    expect(loadQuizProgress(CONTENT)).toEqual(midway);
    const finished = answered(10);
    saveQuizProgress(finished);
    expect(loadQuizProgress(CONTENT)).toEqual(finished);
  });

  it('discards unreadable or inconsistent data with a console message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const valid = JSON.parse(JSON.stringify({ version: 1, ...answered(4) })) as Record<
      string,
      unknown
    >;
    const broken = [
      '{not json',
      JSON.stringify('a string'),
      JSON.stringify({ ...valid, version: 0 }),
      JSON.stringify({ ...valid, current: 'two' }),
      JSON.stringify({ ...valid, answers: [] }),
      // Well-formed, but past questions nobody answered.
      JSON.stringify({ ...valid, current: 8 }),
      // Well-formed, but from content that no longer exists.
      JSON.stringify({ ...valid, answers: { saturday: 'retired-option' } }),
    ];
    for (const raw of broken) {
      window.localStorage.setItem(PROGRESS_KEY, raw);
      expect(loadQuizProgress(CONTENT), raw).toBeNull();
      expect(window.localStorage.getItem(PROGRESS_KEY), raw).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(broken.length);
    expect(warn.mock.calls.every(([message]) => String(message).includes(PROGRESS_KEY))).toBe(true);
  });
});
