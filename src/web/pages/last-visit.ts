import { z } from 'zod/mini';
import { readStoredJson, writeStoredJson } from '../kit/browser-storage';

/** Away this long, and the next look at the home page is a new visit. */
export const VISIT_GAP_MS = 30 * 60_000;
/** What a first visit is told about: the last week. */
export const FIRST_VISIT_SPAN_MS = 7 * 24 * 60 * 60_000;

/** One member's visits to the home page on this browser. */
export const VisitsSchema = z.object({
  /** The last time the home page was open, ISO 8601. */
  lastSeen: z.iso.datetime(),
  /** Where this visit's news starts: the end of the visit before, if there was one. */
  since: z.optional(z.iso.datetime()),
});
export type Visits = z.infer<typeof VisitsSchema>;

/**
 * Where the news starts for a look at the home page at `now`, and what to keep: the end of the
 * last visit, so news stays news while the visit lasts (a reload, a quick look at a game) and
 * starts afresh after `VISIT_GAP_MS` away. Null on the first visit.
 */
export function visitAt(stored: Visits | null, now: Date): { since: string | null; next: Visits } {
  const lastSeen = now.toISOString();
  if (stored === null) return { since: null, next: { lastSeen } };
  const away = now.getTime() - Date.parse(stored.lastSeen);
  const since = away > VISIT_GAP_MS ? stored.lastSeen : (stored.since ?? null);
  return { since, next: since === null ? { lastSeen } : { lastSeen, since } };
}

export const visitsKey = (member: number | string) => `nook.visits.${member}`;

export function readVisits(member: number | string): Visits | null {
  return readStoredJson(visitsKey(member), VisitsSchema);
}

export function writeVisits(member: number | string, visits: Visits): void {
  writeStoredJson(visitsKey(member), visits);
}
