import { describe, expect, it } from 'vitest';
import { seededRandom } from '#shared/seeded-random';
import { scoreQuiz, winningType, type QuizAnswers } from '../core/scoring';
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

/**
 * Each type's share of wins over `runs` quizzes answered at random (every option of a question
 * equally likely), scored with the quiz's own tie rule.
 */
function winShares(questions: readonly QuizQuestion[], runs: number, seed = 1): number[] {
  const random = seededRandom(seed);
  const wins = Array.from({ length: TYPE_COUNT }, () => 0);
  const totals = Array.from({ length: TYPE_COUNT }, () => 0);
  for (let run = 0; run < runs; run += 1) {
    totals.fill(0);
    for (const question of questions) {
      const option = question.options[Math.floor(random() * question.options.length)];
      option?.weights.forEach((weight, type) => {
        totals[type] = (totals[type] ?? 0) + weight;
      });
    }
    const winner = winningType(totals);
    wins[winner] = (wins[winner] ?? 0) + 1;
  }
  return wins.map((count) => count / runs);
}

/**
 * Options whose reading was once at odds with their score, and the type each reads as: deleting
 * near-duplicates, three places and no more, a quick verdict, sorting by genre then colour, and a
 * new place to try.
 */
const READS_AS: Readonly<Record<string, string>> = {
  'photos-c': 'DELETE',
  'holiday-j': 'LIMIT',
  'superpower-j': 'WHERE',
  'bookshelf-b': 'ORDER BY',
  'restaurant-e': 'SELECT',
};

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
  it('scores the reviewed options first for the type they read as', () => {
    const options = new Map(
      QUESTIONS.flatMap((question) => question.options).map((option) => [option.id, option]),
    );
    for (const [id, keyword] of Object.entries(READS_AS)) {
      const weights = options.get(id)?.weights ?? [];
      const leader = weights.indexOf(Math.max(...weights));
      expect(PERSONALITY_TYPES[leader]?.keyword, id).toBe(keyword);
      // A clear lead, not a tie with a kindred type.
      expect(
        weights.filter((weight) => weight === weights[leader]),
        id,
      ).toHaveLength(1);
    }
  });

  it('gives every type between 8 % and 12 % of the wins over 100,000 random quizzes', () => {
    const shares = winShares(QUESTIONS, 100_000);
    const outside = shares
      .map((share, type) => ({ type: PERSONALITY_TYPES[type]?.name, percent: share * 100 }))
      .filter(({ percent }) => percent < 8 || percent > 12);
    expect(outside).toEqual([]);
  });

  it('counts win shares that add up, with the tie going to the earlier type', () => {
    const allTied: QuizQuestion[] = QUESTIONS.map((question) => ({
      ...question,
      options: question.options.map((option) => ({
        ...option,
        weights: option.weights.map(() => 1),
      })),
    }));
    expect(winShares(allTied, 100)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const shares = winShares(QUESTIONS, 1000);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10);
  });
});
