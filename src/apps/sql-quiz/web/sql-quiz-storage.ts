import { z } from 'zod/mini';
import { discardStoredValue, readStoredJson, writeStoredJson } from '#kit/browser-storage';
import { restoreQuiz, toSavedQuiz, type QuizState } from '../core/quiz-state';
import { QUESTION_COUNT, type QuizContent } from '../shared/sql-quiz.schemas';

/**
 * The quiz in progress (or its result) is kept in localStorage under this key, so a reload does
 * not lose answers. Retake overwrites it with the fresh attempt.
 */
export const PROGRESS_KEY = 'sql-quiz.progress';

/** Bumped when the saved shape changes, so that older saves are discarded, not misread. */
const PROGRESS_VERSION = 1;

const Id = z.string().check(z.minLength(1), z.maxLength(40));

const SavedProgressSchema = z.object({
  version: z.literal(PROGRESS_VERSION),
  phase: z.enum(['answering', 'result']),
  order: z.array(Id).check(z.maxLength(QUESTION_COUNT)),
  answers: z.record(Id, Id),
  current: z.int().check(z.gte(0), z.lt(QUESTION_COUNT)),
});

/**
 * The saved quiz, checked by the schema and then against the content and the quiz rules; anything
 * unreadable is removed with a console message and the quiz starts afresh.
 */
export function loadQuizProgress(content: QuizContent): QuizState | null {
  const saved = readStoredJson(PROGRESS_KEY, SavedProgressSchema);
  if (saved === null) return null;
  const restored = restoreQuiz(content, saved);
  if (restored.ok) return restored.state;
  discardStoredValue(PROGRESS_KEY, restored.reason);
  return null;
}

export function saveQuizProgress(state: QuizState): void {
  writeStoredJson(PROGRESS_KEY, { version: PROGRESS_VERSION, ...toSavedQuiz(state) });
}
