import { describe, expect, it } from 'vitest';
import { scoreQuiz, type QuizAnswers } from '../core/scoring';
import {
  OPTIONS_PER_QUESTION,
  PersonalityTypeSchema,
  QUESTION_COUNT,
  QuizQuestionSchema,
  TYPE_COUNT,
  WEIGHT_MAX,
  type QuizQuestion,
} from '../shared/sql-quiz.schemas';
import { PERSONALITY_TYPES } from './personality-types';
import { QUESTIONS } from './questions';

/** Spec §3, in this exact order: it is the tie-break order. */
const SPEC_TYPE_NAMES = [
  'SELECT Explorer',
  'INSERT Creator',
  'UPDATE Improver',
  'DELETE Minimalist',
  'WHERE Discerner',
  'JOIN Collaborator',
  'GROUP BY Organizer',
  'HAVING Evaluator',
  'ORDER BY Prioritizer',
  'LIMIT Realist',
];

const hasNoStraySpace = (text: string) => text === text.trim() && !/\s{2}/.test(text);

/**
 * Answers that make `type` win, chosen question by question: the option whose weight for the type
 * beats its strongest rival by the most.
 */
function answersFavouring(questions: readonly QuizQuestion[], type: number): QuizAnswers {
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const lead = (weights: readonly number[]) =>
      (weights[type] ?? 0) - Math.max(...weights.filter((_, other) => other !== type));
    const best = question.options.reduce((chosen, option) =>
      lead(option.weights) > lead(chosen.weights) ? option : chosen,
    );
    answers[question.id] = best.id;
  }
  return answers;
}

describe('SQL quiz content', () => {
  it('has the spec’s ten types in the spec’s order, each complete', () => {
    expect(PERSONALITY_TYPES.map((type) => type.name)).toEqual(SPEC_TYPE_NAMES);
    expect(PERSONALITY_TYPES).toHaveLength(TYPE_COUNT);
    for (const type of PERSONALITY_TYPES) {
      expect(PersonalityTypeSchema.safeParse(type).success, type.name).toBe(true);
      // The name is the keyword followed by a personality word.
      expect(type.name.startsWith(`${type.keyword} `), type.name).toBe(true);
      for (const text of [type.name, type.description, type.motto]) {
        expect(hasNoStraySpace(text), text).toBe(true);
      }
      expect(type.description.length, type.name).toBeGreaterThan(120);
    }
  });

  it('gives every type its own id, keyword, description and motto', () => {
    for (const field of ['id', 'keyword', 'description', 'motto'] as const) {
      const values = PERSONALITY_TYPES.map((type) => type[field]);
      expect(new Set(values).size, field).toBe(TYPE_COUNT);
    }
  });

  it('has ten questions of ten options, each with a ten-number weight vector in range', () => {
    expect(QUESTIONS).toHaveLength(QUESTION_COUNT);
    for (const question of QUESTIONS) {
      const parsed = QuizQuestionSchema.safeParse(question);
      expect(parsed.success, `${question.id}: ${parsed.error?.message ?? ''}`).toBe(true);
      expect(question.options).toHaveLength(OPTIONS_PER_QUESTION);
      expect(hasNoStraySpace(question.prompt), question.prompt).toBe(true);
      for (const option of question.options) {
        expect(option.weights).toHaveLength(TYPE_COUNT);
        expect(option.weights.every((weight) => Number.isInteger(weight))).toBe(true);
        expect(Math.min(...option.weights), option.id).toBeGreaterThanOrEqual(0);
        expect(Math.max(...option.weights), option.id).toBeLessThanOrEqual(WEIGHT_MAX);
        // Every answer counts towards someone.
        expect(Math.max(...option.weights), option.id).toBeGreaterThan(0);
        expect(hasNoStraySpace(option.text), option.text).toBe(true);
      }
    }
  });

  it('never repeats an id, a prompt or an option text', () => {
    const questionIds = QUESTIONS.map((question) => question.id);
    const options = QUESTIONS.flatMap((question) => question.options);
    expect(new Set(questionIds).size).toBe(QUESTION_COUNT);
    expect(new Set(QUESTIONS.map((question) => question.prompt)).size).toBe(QUESTION_COUNT);
    expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
    expect(new Set(options.map((option) => option.text.toLowerCase())).size).toBe(options.length);
    // Identical weights would make two options the same answer in different words.
    for (const question of QUESTIONS) {
      const vectors = question.options.map((option) => option.weights.join(','));
      expect(new Set(vectors).size, question.id).toBe(OPTIONS_PER_QUESTION);
    }
  });

  it('lets every type win: some set of answers makes it the unique top score', () => {
    PERSONALITY_TYPES.forEach((type, index) => {
      const answers = answersFavouring(QUESTIONS, index);
      expect(Object.keys(answers)).toHaveLength(QUESTION_COUNT);
      const { totals, winner } = scoreQuiz(QUESTIONS, answers, TYPE_COUNT);
      expect(winner, type.name).toBe(index);
      const rivals = totals.filter((_, other) => other !== index);
      // Unique: a strict lead, so the win does not lean on the tie rule.
      expect(totals[index], type.name).toBeGreaterThan(Math.max(...rivals));
    });
  });

  it('gives each question an option for every type, so no type is out of reach early', () => {
    for (const question of QUESTIONS) {
      const leaders = question.options.map((option) =>
        option.weights.indexOf(Math.max(...option.weights)),
      );
      expect(new Set(leaders).size, question.id).toBe(TYPE_COUNT);
    }
  });
});
