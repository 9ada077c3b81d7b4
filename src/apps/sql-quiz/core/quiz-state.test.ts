import { describe, expect, it } from 'vitest';
import { PERSONALITY_TYPES } from '../data/personality-types';
import { QUESTIONS } from '../data/questions';
import type { QuizContent } from '../shared/sql-quiz.schemas';
import {
  answeredCount,
  applyQuizAction,
  canGoNext,
  canJumpTo,
  restoreQuiz,
  startQuiz,
  toSavedQuiz,
  type QuizAction,
  type QuizState,
  type SavedQuiz,
} from './quiz-state';
import { seededRandom } from '#shared/seeded-random';
import { scoreQuiz } from './scoring';

const CONTENT: QuizContent = { types: PERSONALITY_TYPES, questions: QUESTIONS };

function run(state: QuizState, ...actions: QuizAction[]): QuizState {
  return actions.reduce((current, action) => applyQuizAction(CONTENT, current, action), state);
}

/** The option at `index` of the question on screen. */
function optionOnScreen(state: QuizState, index: number): string {
  const question = QUESTIONS.find((candidate) => candidate.id === state.order[state.current]);
  const option = question?.options[index];
  if (!option) throw new Error('no such option');
  return option.id;
}

/** Answers the question on screen with option `index` and presses Next. */
function answerAndNext(state: QuizState, index = 0): QuizState {
  return run(state, { type: 'choose', optionId: optionOnScreen(state, index) }, { type: 'next' });
}

function answerFirst(count: number, state = startQuiz(CONTENT, seededRandom(1))): QuizState {
  for (let i = 0; i < count; i += 1) state = answerAndNext(state);
  return state;
}

describe('starting a quiz', () => {
  it('asks every question once, in an order set by the random source', () => {
    const state = startQuiz(CONTENT, seededRandom(1));
    expect([...state.order].sort()).toEqual(QUESTIONS.map((question) => question.id).sort());
    expect(startQuiz(CONTENT, seededRandom(1)).order).toEqual(state.order);
    expect(startQuiz(CONTENT, seededRandom(2)).order).not.toEqual(state.order);
    expect(state).toMatchObject({ phase: 'answering', answers: {}, current: 0, result: null });
  });
});

describe('answering', () => {
  it('keeps Next disabled until the question on screen is answered', () => {
    const state = startQuiz(CONTENT, seededRandom(1));
    expect(canGoNext(state)).toBe(false);
    expect(run(state, { type: 'next' })).toBe(state);
    const answered = run(state, { type: 'choose', optionId: optionOnScreen(state, 3) });
    expect(canGoNext(answered)).toBe(true);
    expect(run(answered, { type: 'next' }).current).toBe(1);
  });

  it('lets an answer be changed, and ignores options from other questions', () => {
    let state = startQuiz(CONTENT, seededRandom(1));
    state = run(state, { type: 'choose', optionId: optionOnScreen(state, 0) });
    state = run(state, { type: 'choose', optionId: optionOnScreen(state, 5) });
    expect(state.answers).toEqual({ [state.order[0] ?? '']: optionOnScreen(state, 5) });
    const elsewhere = QUESTIONS.find((question) => question.id === state.order[1]);
    expect(run(state, { type: 'choose', optionId: elsewhere?.options[0]?.id ?? '' })).toBe(state);
  });

  it('computes the result on the last Next, and only then', () => {
    let state = answerFirst(9);
    expect(state.current).toBe(9);
    expect(state.phase).toBe('answering');
    state = run(state, { type: 'choose', optionId: optionOnScreen(state, 2) });
    expect(state.result).toBeNull();
    state = run(state, { type: 'next' });
    expect(state.phase).toBe('result');
    expect(answeredCount(state)).toBe(10);
    expect(state.result).toEqual(scoreQuiz(QUESTIONS, state.answers, 10));
    // A finished quiz takes no more answers or jumps.
    expect(run(state, { type: 'choose', optionId: optionOnScreen(state, 0) })).toBe(state);
    expect(run(state, { type: 'jump', position: 0 })).toBe(state);
    expect(run(state, { type: 'previous' })).toBe(state);
  });

  it('scores the answers given in shuffled order', () => {
    // Choosing, in every question, the option that leans hardest towards LIMIT gives LIMIT.
    let state = startQuiz(CONTENT, seededRandom(5));
    for (let i = 0; i < 10; i += 1) {
      const question = QUESTIONS.find((candidate) => candidate.id === state.order[state.current]);
      const limit = question?.options.find((option) => option.weights[9] === 3);
      state = run(state, { type: 'choose', optionId: limit?.id ?? '' }, { type: 'next' });
    }
    expect(state.result?.winner).toBe(9);
  });
});

