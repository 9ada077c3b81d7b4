import { useId } from 'react';
import { formatDateTime } from '#kit/date-format';
import type { FeedingTime } from '../shared/ludde.schemas';
import { feedingErrorText, useDeleteFeedingTime } from './ludde.queries';

/** Show Data's list of meals, newest on top, each with its Delete button. */
export function FeedingList({ rows }: { readonly rows: readonly FeedingTime[] }) {
  const headingId = useId();
  const remove = useDeleteFeedingTime();
  // Spec §7: the server sends oldest first; the list shows the newest on top.
  const newestFirst = [...rows].reverse();

  function confirmDelete(row: FeedingTime) {
    if (window.confirm(`Delete the meal of ${formatDateTime(row.timestamp)}?`))
      remove.mutate(row.ID);
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Feeding times</h2>
      {remove.isError ? (
        <p role="alert" className="form-message form-message--error">
          The feeding time was not deleted: {feedingErrorText(remove.error)}
        </p>
      ) : null}
      <ul className="stack-list" aria-labelledby={headingId}>
        {newestFirst.map((row) => {
          const when = formatDateTime(row.timestamp);
          return (
            <li key={row.ID} className="ludde-list__item">
              <div className="ludde-list__text">
                <time dateTime={row.timestamp} className="ludde-list__time">
                  {when}
                </time>
                {row.comment ? <span className="ludde-list__comment">{row.comment}</span> : null}
                <span className="ludde-list__by">by {row.CreatedByName}</span>
              </div>
              <button
                type="button"
                className="button button--quiet ludde-list__delete"
                aria-label={`Delete the meal of ${when}`}
                disabled={remove.isPending && remove.variables === row.ID}
                onClick={() => confirmDelete(row)}
              >
                Delete
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
