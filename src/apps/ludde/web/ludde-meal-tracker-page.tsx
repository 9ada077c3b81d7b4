import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, isSessionEndedError } from '../../../web/api-client';
import { type OutboxKind, postThroughOutbox, WAITING_TEXT } from '../../../web/outbox';
import { useQueuedWrites } from '../../../web/use-queued-writes';
import { BarChart } from '../../../web/kit/bar-chart';
import { PageHeader } from '../../../web/ui/page-header';
import { feedingStats, formatDuration, type OffsetAt } from '../core/feeding-stats';
import { mealsByFeeder } from '../core/meals-by-feeder';
import { toDateTimeLocalValue, toOffsetTimestamp } from '../core/local-timestamp';
import { manifest } from '../manifest';
import { isAfterCurrentMinute } from '../shared/feeding-timestamp';
import {
  FEEDING_COMMENT_MAX_LENGTH,
  FUTURE_MEAL_ERROR,
  type FeedingTime,
} from '../shared/ludde.schemas';
import {
  deleteFeedingTime,
  FEEDING_TIMES_PATH,
  fetchFeedingTimes,
  saveFeedingTime,
} from './ludde.api';
import { useSaveConfirmation } from './use-save-confirmation';
import '../../../web/kit/panel.css';
import '../../../web/kit/form.css';
import './ludde.css';
import { formatDateTime, formatLongDay, formatWeekday } from '../../../web/kit/date-format';
import { useNow } from '../../../web/kit/use-now';

export const SAVED_MESSAGE = 'Feeding time saved successfully!';

const FEEDING_TIMES_KEY = ['ludde', 'feeding-times'] as const;

/** The browser's offset from UTC, in minutes east, at an instant. */
const browserOffsetAt: OffsetAt = (instant) => -instant.getTimezoneOffset();

/** The offset in force at a wall-clock time typed into a datetime-local field. */
function offsetForLocalValue(localValue: string): number {
  // A date-time without an offset is read as local time, which is exactly what the field means.
  const local = new Date(localValue);
  return browserOffsetAt(Number.isNaN(local.getTime()) ? new Date() : local);
}

function asLocalValue(instant: Date): string {
  return toDateTimeLocalValue(instant, browserOffsetAt(instant));
}

function nowAsLocalValue(): string {
  return asLocalValue(new Date());
}

const MISSING_TIME_ERROR = 'Enter the date and time of the meal.';

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong.';
}

/** Spec §8: load failures are logged, not shown. */
async function loadFeedingTimes(signal: AbortSignal): Promise<FeedingTime[]> {
  try {
    return await fetchFeedingTimes(signal);
  } catch (error) {
    if (!signal.aborted) console.error('Meal tracker: could not load feeding times', error);
    throw error;
  }
}

function useFeedingTimes() {
  return useQuery({
    queryKey: FEEDING_TIMES_KEY,
    queryFn: ({ signal }) => loadFeedingTimes(signal),
  });
}

function FeedingEntryForm({ onSaved }: { readonly onSaved: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [localTime, setLocalTime] = useState(nowAsLocalValue);
  const [comment, setComment] = useState('');
  const [timeError, setTimeError] = useState<string | null>(null);
  // The picker offers nothing after the current minute; it moves on with the clock.
  const latest = asLocalValue(useNow(60_000));
  const save = useMutation({
    // Without a connection the meal waits in the outbox and is sent when it returns, so the
    // mutation runs offline too instead of pausing.
    networkMode: 'always',
    mutationFn: (entry: { timestamp: string; comment: string }) =>
      postThroughOutbox(MEAL_OUTBOX, FEEDING_TIMES_PATH, entry, (headers) =>
        saveFeedingTime(entry, headers),
      ),
    onSuccess: async (saved) => {
      setLocalTime(nowAsLocalValue());
      setComment('');
      if (saved !== null) onSaved();
      await queryClient.invalidateQueries({ queryKey: FEEDING_TIMES_KEY });
    },
    onError: (error) => console.error('Meal tracker: could not save a feeding time', error),
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
          The feeding time was not saved: {errorText(save.error)}
        </p>
      ) : null}
      <WaitingMeals />
    </form>
  );
}

const MEAL_OUTBOX: OutboxKind = { id: 'ludde-meal', one: 'meal', many: 'meals' };

