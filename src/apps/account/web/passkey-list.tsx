import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { PASSKEY_NAME_MAX, type Passkey } from '../../../shared/passkey.schemas';
import { isSessionEndedError } from '../../../web/api-client';
import { useHydrated } from '../../../web/hydration';
import { formatDateTime, formatTimeAgo } from '../../../web/kit/date-format';
import { FormField } from '../../../web/kit/form-field';
import {
  PASSKEYS_UNSUPPORTED_MESSAGE,
  passkeyFailureMessage,
  passkeysSupported,
} from '../../../web/kit/passkeys';
import { useNow } from '../../../web/kit/use-now';
import {
  ACCOUNT_SESSIONS_KEY,
  addPasskey,
  fetchAccountSessions,
  fetchPasskeys,
  PASSKEYS_KEY,
  removePasskey,
  renamePasskey,
} from './account.api';

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
  const queryClient = useQueryClient();
  const now = useNow(60_000);
  // Known only in the browser: the prerendered page says nothing either way.
  const supported = useHydrated() ? passkeysSupported() : null;
  const focusOnMount = useCallback((node: HTMLInputElement | null) => node?.focus(), []);
  const [adding, setAdding] = useState(false);
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [notice, setNotice] = useState('');
  const passkeys = useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) => fetchPasskeys(signal),
  });
  // The default name of a new passkey: this browser, as the device list names it.
  const sessions = useQuery({
    queryKey: ACCOUNT_SESSIONS_KEY,
    queryFn: ({ signal }) => fetchAccountSessions(signal),
  });
  const thisDevice = sessions.data?.find((session) => session.current)?.device ?? '';
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });

  const add = useMutation({
    mutationFn: (name: string) => addPasskey(name),
    onSuccess: (passkey) => {
      setAdding(false);
      setNotice(`The passkey “${passkey.name}” is added. You can sign in with it now.`);
      return refresh();
    },
  });
  const rename = useMutation({
    mutationFn: ({ id: passkeyId, name }: { id: number; name: string }) =>
      renamePasskey(passkeyId, name),
    onSuccess: (passkey) => {
      setRenaming(null);
      setNotice(`The passkey is renamed “${passkey.name}”.`);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (passkey: Passkey) => removePasskey(passkey.id),
    onSuccess: (_, passkey) => {
      setRemoving(null);
      setNotice(`The passkey “${passkey.name}” is removed. It no longer signs you in.`);
      return refresh();
    },
  });
  const list = passkeys.data ?? [];
  const failure = failureText(add.error ?? rename.error ?? remove.error ?? passkeys.error);

  function startAdding() {
    setNotice('');
    add.reset();
    setNewName(thisDevice || 'My passkey');
    setAdding(true);
  }

  function submitAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = newName.trim();
    if (name === '' || add.isPending) return;
    setNotice('');
    add.mutate(name);
  }

  function submitRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!renaming || renaming.name.trim() === '' || rename.isPending) return;
    rename.mutate({ id: renaming.id, name: renaming.name.trim() });
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
              {renaming?.id === passkey.id ? (
                <form className="account-passkeys__rename" onSubmit={submitRename}>
                  <FormField id={`${id}-rename-${passkey.id}`} label="New name">
                    {(control) => (
                      <input
                        {...control}
                        required
                        maxLength={PASSKEY_NAME_MAX}
                        ref={focusOnMount}
                        value={renaming.name}
                        onChange={(event) =>
                          setRenaming({ id: passkey.id, name: event.target.value })
                        }
                      />
                    )}
                  </FormField>
                  <div className="button-row">
                    <button
                      type="submit"
                      className="button button--primary"
                      disabled={rename.isPending}
                    >
                      Save
                    </button>
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => setRenaming(null)}
                    >
                      Cancel
                    </button>
                  </div>
                </form>
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
                        setRenaming({ id: passkey.id, name: passkey.name });
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
        <div className="callout account-devices__confirm" role="group" aria-label="Confirm">
          <p>
            Remove the passkey “{removing.name}”? It will no longer sign you in. Your password and
            other passkeys still will.
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(removing)}
            >
              Remove passkey
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setRemoving(null)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {supported === false ? <p className="callout">{PASSKEYS_UNSUPPORTED_MESSAGE}</p> : null}
      {supported && !adding ? (
        <div className="button-row account-devices__all">
          <button type="button" className="button button--primary" onClick={startAdding}>
            {ADD_PASSKEY_TEXT}
          </button>
        </div>
      ) : null}
      {supported && adding ? (
        <form className="account-passkeys__add" aria-label={ADD_PASSKEY_TEXT} onSubmit={submitAdd}>
          <FormField
            id={`${id}-name`}
            label="Name"
            hint="So you can tell your passkeys apart, e.g. the device it is on."
          >
            {(control) => (
              <input
                {...control}
                required
                maxLength={PASSKEY_NAME_MAX}
                ref={focusOnMount}
                value={newName}
                onChange={(event) => setNewName(event.target.value)}
              />
            )}
          </FormField>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={add.isPending}>
              {add.isPending ? 'Waiting for your device…' : 'Create passkey'}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                add.reset();
                setAdding(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      <div role="status" aria-live="polite">
        {notice ? <p className="form-message form-message--success">{notice}</p> : null}
      </div>
      {failure ? (
        <p role="alert" className="callout callout--danger">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
