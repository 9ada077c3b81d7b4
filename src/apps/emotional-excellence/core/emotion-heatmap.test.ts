import { describe, expect, it } from 'vitest';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import { dominantEmotion, heatmapCalendar, weekdaySummary } from './emotion-heatmap';
import { weekdayOf } from '#shared/calendar-day';

let counter = 0;
function entry(
  date: string,
  topLevelEmotion: SavedEmotion['topLevelEmotion'],
  intensity: number,
): SavedEmotion {
  const levels = {
    Sad: ['Lonely', 'Isolated'],
    Mad: ['Frustrated', 'Stuck'],
    Scared: ['Anxious', 'Worried'],
    Joyful: ['Excited', 'Eager'],
    Powerful: ['Proud', 'Worthy'],
    Peaceful: ['Calm', 'Serene'],
  }[topLevelEmotion];
  counter += 1;
  return {
    id: `e${counter}`,
    date,
    topLevelEmotion,
    midLevelEmotion: levels[0] ?? '',
    lowLevelEmotion: levels[1] ?? '',
    comment: '',
    intensity,
  };
}

describe('the dominant emotion of a day', () => {
  it('is the top emotion with the highest total intensity', () => {
    expect(
      dominantEmotion([
        entry('2026-03-14T08:00:00+01:00', 'Sad', 3),
        entry('2026-03-14T09:00:00+01:00', 'Joyful', 4),
        entry('2026-03-14T10:00:00+01:00', 'Sad', 2),
      ]),
    ).toEqual({ emotion: 'Sad', strength: 3 }); // 3 + 2 beats 4; strength is the mean, rounded.
  });

  it('goes to the feeling recorded last when totals tie', () => {
    const morning = entry('2026-03-14T08:00:00+01:00', 'Mad', 4);
    const evening = entry('2026-03-14T21:00:00+01:00', 'Peaceful', 4);
    expect(dominantEmotion([morning, evening])).toEqual({ emotion: 'Peaceful', strength: 4 });
    expect(dominantEmotion([evening, morning])).toEqual({ emotion: 'Peaceful', strength: 4 });
  });

  it('has a strength of one single entry as its intensity, and is null without entries', () => {
    expect(dominantEmotion([entry('2026-03-14T08:00:00Z', 'Scared', 5)])).toEqual({
      emotion: 'Scared',
      strength: 5,
    });
    expect(dominantEmotion([])).toBeNull();
  });
});

describe('the heatmap calendar', () => {
  it('covers the last twelve whole months up to today, across the year boundary', () => {
    const calendar = heatmapCalendar([], '2026-01-10');
    expect(calendar.firstDay).toBe('2025-01-01');
    expect(calendar.lastDay).toBe('2026-01-10');
    const days = calendar.weeks.flat().filter((day) => day !== null);
    expect(days[0]?.day).toBe('2025-01-01');
    expect(days.at(-1)?.day).toBe('2026-01-10');
    expect(days).toHaveLength(375); // all of 2025 and ten days of 2026, none missing
    expect(calendar.monthStarts.map((start) => start.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
  });

  it('lays days out in Monday-to-Sunday columns with gaps only at the ends', () => {
    const calendar = heatmapCalendar([], '2026-03-14');
    for (const week of calendar.weeks) {
      expect(week).toHaveLength(7);
      week.forEach((day, weekday) => {
        if (day) expect([day.weekday, weekdayOf(day.day)]).toEqual([weekday, weekday]);
      });
    }
    const days = calendar.weeks.flat();
    const firstReal = days.findIndex((day) => day !== null);
    const lastReal = days.findLastIndex((day) => day !== null);
    expect(days.slice(firstReal, lastReal + 1).every((day) => day !== null)).toBe(true);
    expect(firstReal).toBe(weekdayOf('2025-03-01'));
    expect(lastReal % 7).toBe(weekdayOf('2026-03-14'));
  });

  it('puts each entry on its local day with the day’s dominant emotion', () => {
    const late = entry('2026-03-13T23:30:00-05:00', 'Joyful', 2); // 04:30 UTC on the 14th
    const calendar = heatmapCalendar(
      [late, entry('2026-03-14T07:00:00+01:00', 'Sad', 5)],
      '2026-03-14',
    );
    const days = calendar.weeks.flat();
    const thirteenth = days.find((day) => day?.day === '2026-03-13');
    const fourteenth = days.find((day) => day?.day === '2026-03-14');
    expect(thirteenth?.entries).toEqual([late]);
    expect(thirteenth?.dominant).toEqual({ emotion: 'Joyful', strength: 2 });
    expect(fourteenth?.dominant).toEqual({ emotion: 'Sad', strength: 5 });
  });

  it('reaches back to older entries, but not beyond three years, and ignores future ones', () => {
    const old = entry('2024-06-20T10:00:00Z', 'Mad', 3);
    const ancient = entry('2019-06-20T10:00:00Z', 'Mad', 3);
    const future = entry('2026-04-01T10:00:00Z', 'Mad', 3);
    const calendar = heatmapCalendar([old, ancient, future], '2026-03-14');
    expect(calendar.firstDay).toBe('2024-06-01');
    const withEntries = calendar.weeks.flat().filter((day) => day && day.entries.length > 0);
    expect(withEntries.map((day) => day?.day)).toEqual(['2024-06-20']);
  });
});

describe('the weekday summary', () => {
  it('counts entries per weekday and top emotion by local day', () => {
    const rows = weekdaySummary([
      entry('2026-03-16T09:00:00+01:00', 'Joyful', 3), // Monday
      entry('2026-03-16T20:00:00+01:00', 'Joyful', 1),
      entry('2026-03-22T23:30:00-08:00', 'Sad', 2), // Sunday locally, Monday in UTC
    ]);
    expect(rows).toHaveLength(7);
    expect(rows[0]?.counts.Joyful).toBe(2);
    expect(rows[0]?.total).toBe(2);
    expect(rows[6]?.counts.Sad).toBe(1);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(3);
  });
});
