import { SessionResponseSchema } from '../shared/auth.schemas';
import { apiRequest } from './kit/api-client';
import { getSession, setSession } from './kit/session';

/**
 * On start, asks the server who the stored token belongs to: roles are the server's truth. A 401
 * clears the session (inside apiRequest); an unreachable server leaves it as it is.
 */
export async function refreshSession(): Promise<void> {
  const stored = getSession();
  if (stored === null) return;
  try {
    const { data } = await apiRequest('GET', '/api/session', { schema: SessionResponseSchema });
    const current = getSession();
    if (current?.token !== stored.token) return;
    const userId = data.user_id ?? current.userId;
    if (
      current.username !== data.username ||
      current.role !== data.role ||
      current.userId !== userId
    ) {
      setSession({
        ...current,
        username: data.username,
        role: data.role,
        ...(userId === undefined ? {} : { userId }),
      });
    }
  } catch {
    // Keep the session when the server cannot be asked; its next 401 will clear it.
  }
}
