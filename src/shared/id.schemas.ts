import { z } from 'zod/mini';

/** The largest id the integer id columns hold on both databases. */
export const MAX_ID = 2_147_483_647;

/**
 * A positive integer sent as text (a path or query parameter) up to `max`, read as a number.
 * Repeated query keys arrive as an array and are refused.
 */
export function positiveIntegerText(max: number = MAX_ID, tooLarge = `must be at most ${max}`) {
  return z.pipe(
    z
      .string({ error: 'must be a single positive integer' })
      .check(z.regex(/^[1-9][0-9]{0,9}$/, 'must be a positive integer')),
    z.pipe(z.transform(Number), z.number().check(z.lte(max, tooLarge))),
  );
}

/** `{ID}` in a path: a positive integer that fits the id columns of both databases. */
export const IdParamsSchema = z.object({
  ID: positiveIntegerText(MAX_ID, 'must be a positive integer'),
});

/** What a DELETE answers: the id of what is gone (the original client checks for a 200). */
export const DeletedResponseSchema = z.object({
  data: z.object({ ID: z.number(), deleted: z.literal(true) }),
});
export type DeletedResponse = z.infer<typeof DeletedResponseSchema>;