/** Meals logged without a connection, until the outbox has sent them. */
function WaitingMeals() {
  const queryClient = useQueryClient();
  const waiting = useQueuedWrites(MEAL_OUTBOX.id, () => {
    void queryClient.invalidateQueries({ queryKey: FEEDING_TIMES_KEY });
  });
  if (waiting.length === 0) return null;
  return (
    <ul className="ludde-waiting" aria-label="Meals waiting to be sent">
      {waiting.map((write) => {
        const entry = write.body as { timestamp: string; comment: string };
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

function StatTile({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div className="ludde-stat">
      <dt className="ludde-stat__label">{label}</dt>
      <dd className="ludde-stat__value">{value}</dd>
    </div>
  );
}

interface MealBar {
  /** Under the bar ('Mon', '07'). */
  readonly label: string;
  /** Read by screen readers ('Monday 16 November', '07:00 to 07:59'). */
  readonly name: string;
  readonly value: number;
}

function MealChart({
  title,
  bars,
  narrowLabelEvery,
}: {
  readonly title: string;
  readonly bars: readonly MealBar[];
  readonly narrowLabelEvery?: number;
}) {
  const summary = bars.map((bar) => `${bar.name}: ${bar.value}`).join(', ');
  return (
    <BarChart
      className="ludde-chart"
      caption={title}
      description={`${title}. ${summary}`}
      bars={bars}
      height={200}
      narrowLabelEvery={narrowLabelEvery}
    />
  );
}

function FeedingStatsPanel({ rows }: { readonly rows: readonly FeedingTime[] }) {
  const headingId = useId();
  // A minute clock, so 'today' moves on at midnight.
  const now = useNow(60_000);
  const stats = feedingStats(
    rows.map((row) => new Date(row.timestamp)),
    now,
    browserOffsetAt,
  );
  const perDay: MealBar[] = stats.days.map((day) => {
    return {
      label: formatWeekday(day.date),
      name: formatLongDay(day.date),
      value: day.meals,
    };
  });
  const perHour: MealBar[] = stats.mealsByHour.map((meals, hour) => {
    const label = String(hour).padStart(2, '0');
    return { label, name: `${label}:00 to ${label}:59`, value: meals };
  });
  const perFeeder: MealBar[] = mealsByFeeder(
    rows.map((row) => ({
      at: new Date(row.timestamp),
      feederId: row.CreatedBy,
      feederName: row.CreatedByName,
    })),
    now,
    browserOffsetAt,
  ).map((feeder) => ({ label: feeder.name, name: feeder.name, value: feeder.meals }));

  return (
    <section className="ludde-stats" aria-labelledby={headingId}>
      <h2 id={headingId}>Last 7 days</h2>
      <dl className="ludde-stats__tiles">
        <StatTile label="Meals today" value={String(stats.mealsToday)} />
        <StatTile
          label="Average meals per day"
          value={stats.averageMealsPerDay.toFixed(1).replace(/\.0$/, '')}
        />
        <StatTile
          label="Average gap"
          value={stats.gaps ? formatDuration(stats.gaps.averageMs) : '—'}
        />
        <StatTile
          label="Shortest gap"
          value={stats.gaps ? formatDuration(stats.gaps.shortestMs) : '—'}
        />
        <StatTile
          label="Longest gap"
          value={stats.gaps ? formatDuration(stats.gaps.longestMs) : '—'}
        />
      </dl>
      {stats.mealsInWindow === 0 ? (
        <p className="muted">No meals in the last 7 days.</p>
      ) : (
        <div className="ludde-stats__charts">
          <MealChart title="Meals per day" bars={perDay} />
          <MealChart title="Meals by time of day" bars={perHour} narrowLabelEvery={3} />
          <MealChart title="Who feeds Ludde most" bars={perFeeder} />
        </div>
      )}
    </section>
  );
}

function FeedingList({ rows }: { readonly rows: readonly FeedingTime[] }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteFeedingTime,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEEDING_TIMES_KEY }),
    onError: (error) => console.error('Meal tracker: could not delete a feeding time', error),
  });
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
          The feeding time was not deleted: {errorText(remove.error)}
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

function FeedingData() {
  const feedingTimes = useFeedingTimes();
  if (feedingTimes.isPending) {
    return (
      <p className="muted" role="status">
        Loading feeding times…
      </p>
    );
  }
  const rows = feedingTimes.data ?? [];
  if (rows.length === 0) {
    return <p className="muted">No feeding times yet. Add Ludde’s first meal under Enter Data.</p>;
  }
  return (
    <>
      <FeedingStatsPanel rows={rows} />
      <FeedingList rows={rows} />
    </>
  );
}

type View = 'enter' | 'show';

export default function LuddeMealTrackerPage() {
  const route = manifest.routes[0];
  const [view, setView] = useState<View>('enter');
  const saved = useSaveConfirmation();

  return (
    <section className="page ludde">
      <PageHeader title={route.title}>{route.description}</PageHeader>
      <div className="ludde-views" role="group" aria-label="View">
        <button
          type="button"
          className="button button--quiet ludde-views__button"
          aria-pressed={view === 'enter'}
          onClick={() => setView('enter')}
        >
          Enter Data
        </button>
        <button
          type="button"
          className={`button button--quiet ludde-views__button${saved.flashing ? ' flash' : ''}`}
          aria-pressed={view === 'show'}
          onClick={() => setView('show')}
        >
          Show Data
        </button>
      </div>
      <p role="status" className="form-message form-message--success ludde-saved">
        {saved.showMessage ? SAVED_MESSAGE : null}
      </p>
      {view === 'enter' ? <FeedingEntryForm onSaved={saved.confirm} /> : <FeedingData />}
    </section>
  );
}
