import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../../web/api-client';
import { useSession } from '../../../web/session';
import { PageHeader } from '../../../web/ui/page-header';
import { manifest } from '../manifest';
import type { User } from '../shared/admin.schemas';
import type { NewAccountLink } from '../shared/account-links.schemas';
import {
  ACCOUNT_LINKS_KEY,
  INVITE_LABEL,
  InviteForm,
  LinkDialog,
  OpenAccountLinks,
} from './account-links';
import { deleteUser, fetchAdminUsers, fetchRoles, makeResetLink } from './admin.api';
import { loggedLoad } from './admin-format';
import { DateTimeCell } from './date-time-cell';
import { LoginLocks } from './login-locks';
import { UserForm } from './user-form';
import '../../../web/kit/panel.css';
import '../../../web/kit/form.css';
import './admin.css';

const USERS_KEY = ['admin', 'users'] as const;
const ROLES_KEY = ['admin', 'roles'] as const;

type Editing = { readonly user: User | null } | { readonly invite: true } | null;

const COLUMNS = [
  'ID',
  'Username',
  'Email',
  'Access Role',
  'Comment',
  'Created At',
  'Updated At',
  'Deleted At',
  'Actions',
] as const;

export default function UsersPage() {
  const route = manifest.routes[1];
  const tableId = useId();
  const queryClient = useQueryClient();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');
  const [showDeleted, setShowDeleted] = useState(false);
  const signedInAs = useSession()?.username;

  const users = useQuery({
    queryKey: [...USERS_KEY, { includeDeleted: showDeleted }],
    queryFn: ({ signal }) =>
      loggedLoad('users', () => fetchAdminUsers({ includeDeleted: showDeleted }, signal)),
    // The table stays while the other list loads, rather than flashing 'Loading users…'.
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({
    queryKey: ROLES_KEY,
    queryFn: ({ signal }) => loggedLoad('roles', () => fetchRoles(signal)),
    staleTime: 5 * 60_000,
  });
  const roleNames = (roles.data ?? []).map((role) => role.role_name);

  // A link made just now, shown once in its dialog.
  const [shownLink, setShownLink] = useState<NewAccountLink | null>(null);
  const reset = useMutation({
    mutationFn: (user: User) => makeResetLink(user.ID),
    onSuccess: (link) => setShownLink(link),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_LINKS_KEY }),
  });

  const remove = useMutation({
    mutationFn: (user: User) => deleteUser(user.ID),
    onSuccess: (_, user) => {
      setNotice(`User "${user.username}" was deleted.`);
      if (editing && 'user' in editing && editing.user?.ID === user.ID) setEditing(null);
    },
    // Spec §4: the list is refetched after a delete, and after a failed one it may have changed too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });

  function open(user: User | null) {
    setNotice('');
    remove.reset();
    setEditing({ user });
  }

  function openInvite() {
    setNotice('');
    remove.reset();
    reset.reset();
    setEditing({ invite: true });
  }

  async function onInvited(link: NewAccountLink) {
    setNotice(`User "${link.username}" was invited.`);
    setEditing(null);
    setShownLink(link);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: USERS_KEY }),
      queryClient.invalidateQueries({ queryKey: ACCOUNT_LINKS_KEY }),
    ]);
  }

  function confirmReset(user: User) {
    setNotice('');
    const question = `Make a reset link for "${user.username}"? Whoever opens it may choose their password; an older reset link stops working.`;
    if (window.confirm(question)) reset.mutate(user);
  }

  function close() {
    setEditing(null);
    addButtonRef.current?.focus();
  }

  async function onSaved(user: User, created: boolean) {
    setNotice(
      created ? `User "${user.username}" was created.` : `User "${user.username}" was updated.`,
    );
    close();
    await queryClient.invalidateQueries({ queryKey: USERS_KEY });
  }

  function confirmDelete(user: User) {
    setNotice('');
    const question = `Delete the user "${user.username}"? They will be signed out and can no longer log in.`;
    if (window.confirm(question)) remove.mutate(user);
  }

  const rows = users.data ?? [];

  return (
    <section className="page admin-page">
      <PageHeader title={route.title}>{route.description}.</PageHeader>
      <div className="admin-toolbar">
        <div className="admin-toolbar__actions">
          <button
            ref={addButtonRef}
            type="button"
            className="button button--primary"
            onClick={() => open(null)}
          >
            Add New User
          </button>
          <button type="button" className="button button--quiet" onClick={openInvite}>
            {INVITE_LABEL}
          </button>
        </div>
      </div>
      <p role="status" className="form-message form-message--success admin-notice">
        {notice}
      </p>
      {editing && 'invite' in editing ? (
        <InviteForm
          roleNames={roleNames}
          rolesLoading={roles.isPending}
          onInvited={(link) => void onInvited(link)}
          onCancel={close}
        />
      ) : null}
      {shownLink ? <LinkDialog link={shownLink} onClose={() => setShownLink(null)} /> : null}
      {editing && 'user' in editing ? (
        <UserForm
          key={editing.user?.ID ?? 'new'}
          user={editing.user}
          roleNames={roleNames}
          rolesLoading={roles.isPending}
          onSaved={onSaved}
          onCancel={close}
        />
      ) : null}

      <LoginLocks />
      <OpenAccountLinks />
      <div className="admin-table-heading">
        <h2 id={`${tableId}-heading`}>Existing Users</h2>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={showDeleted}
            onChange={(event) => setShowDeleted(event.currentTarget.checked)}
          />
          <span>Show deleted users</span>
        </label>
      </div>
      {reset.isError ? (
        <p role="alert" className="callout callout--danger admin-alert">
          {reset.error instanceof ApiError
            ? reset.error.message
            : 'The reset link could not be made.'}
        </p>
      ) : null}
      {remove.isError ? (
        <p role="alert" className="callout callout--danger admin-alert">
          {remove.error instanceof ApiError
            ? remove.error.message
            : 'The user could not be deleted.'}
        </p>
      ) : null}
      {users.isPending ? (
        <p className="muted" role="status">
          Loading users…
        </p>
      ) : rows.length === 0 ? (
        <p className="muted">No users to show.</p>
      ) : (
        <div
          className="admin-table-scroll"
          role="region"
          aria-labelledby={`${tableId}-heading`}
          aria-busy={users.isPlaceholderData}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          <table className="admin-table">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => {
                const deleted = Boolean(user.DeletedAt);
                const own = user.username === signedInAs;
                return (
                  <tr key={user.ID} className={deleted ? 'admin-table__row--deleted' : undefined}>
                    <td className="admin-table__number" data-label="ID">
                      {user.ID}
                    </td>
                    <td className="admin-table__strong" data-label="Username">
                      <span>
                        {own ? `${user.username} ` : user.username}
                        {own ? <span className="admin-table__you">(you)</span> : null}
                      </span>
                    </td>
                    <td data-label="Email">{user.email}</td>
                    <td data-label="Access Role">{user.access_role}</td>
                    <td className="admin-table__comment" data-label="Comment">
                      {user.comment}
                    </td>
                    <DateTimeCell iso={user.CreatedAt} label="Created At" />
                    <DateTimeCell iso={user.UpdatedAt} label="Updated At" />
                    <DateTimeCell iso={user.DeletedAt} label="Deleted At" />
                    <td className="admin-table__actions-cell" data-label="Actions">
                      {deleted ? (
                        <span className="muted">Deleted</span>
                      ) : (
                        <div className="admin-table__actions">
                          <button
                            type="button"
                            className="button button--quiet admin-table__button"
                            aria-label={`Edit ${user.username}`}
                            onClick={() => open(user)}
                          >
                            Edit
                          </button>
                          <button
                            type="button"
                            className="button button--quiet admin-table__button"
                            aria-label={`Reset link for ${user.username}`}
                            disabled={reset.isPending && reset.variables.ID === user.ID}
                            onClick={() => confirmReset(user)}
                          >
                            Reset link
                          </button>
                          {/* The Admin's own account cannot be deleted: the server refuses it. */}
                          {own ? null : (
                            <button
                              type="button"
                              className="button button--quiet admin-table__button admin-table__button--danger"
                              aria-label={`Delete ${user.username}`}
                              disabled={remove.isPending && remove.variables.ID === user.ID}
                              onClick={() => confirmDelete(user)}
                            >
                              Delete
                            </button>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
