import { type ReactNode, useId, useState } from 'react';
import {
  useAddressLocks,
  useLiftAddressLock,
  useLiftLoginLock,
  useLoginLocks,
} from './admin.queries';
import { BreakableText } from './breakable-text';
import { ErrorAlert } from '#kit/error-alert';

/** "5 minutes" or "1 minute" for the seconds a lock has left, rounded up. */
export function lockTimeLeft(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The accounts and the addresses that failed logins have locked, each with an Unlock button;
 * nothing while none is. Shown on the Users page, beside its table.
 */
export function LoginLocks() {
  const [notice, setNotice] = useState('');
  const accountLocks = useLoginLocks();
  const addressLocks = useAddressLocks();
  const unlockAccount = useLiftLoginLock((lock) => setNotice(`${lock.username} can log in again.`));
  const unlockAddress = useLiftAddressLock((lock) =>
    setNotice(`Logins from ${lock.address} are allowed again.`),
  );
  const accounts = accountLocks.data ?? [];
  const addresses = addressLocks.data ?? [];
  const pending = unlockAccount.isPending || unlockAddress.isPending;
  const showAccounts = accounts.length > 0 || unlockAccount.isError;
  const showAddresses = addresses.length > 0 || unlockAddress.isError;

  return (
    <>
      <p role="status" className="form-message form-message--success admin-notice">
        {notice}
      </p>
      {!showAccounts && !showAddresses ? null : (
        <div className="admin-locks-group">
          {!showAccounts ? null : (
            <LockSection
              title="Locked Accounts"
              error={unlockAccount.error}
              fallback="The account could not be unlocked."
              locks={accounts.map((lock) => ({
                key: String(lock.ID),
                name: lock.username,
                text: (
                  <>
                    <strong>{lock.username}</strong> is locked after failed logins for{' '}
                    {lockTimeLeft(lock.retry_after)} more.
                  </>
                ),
                unlock: () => unlockAccount.mutate(lock),
              }))}
              pending={pending}
            />
          )}
          {!showAddresses ? null : (
            <LockSection
              title="Locked Addresses"
              error={unlockAddress.error}
              fallback="The address could not be unlocked."
              locks={addresses.map((lock) => ({
                key: lock.address,
                name: lock.address,
                text: (
                  <>
                    Logins from{' '}
                    <strong className="admin-locks__address">
                      <BreakableText text={lock.address} />
                    </strong>{' '}
                    are locked after failed attempts for {lockTimeLeft(lock.retry_after)} more.
                  </>
                ),
                unlock: () => unlockAddress.mutate(lock),
              }))}
              pending={pending}
            />
          )}
        </div>
      )}
    </>
  );
}

/** One lock as its section lists it: what is locked and for how long, and how to lift it. */
interface ListedLock {
  readonly key: string;
  /** What the Unlock button names. */
  readonly name: string;
  readonly text: ReactNode;
  readonly unlock: () => void;
}

/** A kind of lock: its heading, why the last unlock failed if it did, and each lock with Unlock. */
function LockSection({
  title,
  error,
  fallback,
  locks,
  pending,
}: {
  readonly title: string;
  readonly error: unknown;
  readonly fallback: string;
  readonly locks: readonly ListedLock[];
  readonly pending: boolean;
}) {
  const headingId = useId();
  return (
    <section className="callout callout--danger admin-locks" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ErrorAlert className="admin-alert" error={error} fallback={fallback} />
      <ul className="admin-locks__list">
        {locks.map((lock) => (
          <li key={lock.key} className="admin-locks__item">
            <span>{lock.text}</span>
            <button
              type="button"
              className="button button--quiet"
              aria-label={`Unlock ${lock.name}`}
              disabled={pending}
              onClick={lock.unlock}
            >
              Unlock
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