describe('the jump rule', () => {
  it('allows questions at or before the current one', () => {
    const state = answerFirst(4);
    expect(state.current).toBe(4);
    for (const position of [0, 1, 2, 3, 4]) expect(canJumpTo(state, position)).toBe(true);
    expect(run(state, { type: 'jump', position: 1 }).current).toBe(1);
  });

  it('allows a later question only when the one before it is answered', () => {
    // Back at question 2 after answering 1–4: question 5 follows an answered one, 6 does not.
    const state = run(answerFirst(4), { type: 'jump', position: 1 });
    expect(canJumpTo(state, 4)).toBe(true);
    expect(canJumpTo(state, 5)).toBe(false);
    expect(run(state, { type: 'jump', position: 4 }).current).toBe(4);
    expect(run(state, { type: 'jump', position: 5 })).toBe(state);
  });

  it('refuses questions past an unanswered one and positions that do not exist', () => {
    const state = startQuiz(CONTENT, seededRandom(1));
    expect(canJumpTo(state, 0)).toBe(true);
    expect(canJumpTo(state, 1)).toBe(false);
    expect(canJumpTo(state, 9)).toBe(false);
    expect(canJumpTo(state, -1)).toBe(false);
    expect(canJumpTo(state, 10)).toBe(false);
    expect(canJumpTo(state, 0.5)).toBe(false);
  });

  it('keeps answers when moving back and forth', () => {
    let state = answerFirst(3);
    const answers = state.answers;
    state = run(state, { type: 'previous' }, { type: 'previous' });
    expect(state.current).toBe(1);
    expect(state.answers).toBe(answers);
    expect(canGoNext(state)).toBe(true);
    state = run(state, { type: 'jump', position: 3 });
    expect(state.current).toBe(3);
    expect(run(startQuiz(CONTENT, seededRandom(1)), { type: 'previous' }).current).toBe(0);
  });
});

describe('retaking', () => {
  it('starts over in the new order with nothing answered', () => {
    const finished = answerFirst(10);
    expect(finished.phase).toBe('result');
    const order = startQuiz(CONTENT, seededRandom(99)).order;
    expect(run(finished, { type: 'retake', order })).toEqual({
      phase: 'answering',
      order,
      answers: {},
      current: 0,
      result: null,
    });
  });

  it('refuses an order that is not every question exactly once', () => {
    const finished = answerFirst(10);
    const order = [...finished.order];
    expect(run(finished, { type: 'retake', order: order.slice(1) })).toBe(finished);
    expect(
      run(finished, {
        type: 'retake',
        order: [order[0] ?? '', ...order.slice(1, 9), order[0] ?? ''],
      }),
    ).toBe(finished);
  });
});

describe('resuming a saved quiz', () => {
  it('restores a quiz in progress and a finished one exactly', () => {
    const midway = run(answerFirst(6), { type: 'jump', position: 2 });
    expect(restoreQuiz(CONTENT, toSavedQuiz(midway))).toEqual({ ok: true, state: midway });
    const finished = answerFirst(10);
    expect(restoreQuiz(CONTENT, toSavedQuiz(finished))).toEqual({ ok: true, state: finished });
  });

  it('refuses a save that breaks the rules or no longer fits the content', () => {
    const saved = toSavedQuiz(answerFirst(3));
    const firstQuestion = saved.order[0] ?? '';
    const refusals: [string, SavedQuiz][] = [
      ['order', { ...saved, order: saved.order.slice(1) }],
      ['order', { ...saved, order: [...saved.order.slice(0, 9), 'gone'] }],
      ['answer', { ...saved, answers: { ...saved.answers, [firstQuestion]: 'gone' } }],
      ['answer', { ...saved, answers: { ...saved.answers, gone: 'saturday-a' } }],
      ['question', { ...saved, current: 10 }],
      ['question', { ...saved, current: -1 }],
      ['skipped', { ...saved, current: 5 }],
      ['result', { ...saved, phase: 'result' }],
    ];
    for (const [reason, broken] of refusals) {
      const restored = restoreQuiz(CONTENT, broken);
      expect(restored.ok, reason).toBe(false);
      if (!restored.ok) expect(restored.reason).toContain(reason);
    }
  });
});
