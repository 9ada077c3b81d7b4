const MINUTE_MS = 60_000;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** '+01:00', '-05:30', '+00:00' for an offset in minutes east of UTC. */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

const LOCAL_VALUE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?(\.\d+)?$/;

/**
 * A datetime-local value ('2026-11-21T08:30', seconds optional) with the viewer's UTC offset, as the
 * server wants it: '2026-11-21T08:30:00+01:00'. Null when the value is not a complete date and time.
 */
export function toOffsetTimestamp(localValue: string, offsetMinutes: number): string | null {
  const match = LOCAL_VALUE.exec(localValue);
  if (!match) return null;
  return `${match[1]}${match[2] ?? ':00'}${formatUtcOffset(offsetMinutes)}`;
}

/** The value a datetime-local input shows for an instant: 'YYYY-MM-DDTHH:mm' on the local wall clock. */
export function toDateTimeLocalValue(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * MINUTE_MS).toISOString().slice(0, 16);
}
