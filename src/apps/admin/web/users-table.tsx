import type { User } from '../shared/admin.schemas';
import { AdminTable, DeleteButton } from './admin-table-parts';
import { DateTimeCell } from './date-time-cell';

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

interface UsersTableProps {
  readonly users: readonly User[];
  /** The id of the heading that names the table. */
  readonly headingId: string;
  /** True while the rows shown are the other list's, until this one loads. */
  readonly busy: boolean;
  /** The signed-in Admin's username: their row says "(you)" and has no Delete. */
  readonly signedInAs: string | undefined;
  /** The ID of the user whose reset link is being made, and of the one being deleted. */
  readonly resettingId: number | undefined;
  readonly deletingId: number | undefined;
  readonly onEdit: (user: User) => void;
  readonly onReset: (user: User) => void;
  readonly onDelete: (user: User) => void;
}

/** One user: a deleted user's row is marked and has no actions; the Admin's own has no Delete. */
function UserRow({
  user,
  own,
  resetting,
  deleting,
  onEdit,
  onReset,
  onDelete,
}: {
  readonly user: User;
  readonly own: boolean;
  readonly resetting: boolean;
  readonly deleting: boolean;
  readonly onEdit: () => void;
  readonly onReset: () => void;
  readonly onDelete: () => void;
}) {
  const deleted = Boolean(user.DeletedAt);
  return (
    <tr className={deleted ? 'admin-table__row--deleted' : undefined}>
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
              onClick={onEdit}
            >
              Edit
            </button>
            <button
              type="button"
              className="button button--quiet admin-table__button"
              aria-label={`Reset link for ${user.username}`}
              disabled={resetting}
              onClick={onReset}
            >
              Reset link
            </button>
            {/* The Admin's own account cannot be deleted: the server refuses it. */}
            {own ? null : (
              <DeleteButton
                label={`Delete ${user.username}`}
                deleting={deleting}
                onDelete={onDelete}
              />
            )}
          </div>
        )}
      </td>
    </tr>
  );
}

/** The users, one row each, with Edit, Reset link and Delete; deleted users are marked as such. */
export function UsersTable({
  users,
  headingId,
  busy,
  signedInAs,
  resettingId,
  deletingId,
  onEdit,
  onReset,
  onDelete,
}: UsersTableProps) {
  return (
    <AdminTable
      labelledBy={headingId}
      busy={busy}
      headers={COLUMNS.map((column) => (
        <th key={column} scope="col">
          {column}
        </th>
      ))}
    >
      {users.map((user) => (
        <UserRow
          key={user.ID}
          user={user}
          own={user.username === signedInAs}
          resetting={resettingId === user.ID}
          deleting={deletingId === user.ID}
          onEdit={() => onEdit(user)}
          onReset={() => onReset(user)}
          onDelete={() => onDelete(user)}
        />
      ))}
    </AdminTable>
  );
}
