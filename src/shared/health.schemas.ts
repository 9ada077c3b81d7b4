import { z } from 'zod/mini';

/** GET /api/health (and GET /health on a development server) → 200. */
export const HealthResponseSchema = z.object({
  status: z.string(),
  commit: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** The same → 503 while the server cannot do its work: `error` names what is down. */
export const HealthUnavailableSchema = z.object({
  status: z.string(),
  commit: z.string(),
  error: z.string(),
});
export type HealthUnavailable = z.infer<typeof HealthUnavailableSchema>;
