import { useId, useRef, useState } from 'react';
import { useSession } from '#kit/session';
import { PageHeader } from '#kit/page-header';
import { manifest } from '../manifest';
import type { User } from '../shared/admin.schemas';
import type { NewAccountLink } from '../shared/account-links.schemas';
import { OpenAccountLinks } from './account-links';
import { useAdminUsers, useDeleteUser, useMakeResetLink, useRoles } from './admin.queries';
import { ErrorAlert } from '#kit/error-alert';
import { INVITE_LABEL, InviteForm } from './invite-form';
import { LinkDialog } from './link-dialog';
import { LoginLocks } from './login-locks';
import { UserForm } from './user-form';
import { UsersTable } from './users-table';
import '#kit/panel.css';
import '#kit/form.css';
import './admin.css';

type Editing = { readonly user: User | null } | { readonly invite: true } | null;

export default function UsersPage() {
  const route = manifest.routes[1];
  const tableId = useId();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');
  const [showDeleted, setShowDeleted] = useState(false);
  const signedInAs = useSession()?.username;

  const users = useAdminUsers(showDeleted);
  const roles = useRoles();
  const roleNames = (roles.data ?? []).map((role) => role.role_name);

  // A link made just now, shown once in its dialog.
  const [shownLink, setShownLink] = useState<NewAccountLink | null>(null);
  const reset = useMakeResetLink(setShownLink);
  const remove = useDeleteUser((user) => {
    setNotice(`User "${user.username}" was deleted.`);
    if (editing && 'user' in editing && editing.user?.ID === user.ID) setEditing(null);
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

  function onInvited(link: NewAccountLink) {
    setNotice(`User "${link.username}" was invited.`);
    setEditing(null);
    setShownLink(link);
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

  function onSaved(user: User, created: boolean) {
    setNotice(
      created ? `User "${user.username}" was created.` : `User "${user.username}" was updated.`,
    );
    close();
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
          onInvited={onInvited}
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
      <ErrorAlert
        className="admin-alert"
        error={reset.error}
        fallback="The reset link could not be made."
      />
      <ErrorAlert
        className="admin-alert"
        error={remove.error}
        fallback="The user could not be deleted."
      />
      {users.isPending ? (
        <p className="muted" role="status">
          Loading users…
        </p>
      ) : rows.length === 0 ? (
        <p className="muted">No users to show.</p>
      ) : (
        <UsersTable
          users={rows}
          headingId={`${tableId}-heading`}
          busy={users.isPlaceholderData}
          signedInAs={signedInAs}
          resettingId={reset.isPending ? reset.variables.ID : undefined}
          deletingId={remove.isPending ? remove.variables.ID : undefined}
          onEdit={open}
          onReset={confirmReset}
          onDelete={confirmDelete}
        />
      )}
    </section>
  );
}
