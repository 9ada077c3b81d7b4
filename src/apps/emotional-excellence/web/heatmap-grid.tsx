import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { HeatmapCalendar, HeatmapDay } from '../core/emotion-heatmap';
import { addDays, daysBetween } from '#shared/calendar-day';
import { findTopLevelEmotion } from '../core/emotion-tree-lookup';
import { formatLongDay, formatMonth, formatWallClockTime } from '#kit/date-format';
import { WEEKDAY_NAMES } from './emotion-format';

/** How much of the emotion's colour fills a cell, by strength 1–5. */
const STRENGTH_FILL = ['0%', '32%', '49%', '66%', '83%', '100%'] as const;

/** Background custom properties of a day's cell: its dominant emotion at its strength. */
export function cellColour(day: HeatmapDay): Record<string, string> | undefined {
  const node = day.dominant ? findTopLevelEmotion(day.dominant.emotion) : undefined;
  if (!node || !day.dominant) return undefined;
  return {
    '--ee-cell-colour': node.colour,
    '--ee-cell-fill': STRENGTH_FILL[day.dominant.strength] ?? '100%',
  };
}

/** What a cell says to assistive technology: its date and every entry of the day. */
export function describeDay(day: HeatmapDay, today: string): string {
  const date = `${day.day === today ? 'Today, ' : ''}${formatLongDay(day.day)}`;
  if (day.entries.length === 0) return `${date}: no entries`;
  const entries = day.entries
    .map(
      (entry) =>
        `${entry.topLevelEmotion} › ${entry.midLevelEmotion} › ${entry.lowLevelEmotion}, intensity ${entry.intensity} at ${formatWallClockTime(entry.date)}`,
    )
    .join('; ');
  return `${date}: ${entries}`;
}

/**
 * The calendar as an ARIA grid: a row per weekday, a column per week. One cell is in the tab
 * order; arrow keys move by day (up, down) and week (left, right), Home and End to the ends.
 */
export function HeatmapGrid({
  calendar,
  today,
  activeDay,
  onActivate,
}: {
  readonly calendar: HeatmapCalendar;
  readonly today: string;
  readonly activeDay: string;
  readonly onActivate: (day: string) => void;
}) {
  const id = useId();
  const scroller = useRef<HTMLDivElement | null>(null);
  const shouldFocus = useRef(false);
  const weekCount = calendar.weeks.length;

  // Open at the newest weeks: on a phone the year does not fit.
  useEffect(() => {
    const node = scroller.current;
    if (node) node.scrollLeft = node.scrollWidth;
  }, []);

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    const cell = document.getElementById(`${id}-${activeDay}`);
    cell?.focus();
    cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeDay, id]);

  const move = (event: KeyboardEvent<HTMLElement>) => {
    const steps: Record<string, number> = {
      ArrowUp: -1,
      ArrowDown: 1,
      ArrowLeft: -7,
      ArrowRight: 7,
    };
    let target: string | null = null;
    if (event.key in steps) target = addDays(activeDay, steps[event.key] ?? 0);
    else if (event.key === 'Home') target = calendar.firstDay;
    else if (event.key === 'End') target = calendar.lastDay;
    else if (event.key === 'PageUp') target = addDays(activeDay, -28);
    else if (event.key === 'PageDown') target = addDays(activeDay, 28);
    if (target === null) return;
    event.preventDefault();
    if (daysBetween(calendar.firstDay, target) < 0) target = calendar.firstDay;
    if (daysBetween(target, calendar.lastDay) < 0) target = calendar.lastDay;
    shouldFocus.current = true;
    onActivate(target);
  };

  return (
    <div className="ee-heatmap__scroll" ref={scroller}>
      <div
        className="ee-heatmap__months"
        aria-hidden="true"
        style={{ gridTemplateColumns: `repeat(${weekCount}, var(--ee-cell-size))` }}
      >
        {calendar.monthStarts.map((start, i) => (
          <span key={start.month} style={{ gridColumn: `${start.week + 1} / span 4` }}>
            {formatMonth(`${start.month}-01`, i === 0 || start.month.endsWith('-01'))}
          </span>
        ))}
      </div>
      <div
        role="grid"
        aria-label="Calendar of feelings, one cell per day"
        aria-describedby={`${id}-keys`}
        className="ee-heatmap__grid"
      >
        {WEEKDAY_NAMES.map((weekdayName, weekday) => (
          <div role="row" key={weekdayName} className="ee-heatmap__row">
            <span role="rowheader" className="ee-heatmap__weekday" aria-label={weekdayName}>
              <span aria-hidden="true">{weekday % 2 === 0 ? weekdayName.slice(0, 3) : ''}</span>
            </span>
            {calendar.weeks.map((week, column) => {
              const day = week[weekday];
              if (!day) {
                return <span key={column} role="gridcell" className="ee-cell ee-cell--outside" />;
              }
              const filled = cellColour(day);
              return (
                <span
                  key={column}
                  id={`${id}-${day.day}`}
                  role="gridcell"
                  tabIndex={day.day === activeDay ? 0 : -1}
                  aria-label={describeDay(day, today)}
                  aria-selected={day.day === activeDay}
                  data-day={day.day}
                  data-emotion={day.dominant?.emotion}
                  data-strength={day.dominant?.strength}
                  className={[
                    'ee-cell',
                    filled ? 'ee-cell--filled' : '',
                    day.day === today ? 'ee-cell--today' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  style={filled}
                  onClick={() => onActivate(day.day)}
                  onKeyDown={move}
                  onFocus={() => {
                    if (day.day !== activeDay) onActivate(day.day);
                  }}
                />
              );
            })}
          </div>
        ))}
      </div>
      <p id={`${id}-keys`} className="visually-hidden">
        Arrow keys move by day up and down and by week left and right; Home and End go to the first
        and last day.
      </p>
    </div>
  );
}
