import { WAITING_TEXT } from '#kit/outbox';
import { useQueuedWrites } from '#kit/use-queued-writes';
import { MEAL_OUTBOX } from './ludde.api';
import { type NewFeedingTime, useRefreshFeedingTimes } from './ludde.queries';

/** Meals logged without a connection, until the outbox has sent them. */
export function WaitingMeals() {
  const refresh = useRefreshFeedingTimes();
  const waiting = useQueuedWrites(MEAL_OUTBOX.id, refresh);
  if (waiting.length === 0) return null;
  return (
    <ul className="ludde-waiting" aria-label="Meals waiting to be sent">
      {waiting.map((write) => {
        const entry = write.body as NewFeedingTime;
        const when = entry.timestamp.slice(0, 16).replace('T', ' ');
        return (
          <li key={write.id}>
            {when}
            {entry.comment ? ` · ${entry.comment}` : ''}
            {write.writer ? ` · by ${write.writer.username}` : ''} — {WAITING_TEXT}
          </li>
        );
      })}
    </ul>
  );
}
