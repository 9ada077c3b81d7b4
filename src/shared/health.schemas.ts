import { z } from 'zod/mini';

/** GET /api/health (and GET /health on a development server) → 200. */
export const HealthResponseSchema = z.object({
  status: z.string(),
  commit: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
