import type { ReactNode } from 'react';

/** Where a wide table scrolls sideways: a named region that the keyboard can reach. */
export function TableScroll({
  labelledBy,
  busy,
  children,
}: {
  /** The id of what names the table (its heading or caption). */
  readonly labelledBy: string;
  readonly busy?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div
      className="admin-table-scroll"
      role="region"
      aria-labelledby={labelledBy}
      aria-busy={busy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/** A row's Delete, named for what it deletes; off while that delete is on its way. */
export function DeleteButton({
  label,
  deleting,
  onDelete,
}: {
  readonly label: string;
  readonly deleting: boolean;
  readonly onDelete: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--quiet admin-table__button admin-table__button--danger"
      aria-label={label}
      disabled={deleting}
      onClick={onDelete}
    >
      Delete
    </button>
  );
}
