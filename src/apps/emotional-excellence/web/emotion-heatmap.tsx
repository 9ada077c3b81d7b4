import { useMemo, useState, type ReactNode } from 'react';
import { heatmapCalendar, weekdaySummary } from '../core/emotion-heatmap';
import { EMOTION_TREE } from '../data/emotion-tree';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import { formatLongDay, formatWallClockTime } from '#kit/date-format';
import { WEEKDAY_NAMES } from './emotion-format';
import { EmotionPathLabel } from './emotion-path-label';
import { cellColour, HeatmapGrid } from './heatmap-grid';

/** A table that may scroll sideways on a phone, reachable by keyboard so it can be scrolled. */
function ScrollingTable({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled without a pointer (WCAG 2.1.1).
    <div className="ee-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * The Heatmap tab: a calendar of at least the last twelve months, each day in the colour of its
 * dominant feeling, deeper for stronger; a legend; the chosen day's entries; the same days as a
 * table; and how feelings fall across the weekdays.
 */
export function EmotionHeatmap({
  entries,
  today,
}: {
  readonly entries: readonly SavedEmotion[];
  readonly today: string;
}) {
  const calendar = useMemo(() => heatmapCalendar(entries, today), [entries, today]);
  const summary = useMemo(() => weekdaySummary(entries), [entries]);
  const [chosenDay, setChosenDay] = useState(today);
  const activeDay =
    chosenDay >= calendar.firstDay && chosenDay <= calendar.lastDay ? chosenDay : today;
  const days = calendar.weeks.flat().filter((day) => day !== null);
  const active = days.find((day) => day.day === activeDay);
  const daysWithEntries = days.filter((day) => day.entries.length > 0).reverse();
  const busiest = Math.max(1, ...summary.flatMap((row) => Object.values(row.counts)));

  return (
    <div className="ee-heatmap">
      <h2 className="ee-panel-title">Heatmap</h2>
      <p className="muted ee-heatmap__lead">
        Each day takes the colour of its dominant feeling (the one with the highest total
        intensity); the deeper the colour, the stronger it was felt.
      </p>

      <HeatmapGrid
        calendar={calendar}
        today={today}
        activeDay={activeDay}
        onActivate={setChosenDay}
      />

      <div className="ee-legend" aria-label="Legend" role="group">
        <ul className="ee-legend__emotions">
          {EMOTION_TREE.map((node) => (
            <li key={node.name}>
              <span
                className="ee-legend__swatch"
                style={{ backgroundColor: node.colour }}
                aria-hidden="true"
              />
              {node.name}
            </li>
          ))}
        </ul>
        <div className="ee-legend__strength">
          <span>Milder</span>
          {[1, 2, 3, 4, 5].map((strength) => (
            <span
              key={strength}
              className="ee-cell ee-cell--filled ee-legend__cell"
              style={cellColour({
                day: '',
                weekday: 0,
                entries: [],
                dominant: { emotion: 'Sad', strength },
              })}
              aria-hidden="true"
            />
          ))}
          <span>Stronger</span>
        </div>
      </div>

      {active ? (
        <section className="ee-day" aria-labelledby="ee-day-title">
          <h3 id="ee-day-title" className="ee-day__title">
            {active.day === today ? 'Today, ' : ''}
            {formatLongDay(active.day)}
          </h3>
          {active.entries.length === 0 ? (
            <p className="muted">No entries on this day.</p>
          ) : (
            <ul className="ee-day__entries">
              {active.entries.map((entry) => (
                <li key={entry.id}>
                  <span className="ee-day__time">{formatWallClockTime(entry.date)}</span>
                  <EmotionPathLabel
                    top={entry.topLevelEmotion}
                    mid={entry.midLevelEmotion}
                    low={entry.lowLevelEmotion}
                  />
                  <span className="ee-day__intensity">Intensity {entry.intensity}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <details className="ee-table-alternative">
        <summary>Show the calendar as a table</summary>
        {daysWithEntries.length === 0 ? (
          <p className="muted">No entries in this period yet.</p>
        ) : (
          <ScrollingTable label="Days with entries">
            <table className="ee-table">
              <caption>Days with entries, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Dominant feeling</th>
                  <th scope="col">Strength</th>
                  <th scope="col">Entries</th>
                </tr>
              </thead>
              <tbody>
                {daysWithEntries.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{formatLongDay(day.day)}</th>
                    <td>{day.dominant?.emotion}</td>
                    <td>{day.dominant?.strength}</td>
                    <td>
                      {day.entries
                        .map(
                          (entry) =>
                            `${entry.topLevelEmotion} › ${entry.midLevelEmotion} › ${entry.lowLevelEmotion} (${entry.intensity})`,
                        )
                        .join('; ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </details>

      <section className="ee-weekdays" aria-labelledby="ee-weekdays-title">
        <h3 id="ee-weekdays-title">Feelings by weekday</h3>
        {entries.length === 0 ? (
          <p className="muted">
            Once you have saved a few feelings, this shows which days bring which.
          </p>
        ) : (
          <ScrollingTable label="Feelings by weekday">
            <table className="ee-table ee-weekdays__table">
              <caption className="visually-hidden">
                Number of entries per weekday and top emotion
              </caption>
              <thead>
                <tr>
                  <th scope="col">Weekday</th>
                  {EMOTION_TREE.map((node) => (
                    <th scope="col" key={node.name}>
                      {node.name}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {summary.map((row) => (
                  <tr key={row.weekday}>
                    <th scope="row">{WEEKDAY_NAMES[row.weekday]}</th>
                    {EMOTION_TREE.map((node) => {
                      const count = row.counts[node.name as keyof typeof row.counts];
                      return (
                        <td key={node.name} className="ee-weekdays__count">
                          <span
                            className="ee-weekdays__bar"
                            aria-hidden="true"
                            style={{
                              backgroundColor: node.colour,
                              width: `${Math.round((count / busiest) * 100)}%`,
                            }}
                          />
                          <span className="ee-weekdays__number">{count}</span>
                        </td>
                      );
                    })}
                    <td>{row.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </section>
    </div>
  );
}
