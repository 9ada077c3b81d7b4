import { type FormEvent, useId, useState } from 'react';
import { isSessionEndedError } from '#kit/api-client';
import { useNow } from '#kit/use-now';
import { toOffsetTimestamp } from '../core/local-timestamp';
import { isAfterCurrentMinute } from '../shared/feeding-timestamp';
import { FEEDING_COMMENT_MAX_LENGTH, FUTURE_MEAL_ERROR } from '../shared/ludde.schemas';
import { asLocalValue, nowAsLocalValue, offsetForLocalValue } from './browser-time';
import { feedingErrorText, useSaveFeedingTime } from './ludde.queries';
import { WaitingMeals } from './waiting-meals';

const MISSING_TIME_ERROR = 'Enter the date and time of the meal.';

/** Enter Data: a meal's time (now by default) and an optional comment. */
export function FeedingEntryForm({ onSaved }: { readonly onSaved: () => void }) {
  const id = useId();
  const [localTime, setLocalTime] = useState(nowAsLocalValue);
  const [comment, setComment] = useState('');
  const [timeError, setTimeError] = useState<string | null>(null);
  // The picker offers nothing after the current minute; it moves on with the clock.
  const latest = asLocalValue(useNow(60_000));
  const save = useSaveFeedingTime((saved) => {
    setLocalTime(nowAsLocalValue());
    setComment('');
    if (saved !== null) onSaved();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const timestamp = toOffsetTimestamp(localTime, offsetForLocalValue(localTime));
    if (timestamp === null) {
      setTimeError(MISSING_TIME_ERROR);
      return;
    }
    // The server checks this too, by its own clock; this saves a round trip and a queued write.
    if (isAfterCurrentMinute(new Date(timestamp), new Date())) {
      setTimeError(FUTURE_MEAL_ERROR);
      return;
    }
    setTimeError(null);
    save.mutate({ timestamp, comment: comment.trim() });
  }

  return (
    <form
      className="panel form-stack ludde-form"
      aria-label="New feeding time"
      onSubmit={submit}
      noValidate
    >
      <label className="field">
        <span className="field__label">Timestamp</span>
        <input
          type="datetime-local"
          value={localTime}
          max={latest}
          required
          aria-invalid={timeError !== null}
          aria-describedby={timeError !== null ? `${id}-time-error` : undefined}
          onChange={(event) => {
            setLocalTime(event.target.value);
            setTimeError(null);
          }}
        />
      </label>
      {timeError !== null ? (
        <p id={`${id}-time-error`} className="form-message form-message--error">
          {timeError}
        </p>
      ) : null}
      <label className="field">
        <span className="field__label">Comment</span>
        <input
          type="text"
          value={comment}
          maxLength={FEEDING_COMMENT_MAX_LENGTH}
          placeholder="Optional, e.g. half a portion"
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
      {save.isError && !isSessionEndedError(save.error) ? (
        <p role="alert" className="form-message form-message--error">
          The feeding time was not saved: {feedingErrorText(save.error)}
        </p>
      ) : null}
      <WaitingMeals />
    </form>
  );
}
