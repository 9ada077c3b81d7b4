import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../shared/sql-quiz.schemas';
import { scoreQuiz, totalScores, winningType } from './scoring';

/** Two small questions over three types keep the arithmetic visible. */
const QUESTIONS: QuizQuestion[] = [
  {
    id: 'q1',
    prompt: 'First?',
    options: [
      { id: 'q1-a', text: 'A', weights: [3, 1, 0] },
      { id: 'q1-b', text: 'B', weights: [0, 3, 1] },
      { id: 'q1-c', text: 'C', weights: [0, 0, 3] },
    ],
  },
  {
    id: 'q2',
    prompt: 'Second?',
    options: [
      { id: 'q2-a', text: 'A', weights: [2, 0, 0] },
      { id: 'q2-b', text: 'B', weights: [0, 2, 2] },
      { id: 'q2-c', text: 'C', weights: [1, 1, 3] },
    ],
  },
];

describe('quiz scoring', () => {
  it('adds up the weight vectors of the chosen options', () => {
    expect(totalScores(QUESTIONS, { q1: 'q1-a', q2: 'q2-c' }, 3)).toEqual([4, 2, 3]);
    expect(totalScores(QUESTIONS, { q1: 'q1-b', q2: 'q2-b' }, 3)).toEqual([0, 5, 3]);
  });

  it('gives running totals for a quiz in progress', () => {
    expect(totalScores(QUESTIONS, {}, 3)).toEqual([0, 0, 0]);
    expect(totalScores(QUESTIONS, { q2: 'q2-b' }, 3)).toEqual([0, 2, 2]);
  });

  it('refuses an answer that is not in the quiz', () => {
    expect(() => totalScores(QUESTIONS, { q1: 'q2-a' }, 3)).toThrow(/No option q2-a/);
    expect(() => totalScores(QUESTIONS, { q9: 'q1-a' }, 3)).toThrow(/question q9/);
  });

  it('lets the highest total win', () => {
    expect(winningType([1, 7, 3])).toBe(1);
    expect(winningType([0, 0, 9])).toBe(2);
    expect(scoreQuiz(QUESTIONS, { q1: 'q1-c', q2: 'q2-c' }, 3)).toEqual({
      totals: [1, 1, 6],
      winner: 2,
    });
  });

  it('gives a tie to the type that comes first in the list', () => {
    expect(winningType([2, 5, 5])).toBe(1);
    expect(winningType([4, 1, 4])).toBe(0);
    expect(winningType([0, 0, 0])).toBe(0);
    // B then C: the second and third types both reach 4.
    expect(scoreQuiz(QUESTIONS, { q1: 'q1-b', q2: 'q2-c' }, 3)).toEqual({
      totals: [1, 4, 4],
      winner: 1,
    });
  });

  it('has nothing to choose from an empty list', () => {
    expect(() => winningType([])).toThrow();
  });
});
