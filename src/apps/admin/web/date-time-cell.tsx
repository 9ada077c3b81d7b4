import { dateAndTime } from './admin-format';

/** A table cell with a timestamp that wraps between the day and the time, never inside either. */
export function DateTimeCell({
  iso,
  label,
}: {
  readonly iso: string | null | undefined;
  /** The column's name, shown before the value when rows are laid out as cards. */
  readonly label: string;
}) {
  const parts = dateAndTime(iso);
  return (
    <td className="admin-table__date" data-label={label}>
      {parts ? (
        <time dateTime={iso ?? undefined}>
          <span className="admin-table__nowrap">{parts[0]}</span>{' '}
          <span className="admin-table__nowrap">{parts[1]}</span>
        </time>
      ) : null}
    </td>
  );
}
