import type { QuizContent } from '../shared/sql-quiz.schemas';
import { shuffled, type RandomSource } from '#shared/seeded-random';
import { scoreQuiz, type QuizAnswers, type QuizResult } from './scoring';

/** A quiz in progress ('answering') or finished ('result'). */
export interface QuizState {
  readonly phase: 'answering' | 'result';
  /** Question ids in the order they are asked: shuffled once per attempt. */
  readonly order: readonly string[];
  readonly answers: QuizAnswers;
  /** Position in `order` of the question on screen. */
  readonly current: number;
  /** Set by the last Next; null while answering. */
  readonly result: QuizResult | null;
}

export type QuizAction =
  | { readonly type: 'choose'; readonly optionId: string }
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { readonly type: 'jump'; readonly position: number }
  /** A new attempt in the given order; the caller shuffles, so this stays pure. */
  | { readonly type: 'retake'; readonly order: readonly string[] };

/** A question order for a new attempt, shuffled with `random`. */
export function shuffledOrder(content: QuizContent, random: RandomSource): string[] {
  return shuffled(
    content.questions.map((question) => question.id),
    random,
  );
}

/** A fresh attempt: questions in shuffled order, nothing answered, the first question showing. */
export function startQuiz(content: QuizContent, random: RandomSource): QuizState {
  return freshState(shuffledOrder(content, random));
}

function freshState(order: readonly string[]): QuizState {
  return { phase: 'answering', order, answers: {}, current: 0, result: null };
}

/** Whether the question at `position` (in asked order) has an answer. */
export function isAnsweredAt(state: QuizState, position: number): boolean {
  const questionId = state.order[position];
  return questionId !== undefined && state.answers[questionId] !== undefined;
}

export function answeredCount(state: QuizState): number {
  return state.order.filter((questionId) => state.answers[questionId] !== undefined).length;
}

/**
 * The jump rule (spec §4): a question may be opened when it is at or before the current one, or
 * when the question before it is answered. Nothing can be opened once the result is showing.
 */
export function canJumpTo(state: QuizState, position: number): boolean {
  if (state.phase !== 'answering') return false;
  if (!Number.isInteger(position) || position < 0 || position >= state.order.length) return false;
  return position <= state.current || isAnsweredAt(state, position - 1);
}

/** Next is enabled only once the question on screen is answered (spec §4). */
export function canGoNext(state: QuizState): boolean {
  return state.phase === 'answering' && isAnsweredAt(state, state.current);
}

export function isLastQuestion(state: QuizState): boolean {
  return state.current === state.order.length - 1;
}

function isOrderOf(content: QuizContent, order: readonly string[]): boolean {
  const ids = new Set(content.questions.map((question) => question.id));
  return (
    order.length === ids.size &&
    new Set(order).size === ids.size &&
    order.every((id) => ids.has(id))
  );
}

/**
 * The quiz's state machine. Actions the rules do not allow (Next before an answer, a jump past
 * an unanswered question, an unknown option) leave the state as it is.
 */
export function applyQuizAction(
  content: QuizContent,
  state: QuizState,
  action: QuizAction,
): QuizState {
  switch (action.type) {
    case 'choose': {
      if (state.phase !== 'answering') return state;
      const questionId = state.order[state.current];
      const question = content.questions.find((candidate) => candidate.id === questionId);
      if (!question || !question.options.some((option) => option.id === action.optionId)) {
        return state;
      }
      if (state.answers[question.id] === action.optionId) return state;
      return { ...state, answers: { ...state.answers, [question.id]: action.optionId } };
    }
    case 'next': {
      if (!canGoNext(state)) return state;
      if (!isLastQuestion(state)) return { ...state, current: state.current + 1 };
      // The last Next computes the result (spec §4).
      return {
        ...state,
        phase: 'result',
        result: scoreQuiz(content.questions, state.answers, content.types.length),
      };
    }
    case 'previous':
      return canJumpTo(state, state.current - 1) ? { ...state, current: state.current - 1 } : state;
    case 'jump':
      return canJumpTo(state, action.position) && action.position !== state.current
        ? { ...state, current: action.position }
        : state;
    case 'retake':
      return isOrderOf(content, action.order) ? freshState(action.order) : state;
  }
}

/** What is kept of a quiz between page loads: the result is recomputed, never stored. */
export interface SavedQuiz {
  readonly phase: QuizState['phase'];
  readonly order: readonly string[];
  readonly answers: QuizAnswers;
  readonly current: number;
}

export type RestoredQuiz =
  | { readonly ok: true; readonly state: QuizState }
  | { readonly ok: false; readonly reason: string };

/**
 * Checks a saved quiz against the current content and the rules before resuming it: every question
 * once, known options only, no question reached past an unanswered one, and a result only when
 * everything is answered. Content changes therefore discard an old save instead of misreading it.
 */
export function restoreQuiz(content: QuizContent, saved: SavedQuiz): RestoredQuiz {
  if (!isOrderOf(content, saved.order)) return { ok: false, reason: 'unknown question order' };
  for (const [questionId, optionId] of Object.entries(saved.answers)) {
    const question = content.questions.find((candidate) => candidate.id === questionId);
    if (!question?.options.some((option) => option.id === optionId)) {
      return { ok: false, reason: `unknown answer ${questionId}: ${optionId}` };
    }
  }
  const { current, phase } = saved;
  if (!Number.isInteger(current) || current < 0 || current >= saved.order.length) {
    return { ok: false, reason: 'no such question' };
  }
  // Built field by field, so that extra fields of a save (its version tag) stay behind.
  const state: QuizState = {
    phase,
    order: saved.order,
    answers: saved.answers,
    current,
    result: null,
  };
  for (let position = 0; position < current; position += 1) {
    if (!isAnsweredAt(state, position)) return { ok: false, reason: 'skipped a question' };
  }
  if (phase === 'answering') return { ok: true, state };
  if (answeredCount(state) !== saved.order.length || !isLastQuestion(state)) {
    return { ok: false, reason: 'a result without every answer' };
  }
  return {
    ok: true,
    state: { ...state, result: scoreQuiz(content.questions, saved.answers, content.types.length) },
  };
}

/** The part of the state worth saving. */
export function toSavedQuiz(state: QuizState): SavedQuiz {
  return {
    phase: state.phase,
    order: state.order,
    answers: state.answers,
    current: state.current,
  };
}
