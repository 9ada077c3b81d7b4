import { z } from 'zod/mini';

/** One built-in timeline card: an innovation, a person or a conflict. */
export const TimelineItemSchema = z.object({
  /** Negative years are BCE; there is no year 0 (1 BCE is -1). */
  year: z.int(),
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  description: z.string().check(z.minLength(1), z.maxLength(600)),
  wikipedia: z.optional(z.url()),
  /**
   * How the feedback tells the card's year, where the deck's own words do not read right: "were
   * invented" (plural names), "was built", "was launched", "first flew".
   */
  verb: z.optional(z.string().check(z.regex(/^[a-z]+(?: [a-z]+){0,3}$/))),
});

export type TimelineItem = z.infer<typeof TimelineItemSchema>;

/** Inclusive year range of a deck, from the spec's entity definitions. */
export interface YearRange {
  readonly min: number;
  readonly max: number;
}

export const INNOVATION_YEAR_RANGE = { min: -10000, max: 2024 } as const satisfies YearRange;
/** People are placed by birth year. */
export const PERSON_YEAR_RANGE = { min: -2589, max: 1971 } as const satisfies YearRange;
/** Conflicts are placed by the year they began. */
export const CONFLICT_YEAR_RANGE = { min: -3200, max: 2024 } as const satisfies YearRange;
