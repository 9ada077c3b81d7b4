import type { ReactNode } from 'react';

/** Where a wide table scrolls sideways: a named region that the keyboard can reach. */
function TableScroll({
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

/** An Admin table in its scroll region: its caption if it has one, the header cells, then the rows. */
export function AdminTable({
  labelledBy,
  busy,
  caption,
  sortable = false,
  headers,
  children,
}: {
  /** The id of what names the table: a heading outside it, or the caption given here. */
  readonly labelledBy: string;
  /** True while the rows shown are about to be replaced. */
  readonly busy?: boolean;
  readonly caption?: string;
  /** True when the column headers are buttons that sort the rows. */
  readonly sortable?: boolean;
  /** The cells of the header row. */
  readonly headers: ReactNode;
  /** The rows of the body. */
  readonly children: ReactNode;
}) {
  return (
    <TableScroll labelledBy={labelledBy} busy={busy}>
      <table className={sortable ? 'admin-table admin-table--sortable' : 'admin-table'}>
        {caption === undefined ? null : (
          <caption id={labelledBy} className="admin-table__caption">
            {caption}
          </caption>
        )}
        {/* Plain column names are for screen readers only where rows are cards: see admin.css. */}
        <thead className={sortable ? undefined : 'visually-hidden'}>
          <tr>{headers}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
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
