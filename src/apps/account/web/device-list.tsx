import { useId, useState } from 'react';
import { isSessionEndedError } from '#kit/api-client';
import { errorText } from '#kit/error-alert';
import { formatDateTime, formatTimeAgo } from '#kit/date-format';
import { useNow } from '#kit/use-now';
import type { AccountSession } from '../shared/account.schemas';
import { ActionOutcome, ConfirmCallout } from './action-callouts';
import { useAccountSessions, useSignOutDevice, useSignOutEverywhereElse } from './account.queries';

export const THIS_DEVICE_TEXT = 'This device';
export const SIGN_OUT_OTHERS_TEXT = 'Sign out everywhere else';
export const SIGN_OUT_OTHERS_QUESTION =
  'Sign out every other device? Each will need your password to sign in again.';

function deviceName(session: AccountSession): string {
  return session.device || 'An unknown browser';
}

function failureText(error: unknown): string | null {
  if (error === null || isSessionEndedError(error)) return null;
  return errorText(error, 'Something went wrong. Please try again.');
}

/** Your devices: every open session, this one marked, each other one with Sign out. */
export function DeviceList() {
  const id = useId();
  const now = useNow(60_000);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const sessions = useAccountSessions();
  const signOutOne = useSignOutDevice((session) =>
    setNotice(`${deviceName(session)} is signed out.`),
  );
  const signOutOthers = useSignOutEverywhereElse(({ signed_out }) => {
    setConfirming(false);
    setNotice(
      signed_out === 1
        ? '1 other device is signed out.'
        : `${signed_out} other devices are signed out.`,
    );
  });
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);
  const failure = failureText(signOutOne.error ?? signOutOthers.error ?? sessions.error);

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        Your devices
      </h2>
      {sessions.isPending ? <p>Loading your devices…</p> : null}
      <ul className="stack-list account-devices">
        {list.map((session) => (
          <li key={session.id} className="account-devices__item">
            <div className="account-devices__about">
              <p className="account-devices__name">
                {deviceName(session)}
                {session.current ? (
                  <span className="account-devices__this">{THIS_DEVICE_TEXT}</span>
                ) : null}
              </p>
              <p className="account-devices__times">
                Signed in {formatDateTime(session.created_at)} · Last seen{' '}
                {formatTimeAgo(session.last_seen_at, now)}
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Sign out ${deviceName(session)}, signed in ${formatDateTime(session.created_at)}`}
                disabled={signOutOne.isPending && signOutOne.variables?.id === session.id}
                onClick={() => {
                  setNotice('');
                  signOutOne.mutate(session);
                }}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {sessions.isSuccess && others.length === 0 ? (
        <p className="account-devices__none">You are not signed in anywhere else.</p>
      ) : null}
      {others.length > 0 && !confirming ? (
        <div className="button-row account-devices__all">
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setNotice('');
              setConfirming(true);
            }}
          >
            {SIGN_OUT_OTHERS_TEXT}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmCallout
          confirmText={SIGN_OUT_OTHERS_TEXT}
          pending={signOutOthers.isPending}
          onConfirm={() => signOutOthers.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p>{SIGN_OUT_OTHERS_QUESTION}</p>
        </ConfirmCallout>
      ) : null}
      <ActionOutcome notice={notice} failure={failure} />
    </section>
  );
}
