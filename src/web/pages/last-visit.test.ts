import { afterEach, describe, expect, it, vi } from 'vitest';
import { readVisits, visitAt, visitsKey, writeVisits, VISIT_GAP_MS } from './last-visit';

const at = (iso: string) => new Date(iso);

describe('visitAt', () => {
  it('has no news start on the first visit', () => {
    expect(visitAt(null, at('2026-11-27T09:00:00Z'))).toEqual({
      since: null,
      next: { lastSeen: '2026-11-27T09:00:00.000Z' },
    });
  });

  it('starts the news at the end of the last visit after a long enough time away', () => {
    const first = visitAt(null, at('2026-11-27T09:00:00Z')).next;
    const later = visitAt(first, at('2026-11-27T18:00:00Z'));
    expect(later).toEqual({
      since: '2026-11-27T09:00:00.000Z',
      next: { lastSeen: '2026-11-27T18:00:00.000Z', since: '2026-11-27T09:00:00.000Z' },
    });
    // A reload a moment later keeps the same start: the news is still news.
    const reload = visitAt(later.next, at('2026-11-27T18:05:00Z'));
    expect(reload.since).toBe('2026-11-27T09:00:00.000Z');
    // Looked at every few minutes for an hour: still one visit.
    let visits = reload.next;
    for (let minute = 10; minute <= 70; minute += 10) {
      const look = visitAt(visits, new Date(Date.parse('2026-11-27T18:00:00Z') + minute * 60_000));
      expect(look.since).toBe('2026-11-27T09:00:00.000Z');
      visits = look.next;
    }
    // Away for longer than the gap: a new visit, starting where that one ended.
    const next = visitAt(visits, new Date(Date.parse(visits.lastSeen) + VISIT_GAP_MS + 1));
    expect(next.since).toBe(visits.lastSeen);
  });
});

describe('stored visits', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('are kept per member', () => {
    writeVisits(7, { lastSeen: '2026-11-27T09:00:00.000Z' });
    expect(readVisits(7)).toEqual({ lastSeen: '2026-11-27T09:00:00.000Z' });
    expect(readVisits(8)).toBeNull();
  });

  it('discard a corrupt record with a console message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(visitsKey(7), '{"lastSeen": 12}');
    expect(readVisits(7)).toBeNull();
    expect(warn.mock.calls.length + error.mock.calls.length).toBeGreaterThan(0);
    expect(localStorage.getItem(visitsKey(7))).toBeNull();
  });
});
