import { isCalendarDay } from '#shared/calendar-day';
import { formatLongDay } from '#kit/date-format';
import { WAITING_TEXT } from '#kit/outbox';
import { useQueuedWrites } from '#kit/use-queued-writes';
import { scoreAsGuesses } from '../core/rgb-score';
import { RGB_SCORE_OUTBOX, type RgbScoreClaim } from './rgb-guesser.api';

export interface WaitingScoresProps {
  /** Called when the outbox changes: a score queued, or sent now that the connection is back. */
  readonly onChange: () => void;
}

/**
 * The signed-in player's finished days not yet sent to the family's scores (no connection when the
 * game ended). Mounting it also starts the outbox, which sends them when the connection returns.
 */
export function WaitingScores({ onChange }: WaitingScoresProps) {
  const waiting = useQueuedWrites(RGB_SCORE_OUTBOX.id, onChange);
  if (waiting.length === 0) return null;
  return (
    <ul className="rgb-waiting" aria-label="Scores waiting to be sent">
      {waiting.map((write) => {
        const claim = write.body as RgbScoreClaim;
        return (
          <li key={write.id}>
            Your {scoreAsGuesses(claim.score)}
            {isCalendarDay(claim.mode) ? ` on ${formatLongDay(claim.mode)}` : ''} — {WAITING_TEXT}
          </li>
        );
      })}
    </ul>
  );
}
