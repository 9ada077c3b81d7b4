import { z } from 'zod';

/** The largest id the integer id columns hold on both databases. */
const MAX_ID = 2_147_483_647;

/** `:ID` in a path: a positive integer that fits the id columns of both databases. */
export const IdParamsSchema = z.object({
  ID: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive integer')
    .transform(Number)
    .refine((id) => id <= MAX_ID, 'must be a positive integer'),
});
