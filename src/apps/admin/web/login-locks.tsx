import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../../web/api-client';
import type { LoginLock } from '../shared/admin.schemas';
import { fetchLoginLocks, liftLoginLock } from './admin.api';

const LOGIN_LOCKS_KEY = ['admin', 'login-locks'] as const;

/** "5 minutes" or "1 minute" for the seconds a lock has left, rounded up. */
export function lockTimeLeft(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The accounts that failed logins have locked, each with an Unlock button; nothing while none is.
 * Shown on the Users page, beside its table.
 */
export function LoginLocks() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const locks = useQuery({
    queryKey: LOGIN_LOCKS_KEY,
    queryFn: ({ signal }) => fetchLoginLocks(signal),
  });
  const unlock = useMutation({
    mutationFn: (lock: LoginLock) => liftLoginLock(lock.ID),
    onSuccess: async (_result, lock) => {
      setNotice(`${lock.username} can log in again.`);
      await queryClient.invalidateQueries({ queryKey: LOGIN_LOCKS_KEY });
    },
  });
  const rows = locks.data ?? [];

  return (
    <>
      <p role="status" className="form-message form-message--success admin-notice">
        {notice}
      </p>
      {rows.length === 0 && !unlock.isError ? null : (
        <section className="callout callout--danger admin-locks" aria-labelledby={headingId}>
          <h2 id={headingId}>Locked Accounts</h2>
          {unlock.isError ? (
            <p role="alert" className="callout callout--danger admin-alert">
              {unlock.error instanceof ApiError
                ? unlock.error.message
                : 'The account could not be unlocked.'}
            </p>
          ) : null}
          <ul className="admin-locks__list">
            {rows.map((lock) => (
              <li key={lock.ID} className="admin-locks__item">
                <span>
                  <strong>{lock.username}</strong> is locked after failed logins for{' '}
                  {lockTimeLeft(lock.retry_after)} more.
                </span>
                <button
                  type="button"
                  className="button button--quiet"
                  aria-label={`Unlock ${lock.username}`}
                  disabled={unlock.isPending}
                  onClick={() => unlock.mutate(lock)}
                >
                  Unlock
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
