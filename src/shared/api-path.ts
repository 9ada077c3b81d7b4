/**
 * What the server answers as its API, never as a page: `/api` and everything under it, and the
 * health check's alias `/health`; a query may follow. Written as a pattern so that the service
 * worker, which cannot import modules into its routes, carries the same test (vite.config.ts).
 */
export const API_PATH = /^\/(?:api|health)(?:[/?]|$)/;

/** Whether a path (with or without its query) is the API's: `/api`, `/api/…`, `/health`. */
export function isApiPath(path: string): boolean {
  return API_PATH.test(path);
}
