import { useId } from 'react';
import { BarChart } from '#kit/bar-chart';
import { formatLongDay, formatWeekday } from '#kit/date-format';
import { useNow } from '#kit/use-now';
import { feedingStats, formatDuration } from '../core/feeding-stats';
import { mealsByFeeder } from '../core/meals-by-feeder';
import type { FeedingTime } from '../shared/ludde.schemas';
import { browserOffsetAt } from './browser-time';

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

/** Show Data's analytics: the last 7 days in tiles and charts. */
export function FeedingStatsPanel({ rows }: { readonly rows: readonly FeedingTime[] }) {
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
