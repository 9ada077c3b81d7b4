import { useCallback, useEffect, useReducer } from 'react';
import {
  applyQuizAction,
  shuffledOrder,
  startQuiz,
  type QuizAction,
  type QuizState,
} from '../core/quiz-state';
import type { RandomSource } from '#shared/seeded-random';
import type { QuizContent } from '../shared/sql-quiz.schemas';
import { loadQuizProgress, saveQuizProgress } from './sql-quiz-storage';

/** The quiz's state, resumed from browser storage when possible and saved after every change. */
export function useSqlQuiz(content: QuizContent, random: RandomSource) {
  const [state, dispatch] = useReducer(
    (current: QuizState, action: QuizAction) => applyQuizAction(content, current, action),
    null,
    () => loadQuizProgress(content) ?? startQuiz(content, random),
  );

  useEffect(() => {
    saveQuizProgress(state);
  }, [state]);

  const retake = useCallback(() => {
    dispatch({ type: 'retake', order: shuffledOrder(content, random) });
  }, [content, random]);

  return { state, dispatch, retake };
}
