import { z } from 'zod/mini';

/** Spec §3: ten personality types, ten questions, ten options a question. */
export const TYPE_COUNT = 10;
export const QUESTION_COUNT = 10;
export const OPTIONS_PER_QUESTION = 10;

/** Each weight says how strongly an option leans towards one type; whole points, small range. */
export const WEIGHT_MIN = 0;
export const WEIGHT_MAX = 3;

const Id = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(40));
const Text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** One SQL personality, e.g. the SELECT Explorer. */
export const PersonalityTypeSchema = z.object({
  id: Id,
  /** The SQL keyword the type is named after; it labels the type's axis on the radar chart. */
  keyword: Text(12),
  name: Text(40),
  description: Text(400),
  motto: Text(80),
});

export type PersonalityType = z.infer<typeof PersonalityTypeSchema>;

export const QuizOptionSchema = z.object({
  id: Id,
  text: Text(120),
  /** Points for each type, in the order of the type list. */
  weights: z.array(z.int().check(z.gte(WEIGHT_MIN), z.lte(WEIGHT_MAX))).check(z.length(TYPE_COUNT)),
});

export type QuizOption = z.infer<typeof QuizOptionSchema>;

export const QuizQuestionSchema = z.object({
  id: Id,
  prompt: Text(140),
  options: z.array(QuizOptionSchema).check(z.length(OPTIONS_PER_QUESTION)),
});

export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/** Everything one quiz needs: its types (in tie-break order) and its questions. */
export interface QuizContent {
  readonly types: readonly PersonalityType[];
  readonly questions: readonly QuizQuestion[];
}
