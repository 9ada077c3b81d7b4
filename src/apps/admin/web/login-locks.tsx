import { useId, useState } from 'react';
import {
  useAddressLocks,
  useLiftAddressLock,
  useLiftLoginLock,
  useLoginLocks,
} from './admin.queries';
import { BreakableText } from './breakable-text';
import { ErrorAlert } from './error-alert';

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
  const accountsHeadingId = useId();
  const addressesHeadingId = useId();
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
            <section
              className="callout callout--danger admin-locks"
              aria-labelledby={accountsHeadingId}
            >
              <h2 id={accountsHeadingId}>Locked Accounts</h2>
              <ErrorAlert
                error={unlockAccount.error}
                fallback="The account could not be unlocked."
              />
              <ul className="admin-locks__list">
                {accounts.map((lock) => (
                  <li key={lock.ID} className="admin-locks__item">
                    <span>
                      <strong>{lock.username}</strong> is locked after failed logins for{' '}
                      {lockTimeLeft(lock.retry_after)} more.
                    </span>
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-label={`Unlock ${lock.username}`}
                      disabled={pending}
                      onClick={() => unlockAccount.mutate(lock)}
                    >
                      Unlock
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {!showAddresses ? null : (
            <section
              className="callout callout--danger admin-locks"
              aria-labelledby={addressesHeadingId}
            >
              <h2 id={addressesHeadingId}>Locked Addresses</h2>
              <ErrorAlert
                error={unlockAddress.error}
                fallback="The address could not be unlocked."
              />
              <ul className="admin-locks__list">
                {addresses.map((lock) => (
                  <li key={lock.address} className="admin-locks__item">
                    <span>
                      Logins from{' '}
                      <strong className="admin-locks__address">
                        <BreakableText text={lock.address} />
                      </strong>{' '}
                      are locked after failed attempts for {lockTimeLeft(lock.retry_after)} more.
                    </span>
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-label={`Unlock ${lock.address}`}
                      disabled={pending}
                      onClick={() => unlockAddress.mutate(lock)}
                    >
                      Unlock
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </>
  );
}
