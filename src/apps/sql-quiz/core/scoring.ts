import type { QuizQuestion } from '../shared/sql-quiz.schemas';

/** The chosen option's id for each answered question, keyed by question id. */
export type QuizAnswers = Readonly<Record<string, string>>;

/** The outcome of a finished quiz. */
export interface QuizResult {
  /** One total per type, in the order of the type list. */
  readonly totals: readonly number[];
  /** Index into the type list of the winning type. */
  readonly winner: number;
}

/**
 * Sums the weight vectors of the chosen options, one total per type. Unanswered questions add
 * nothing, so this also gives the running totals of a quiz in progress.
 * @throws when an answer names a question or option that does not exist.
 */
export function totalScores(
  questions: readonly QuizQuestion[],
  answers: QuizAnswers,
  typeCount: number,
): number[] {
  const totals = Array.from({ length: typeCount }, () => 0);
  for (const [questionId, optionId] of Object.entries(answers)) {
    const question = questions.find((candidate) => candidate.id === questionId);
    const option = question?.options.find((candidate) => candidate.id === optionId);
    if (!option) throw new Error(`No option ${optionId} in question ${questionId}`);
    option.weights.forEach((weight, type) => {
      totals[type] = (totals[type] ?? 0) + weight;
    });
  }
  return totals;
}

/**
 * The index of the highest total; on a tie the type that comes first in the list wins (spec §4).
 * @throws on an empty list.
 */
export function winningType(totals: readonly number[]): number {
  if (totals.length === 0) throw new Error('No types to choose from');
  let winner = 0;
  totals.forEach((total, type) => {
    // Strictly greater: a later type never takes the lead on an equal total.
    if (total > (totals[winner] ?? -Infinity)) winner = type;
  });
  return winner;
}

/** Scores a finished quiz: every type's total and the winner. */
export function scoreQuiz(
  questions: readonly QuizQuestion[],
  answers: QuizAnswers,
  typeCount: number,
): QuizResult {
  const totals = totalScores(questions, answers, typeCount);
  return { totals, winner: winningType(totals) };
}
