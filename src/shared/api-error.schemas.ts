import { z } from 'zod/mini';

/** Every error response body: `{ "error": "message" }`. */
export const ErrorBodySchema = z.object({
  error: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
