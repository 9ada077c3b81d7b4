import { useQuery } from '@tanstack/react-query';
import { HealthResponseSchema } from '../shared/health.schemas';
import { ApiError, apiRequest } from './kit/api-client';

export type Connection = 'Production' | 'Development' | 'None';

export interface HealthReport {
  readonly connection: Connection;
  readonly status: string;
  readonly commit: string;
}

export const HEALTH_FAILED: HealthReport = { connection: 'None', status: 'Error', commit: 'Error' };

/**
 * Spec §7/§8: GET /api/health (Production in a built site, Development in the dev server), else the
 * local development server's GET /health (Development), else Error / Error / None. Never throws.
 */
export async function checkHealth(isDev: boolean, signal?: AbortSignal): Promise<HealthReport> {
  try {
    const health = await apiRequest('GET', '/api/health', { schema: HealthResponseSchema, signal });
    return { connection: isDev ? 'Development' : 'Production', ...health };
  } catch (error) {
    // The server answers, but its database or disk is down (decision 019).
    if (error instanceof ApiError && error.status === 503) {
      return {
        connection: isDev ? 'Development' : 'Production',
        status: 'degraded',
        commit: 'unknown',
      };
    }
    // Otherwise fall back to the local development server.
  }
  try {
    const health = await apiRequest('GET', '/health', { schema: HealthResponseSchema, signal });
    return { connection: 'Development', ...health };
  } catch {
    return HEALTH_FAILED;
  }
}

/** The first 7 characters of a commit hash, as the debug panel shows it. */
export function shortCommit(commit: string): string {
  return commit.slice(0, 7);
}

export function useHealthReport(enabled: boolean) {
  return useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => checkHealth(import.meta.env.DEV, signal),
    enabled,
    staleTime: 30_000,
  });
}
