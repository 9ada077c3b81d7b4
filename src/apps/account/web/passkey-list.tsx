import { useId, useState } from 'react';
import type { Passkey } from '#shared/passkey.schemas';
import { isSessionEndedError } from '#kit/api-client';
import { useHydrated } from '#kit/hydration';
import { formatDateTime, formatTimeAgo } from '#kit/date-format';
import {
  PASSKEYS_UNSUPPORTED_MESSAGE,
  passkeyFailureMessage,
  passkeysSupported,
} from '#kit/passkeys';
import { useNow } from '#kit/use-now';
import {
  useAccountSessions,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from './account.queries';
import { ActionOutcome, ConfirmCallout } from './action-callouts';
import { PasskeyNameForm } from './passkey-name-form';

export const ADD_PASSKEY_TEXT = 'Add a passkey';
export const NO_PASSKEYS_TEXT =
  'You have no passkeys yet. Add one to sign in with your fingerprint, face or screen lock instead of your password.';

function failureText(error: unknown): string | null {
  if (error === null || isSessionEndedError(error)) return null;
  return passkeyFailureMessage(error);
}

/** Passkeys: the list with its names and times, Add, Rename and Remove (with a confirmation). */
export function PasskeyList() {
  const id = useId();
  const now = useNow(60_000);
  // Known only in the browser: the prerendered page says nothing either way.
  const supported = useHydrated() ? passkeysSupported() : null;
  // The name the add form starts with while it is open.
  const [adding, setAdding] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [notice, setNotice] = useState('');
  const passkeys = usePasskeys();
  // The default name of a new passkey: this browser, as the device list names it.
  const sessions = useAccountSessions();
  const thisDevice = sessions.data?.find((session) => session.current)?.device ?? '';

  const add = useAddPasskey((passkey) => {
    setAdding(null);
    setNotice(`The passkey “${passkey.name}” is added. You can sign in with it now.`);
  });
  const rename = useRenamePasskey((passkey) => {
    setRenaming(null);
    setNotice(`The passkey is renamed “${passkey.name}”.`);
  });
  const remove = useRemovePasskey((passkey) => {
    setRemoving(null);
    setNotice(`The passkey “${passkey.name}” is removed. It no longer signs you in.`);
  });
  const list = passkeys.data ?? [];
  const failure = failureText(add.error ?? rename.error ?? remove.error ?? passkeys.error);

  function startAdding() {
    setNotice('');
    add.reset();
    setAdding(thisDevice || 'My passkey');
  }

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        Passkeys
      </h2>
      <p className="account-passkeys__lead">
        A passkey signs you in with this device’s fingerprint, face or screen lock, without typing
        your password.
      </p>
      {passkeys.isPending ? <p>Loading your passkeys…</p> : null}
      {passkeys.isSuccess && list.length === 0 ? (
        <p className="account-devices__none">{NO_PASSKEYS_TEXT}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="stack-list account-devices" aria-label="Your passkeys">
          {list.map((passkey) => (
            <li key={passkey.id} className="account-devices__item">
              {renaming === passkey.id ? (
                <PasskeyNameForm
                  className="account-passkeys__rename"
                  fieldId={`${id}-rename-${passkey.id}`}
                  label="New name"
                  initialName={passkey.name}
                  submitText="Save"
                  pending={rename.isPending}
                  onSubmit={(name) => rename.mutate({ id: passkey.id, name })}
                  onCancel={() => setRenaming(null)}
                />
              ) : (
                <>
                  <div className="account-devices__about">
                    <p className="account-devices__name">{passkey.name}</p>
                    <p className="account-devices__times">
                      Added {formatDateTime(passkey.created_at)} ·{' '}
                      {passkey.last_used_at
                        ? `Last used ${formatTimeAgo(passkey.last_used_at, now)}`
                        : 'Not used yet'}
                    </p>
                  </div>
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-label={`Rename ${passkey.name}`}
                      onClick={() => {
                        setNotice('');
                        rename.reset();
                        setRenaming(passkey.id);
                      }}
                    >
                      Rename
                    </button>
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-label={`Remove ${passkey.name}`}
                      onClick={() => {
                        setNotice('');
                        remove.reset();
                        setRemoving(passkey);
                      }}
                    >
                      Remove
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {removing ? (
        <ConfirmCallout
          confirmText="Remove passkey"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>
            Remove the passkey “{removing.name}”? It will no longer sign you in. Your password and
            other passkeys still will.
          </p>
        </ConfirmCallout>
      ) : null}
      {supported === false ? <p className="callout">{PASSKEYS_UNSUPPORTED_MESSAGE}</p> : null}
      {supported && adding === null ? (
        <div className="button-row account-devices__all">
          <button type="button" className="button button--primary" onClick={startAdding}>
            {ADD_PASSKEY_TEXT}
          </button>
        </div>
      ) : null}
      {supported && adding !== null ? (
        <PasskeyNameForm
          className="account-passkeys__add"
          ariaLabel={ADD_PASSKEY_TEXT}
          fieldId={`${id}-name`}
          label="Name"
          hint="So you can tell your passkeys apart, e.g. the device it is on."
          initialName={adding}
          submitText={add.isPending ? 'Waiting for your device…' : 'Create passkey'}
          pending={add.isPending}
          onSubmit={(name) => {
            setNotice('');
            add.mutate(name);
          }}
          onCancel={() => {
            add.reset();
            setAdding(null);
          }}
        />
      ) : null}
      <ActionOutcome notice={notice} failure={failure} />
    </section>
  );
}
