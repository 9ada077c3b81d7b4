export type StatusClass = 'success' | 'client-error' | 'server-error' | 'other';

/** Spec §8: the class an API card's 'Status: {code}' line carries. */
export function statusClassOf(status: number): StatusClass {
  if (status >= 200 && status < 300) return 'success';
  if (status >= 400 && status < 500) return 'client-error';
  if (status >= 500 && status < 600) return 'server-error';
  return 'other';
}

/**
 * Spec §7: the list is read from data.data or data. The number of rows when the body holds a list,
 * else null (no 'Rows returned' line).
 */
export function rowCountOf(body: unknown): number | null {
  if (Array.isArray(body)) return body.length;
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const data: unknown = body.data;
    if (Array.isArray(data)) return data.length;
    if (typeof data === 'object' && data !== null && 'data' in data && Array.isArray(data.data))
      return data.data.length;
  }
  return null;
}
